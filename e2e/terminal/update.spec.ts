import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test as base, expect } from "crypto-checkout-kit/playwright";

/**
 * A pass-through proxy in front of the stub whose sw.js turns byte-different after `deploy()`, as a new release
 * would. The service worker's update check is made by the browser itself, out of reach of page.route and of CDP's
 * Fetch domain, so the terminal is opened through this proxy: its own origin, serving the terminal (fetched from the
 * terminal's origin, without the meta naming the stub's API, so it offers its own origin as the API base) and
 * forwarding the API calls, same-origin, to the stub.
 */
class ReleaseProxy {
  version = 1;
  readonly #server: Server;

  constructor(
    private readonly upstream: string,
    private readonly terminalOrigin: string,
  ) {
    this.#server = createServer((req, res) => void this.#forward(req, res));
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, "localhost", resolve));
    return `http://localhost:${(this.#server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise((resolve) => this.#server.close(resolve));
  }

  async #forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === "string" && k !== "connection") headers.set(k, v);
    try {
      const path = req.url ?? "/";
      const up = await fetch(new URL(path, path.startsWith("/terminal/") ? this.terminalOrigin : this.upstream), {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: "manual",
      });
      let body = Buffer.from(await up.arrayBuffer());
      if (path === "/terminal/" || path.startsWith("/terminal/index.html"))
        body = Buffer.from(body.toString("utf8").replace(/<meta name="crypto-terminal-api-base"[^>]*>/, ""));
      if ((req.url ?? "").startsWith("/terminal/sw.js") && this.version > 1) {
        body = Buffer.concat([body, Buffer.from(`\n// release ${this.version}\n`)]);
      }
      const out: Record<string, string> = {};
      up.headers.forEach((v, k) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(k)) out[k] = v;
      });
      res.writeHead(up.status, out).end(body);
    } catch {
      res.destroy();
    }
  }
}

/** `release.origin` is where the terminal is opened; `release.deploy()` publishes the next version there. */
const test = base.extend<{ release: { origin: string; deploy: () => void } }>({
  release: async ({ stub }, use) => {
    // The stub's /terminal/ leads to the terminal's own origin.
    const moved = await fetch(`${stub.url}/terminal/`, { redirect: "manual" });
    const proxy = new ReleaseProxy(stub.url, new URL(moved.headers.get("location") ?? stub.url).origin);
    const origin = await proxy.listen();
    await use({ origin, deploy: () => void (proxy.version += 1) });
    await proxy.close();
  },
});

async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration("/terminal/");
    await reg?.update().catch(() => undefined);
  });
}

async function waitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration("/terminal/"))?.waiting));
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? 0);

test.describe("terminal updates", () => {
  test("a new version waits until the sale ends, then applies on request", async ({ terminal, page, release }) => {
    await terminal.open({}, release.origin);
    await terminal.serviceWorkerReady();
    const invoiceId = await terminal.charge("700");
    await terminal.chooseCoin("USDT", "Tron");

    release.deploy();
    await checkForUpdate(page);
    await expect.poll(() => waitingWorker(page)).toBe(true);
    // In the middle of a payment: no prompt, and the page is not reloaded under the customer's eyes.
    await expect(terminal.updateButton).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    await terminal.walletPays(invoiceId);
    await expect(terminal.paidHeading).toBeVisible();
    await expect(terminal.updateButton).toHaveCount(0);
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.updateButton).toBeVisible();
    expect(await marker(page)).toBe(1);

    const reloaded = page.waitForEvent("load");
    await terminal.updateButton.click();
    await reloaded;
    await expect(terminal.amount).toBeVisible();
    expect(await marker(page)).toBe(0);
    expect(await waitingWorker(page)).toBe(false);
  });

  test("network cut during an update: the sale ends paid with one invoice, the update comes after", async ({
    terminal,
    page,
    context,
    release,
  }) => {
    await terminal.open({}, release.origin);
    await terminal.serviceWorkerReady();
    const invoiceId = await terminal.charge("800");
    await terminal.chooseCoin("USDT", "Tron");
    release.deploy();

    await context.setOffline(true);
    await checkForUpdate(page);
    await terminal.walletPays(invoiceId);
    await context.setOffline(false);
    await expect(terminal.paidHeading).toBeVisible();
    expect(await terminal.invoiceCount()).toBe(1);

    await checkForUpdate(page);
    await expect.poll(() => waitingWorker(page)).toBe(true);
    await expect(terminal.updateButton).toHaveCount(0);
    await page.getByRole("button", { name: "New sale" }).click();
    await expect(terminal.updateButton).toBeVisible();
  });
});
