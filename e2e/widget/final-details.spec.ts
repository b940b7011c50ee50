/**
 * Issue #23 point 6, "final screens give nothing to quote": once paid, the card shows the order reference, the invoice
 * id, what was asked and what arrived, each transfer's explorer link, and "Copy details" puts all of that on the
 * clipboard for support. In light and dark, and right to left in Arabic.
 */
import { axeBuilder } from "../axe.ts";
import type { Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { reviewShot, reviewShotsWanted } from "../review-shot.ts";

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeBuilder(page).include("crypto-checkout").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

const CASES = [
  {
    theme: "light",
    locale: "en",
    copy: "Copy details",
    copied: "Details copied",
    shop: "Shop",
    order: "Order reference",
    invoice: "Invoice",
    amount: "Order amount",
    network: "Network",
    asked: "Asked",
    arrived: "Arrived",
    time: "Time",
    explorer: "View transfer 1 on the explorer",
  },
  {
    theme: "dark",
    locale: "en",
    copy: "Copy details",
    copied: "Details copied",
    shop: "Shop",
    order: "Order reference",
    invoice: "Invoice",
    amount: "Order amount",
    network: "Network",
    asked: "Asked",
    arrived: "Arrived",
    time: "Time",
    explorer: "View transfer 1 on the explorer",
  },
  {
    theme: "light",
    locale: "ar",
    copy: "انسخ التفاصيل",
    copied: "نُسخت التفاصيل",
    shop: "المتجر",
    order: "مرجع الطلب",
    invoice: "الفاتورة",
    amount: "مبلغ الطلب",
    network: "الشبكة",
    asked: "المطلوب",
    arrived: "المستلَم",
    time: "الوقت",
    explorer: "اعرض التحويل \u20681\u2069 في مستكشف الشبكة",
  },
] as const;

for (const c of CASES) {
  test(`a paid checkout shows what to quote and copies it (${c.theme}, ${c.locale})`, async ({
    stub,
    checkout,
    page,
  }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const order = CheckoutPage.orderId();
    await checkout.open({ ...CheckoutPage.defaults(), "external-order-id": order, theme: c.theme, locale: c.locale });
    await checkout.chooseMethod("USDT", "Tron");
    const id = await checkout.invoiceId();
    // No details while the customer pays: the block and its texts are fetched only once the checkout has ended.
    await expect(checkout.amountToSend).toBeVisible();
    await expect(checkout.details).toHaveCount(0);

    await stub.simulate(id, "paid");
    await checkout.openDetails();
    const invoice = (await stub.invoices()).find((i) => i.invoice_id === id);
    const payment = invoice?.payment;
    const transfer = payment?.transfers?.[0];
    expect(payment?.paid).toBeTruthy();
    expect(transfer?.explorer_url).toMatch(/^https:\/\//);
    if (!payment?.paid || !transfer?.explorer_url) return;

    const details = checkout.details;
    await expect(details).toContainText(c.order);
    await expect(details).toContainText(order);
    await expect(details).toContainText(c.invoice);
    await expect(details).toContainText(id);
    await expect(details).toContainText(c.asked);
    await expect(details).toContainText(c.arrived);
    await expect(details).toContainText(transfer.tx_hash);
    // The amounts as the customer's language writes them: the number's digits are there, in the token.
    await expect(details).toContainText("USDT");
    const link = details.getByRole("link", { name: c.explorer });
    await expect(link).toHaveAttribute("href", transfer.explorer_url);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
    if (c.locale === "ar") await expect(checkout.host.locator(".card")).toHaveAttribute("dir", "rtl");

    await expectNoAxeViolations(page);

    await details.getByRole("button", { name: c.copy }).click();
    await expect(details.getByRole("status")).toHaveText(c.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Everything support needs: the shop, the order's own amount, the network (a sandbox invoice's testnet, with its
    // code) and when it ended (UTC in the copied text), besides the amounts as the API wrote them.
    expect(copied.split("\n")).toEqual([
      `${c.shop}: Demo shop`,
      `${c.order}: ${order}`,
      `${c.invoice}: ${id}`,
      `${c.amount}: 25 EUR`, // the order's amount as the service keeps it: trimmed, as the provider does
      `${c.network}: Tron Nile testnet (TRC20)`,
      `${c.asked}: ${payment.expected} ${payment.currency}`,
      `${c.arrived}: ${payment.paid} ${payment.currency}`,
      expect.stringMatching(new RegExp(`^${c.time}: \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.000Z$`)),
      expect.stringContaining(`${transfer.amount} ${payment.currency} ${transfer.tx_hash} ${transfer.explorer_url}`),
    ]);
    await expectNoAxeViolations(page);

    // For review only (E2E_SCREENSHOTS=1): each size's picture.
    for (const size of reviewShotsWanted() ? SIZES : []) {
      await page.setViewportSize(size);
      await reviewShot(page, `final-details-${c.theme}-${c.locale}-${size.name}.png`, { fullPage: true });
    }
  });
}

/** How the element showing `text` is drawn: its face, how it may break, whether it can be selected; and its label's. */
function idStyle(details: import("@playwright/test").Locator, text: string) {
  return details.getByText(text, { exact: true }).evaluate((el) => {
    const style = getComputedStyle(el);
    const dd = el.closest("dd");
    const dt = dd?.previousElementSibling;
    return {
      monospace: /mono/i.test(style.fontFamily),
      wrap: style.overflowWrap,
      selectable: style.userSelect !== "none",
      labelWrap: dt ? getComputedStyle(dt).overflowWrap : "no label",
      // How far the id's text stands from the side of its cell where the card's values start (the right, in Arabic).
      fromStart: (() => {
        const text = document.createRange();
        text.selectNodeContents(el);
        const box = text.getBoundingClientRect();
        const cell = (dd ?? el).getBoundingClientRect();
        return Math.round(
          getComputedStyle(dd ?? el).direction === "rtl" ? cell.right - box.right : box.left - cell.left,
        );
      })(),
    };
  });
}

test("the invoice id and the transfer's hash read in a monospace face, break only themselves, and can be selected (phone, Arabic)", async ({
  stub,
  checkout,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await checkout.open({ ...CheckoutPage.defaults(), locale: "ar" });
  await checkout.chooseMethod("USDT", "Tron");
  const id = await checkout.invoiceId();
  await stub.simulate(id, "paid");
  const details = await checkout.openDetails();
  const hash = (await stub.invoices()).find((i) => i.invoice_id === id)?.payment?.transfers?.[0]?.tx_hash ?? "";
  expect(hash).not.toBe("");
  // Before, the shop's row came first and the "first two rows are ids" rule put the shop and order in monospace, not
  // the invoice id; and every value, labels' neighbours included, could break at any letter.
  const asId = { monospace: true, wrap: "anywhere", selectable: true, labelWrap: "normal" };
  for (const text of [id, hash]) {
    const { fromStart, ...style } = await idStyle(details, text);
    expect(style).toEqual(asId);
    // Left to right, yet starting where the other values start, beside its label (at the right in an Arabic card): a
    // wrapped hash's lines end less than one character short of it.
    expect(fromStart).toBeLessThan(8);
  }
  // A value in words (the network) wraps between its words, never inside one.
  const network = details.locator("dd").filter({ hasText: "(TRC20)" }).locator("span").first();
  await expect(network).toHaveCSS("overflow-wrap", "break-word");
});
