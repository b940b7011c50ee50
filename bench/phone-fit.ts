/**
 * How tall the payment screen is on a phone (390×844), per method the seed's demo shop offers: the card's height,
 * where the wallet QR starts and where the main action (the "Open in wallet" link, else the QR) ends, measured on the
 * hosted payment page, which is the widget alone on the page. `node --import tsx bench/phone-fit.ts [--dark]`.
 */
import { chromium } from "@playwright/test";
import { startStub } from "../server-stub/start-stub.ts";
import { seedFixture } from "../server-stub/index.ts";
import type { Fixture } from "../server-stub/fixture.ts";
import { CheckoutPage } from "../playwright/checkout-page.ts";
import { CHROMIUM_ARGS, findChromium } from "../scripts/chromium.mjs";

const VIEWPORT = { width: 390, height: 844 };
const stub = await startStub({ port: 0, logError: () => undefined });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const project = (seedFixture() as Fixture).projects.find((p) => p.id === "prj_demo_shop");
const rows: string[] = [];
try {
  for (const { currency, network } of project?.enabled_tokens ?? []) {
    const page = await browser.newPage({
      baseURL: stub.url,
      viewport: VIEWPORT,
      colorScheme: process.argv.includes("--dark") ? "dark" : "light",
    });
    const checkout = new CheckoutPage(page, stub.url);
    await checkout.open({ ...CheckoutPage.defaults(), amount: "25.00", currency: "EUR" });
    const id = await checkout.invoiceId();
    await page.waitForTimeout(300);
    const label = `${currency} ${network}`;
    // Pick through the API the widget used (the same invoice), then read its hosted page fresh.
    const res = await page.request.post(`${stub.url}/public/v1/sdk/invoices/${id}/confirm-payment`, {
      headers: { "X-Sdk-Key": "pk_test_demo", "Content-Type": "application/json", Origin: stub.url },
      data: { currency, network },
    });
    if (!res.ok()) {
      rows.push(`| ${label} | method refused: ${res.status()} ${await res.text()} |`);
      await page.close();
      continue;
    }
    await checkout.openHosted(id);
    await checkout.amountToSend.waitFor();
    await checkout.walletQr
      .first()
      .waitFor()
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => {
      const host = document.querySelector("crypto-checkout");
      const root = host?.shadowRoot;
      const card = root?.querySelector(".card")?.getBoundingClientRect();
      const qr = root?.querySelector(".wallet [role=img]")?.getBoundingClientRect();
      const link = root?.querySelector('[part="wallet-link"]')?.getBoundingClientRect();
      const main = link ?? qr;
      const copies = [...(root?.querySelectorAll("cc-copy-field") ?? [])].map((f) =>
        f.shadowRoot?.querySelector("button")?.getBoundingClientRect(),
      );
      const copy = copies.find((b) => b !== undefined);
      return {
        cardTop: Math.round(card?.top ?? 0),
        cardHeight: Math.round(card?.height ?? 0),
        qrTop: qr ? Math.round(qr.top) : null,
        mainBottom: main ? Math.round(main.bottom) : null,
        copy: copy ? `${Math.round(copy.width)}×${Math.round(copy.height)}` : "-",
      };
    });
    const fits = m.mainBottom !== null && m.mainBottom <= VIEWPORT.height ? "yes" : "no";
    rows.push(`| ${label} | ${m.cardHeight} | ${m.qrTop ?? "-"} | ${m.mainBottom ?? "-"} | ${fits} | ${m.copy} |`);
    await page.screenshot({ path: `/tmp/wux/fit-${currency}-${network}.png`, fullPage: true });
    await page.close();
  }
} finally {
  await browser.close();
  await stub.stop();
}
console.log("| method | card height | QR top | main action bottom | fits 844 | Copy button |");
console.log("|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
