/**
 * "Pay with {wallet}": a fake EIP-1193 wallet, injected before the page loads, announces itself through EIP-6963 and
 * records every request, so each test reads what the wallet was asked to send.
 */
import { axeBuilder } from "../axe.ts";
import type { Page } from "@playwright/test";
import { CheckoutPage, expect, test } from "crypto-checkout-kit/playwright";
import { liveRegions, newlySaid } from "../live-regions.ts";

interface FakeWallet {
  name: string;
  /** EIP-6963 icon; anything but an image data URI must not be shown. */
  icon?: string;
  /** What the wallet does at each step. */
  accounts?: "ok" | "locked" | "reject";
  switchChain?: "ok" | "reject" | "unknown";
  send?: "ok" | "reject" | "insufficient" | "error";
}

interface RecordedRequest {
  wallet: string;
  method: string;
  params?: unknown[];
}

const ICON =
  "data:image/svg+xml;base64," +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#e2761b"/></svg>',
  ).toString("base64");
const TX_HASH = `0x${"ab".repeat(32)}`;
const ACCOUNT = "0x1111111111111111111111111111111111111111";

/** Installs the wallets before any script of the page runs: EIP-6963 announcements, or `window.ethereum` with `legacy`. */
async function installWallets(page: Page, wallets: FakeWallet[], options: { legacy?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ wallets, legacy, txHash, account }) => {
      const log: { wallet: string; method: string; params?: unknown[] }[] = [];
      (window as unknown as { __walletRequests: typeof log }).__walletRequests = log;
      const fail = (code: number, message: string) => Object.assign(new Error(message), { code });
      const providers = wallets.map((w, i) => {
        let chainId = "0x89"; // every fake wallet starts on Polygon, so paying on another chain needs the switch
        /** The wallet's answer; a throw is its error (a rejected promise, as EIP-1193 has it). */
        const answer = (method: string, params: unknown[] | undefined): unknown => {
          switch (method) {
            case "eth_requestAccounts":
              if (w.accounts === "reject") throw fail(4001, "User rejected the request.");
              return w.accounts === "locked" ? [] : [account];
            case "wallet_switchEthereumChain":
              if (w.switchChain === "reject") throw fail(4001, "User rejected the request.");
              if (w.switchChain === "unknown") throw fail(4902, "Unrecognized chain ID.");
              chainId = (params?.[0] as { chainId: string }).chainId;
              return null;
            case "eth_chainId":
              return chainId;
            case "eth_sendTransaction":
              if (w.send === "reject") throw fail(4001, "User denied transaction signature.");
              if (w.send === "insufficient") throw fail(-32000, "insufficient funds for gas * price + value");
              if (w.send === "error") throw fail(-32603, "Internal JSON-RPC error.");
              return txHash;
            default:
              throw fail(4200, `unsupported ${method}`);
          }
        };
        const provider = {
          request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
            log.push({ wallet: w.name, method, ...(params ? { params } : {}) });
            return new Promise((resolve) => resolve(answer(method, params)));
          },
        };
        const info = {
          uuid: `00000000-0000-4000-8000-00000000000${i}`,
          name: w.name,
          icon: w.icon ?? "",
          rdns: `test.fake${i}`,
        };
        return Object.freeze({ info: Object.freeze(info), provider });
      });
      if (legacy) {
        (window as unknown as { ethereum: unknown }).ethereum = providers[0]?.provider;
        return;
      }
      const announce = () => {
        for (const detail of providers) window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
      };
      window.addEventListener("eip6963:requestProvider", announce);
      announce();
    },
    { wallets, legacy: options.legacy ?? false, txHash: TX_HASH, account: ACCOUNT },
  );
}

async function walletRequests(page: Page): Promise<RecordedRequest[]> {
  return page.evaluate(() => (window as unknown as { __walletRequests?: RecordedRequest[] }).__walletRequests ?? []);
}

/** The ABI words of transfer(to, units), written out here from the invoice, not with the widget's encoder. */
function transferCalldata(to: string, amount: string, decimals: number): string {
  const [whole, fraction = ""] = amount.split(".");
  const units = BigInt(whole + fraction.padEnd(decimals, "0"));
  return `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, "0")}${units.toString(16).padStart(64, "0")}`;
}

/** The stub's invoices are sandbox ones: USDC on Ethereum is quoted on Sepolia, with Circle's testnet contract. */
async function openUsdcOnEthereum(checkout: CheckoutPage): Promise<string> {
  await checkout.open();
  await checkout.chooseMethod("USDC", "Ethereum");
  return checkout.invoiceId();
}

const SEPOLIA = { chainId: 11155111, hex: "0xaa36a7", usdc: "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238" };
const MAINNET_USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48";

const payButton = (checkout: CheckoutPage, name: string | RegExp) =>
  checkout.host.getByRole("button", { name: typeof name === "string" ? `Pay with ${name}` : name });
/** The calm message under the wallet buttons: each step in its status region; "sent" beside it (the heading says it). */
const walletMessage = (checkout: CheckoutPage) => checkout.host.locator("cc-wallet-pay .message:not(:empty)");

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeBuilder(page).include("crypto-checkout").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("pay with the browser's wallet", () => {
  test("sends the token transfer the invoice asks for, once on a double click, and shows paid only when the invoice is", async ({
    page,
    stub,
    checkout,
  }) => {
    await installWallets(page, [{ name: "Fox Wallet", icon: ICON }]);
    const id = await openUsdcOnEthereum(checkout);
    const payment = (await stub.merchant.getInvoice(id)).payment!;

    const button = payButton(checkout, "Fox Wallet");
    await expect(button.locator("img")).toHaveAttribute("src", ICON);
    await button.dblclick();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
    // "Sent" is not "paid": the card still waits, says what was sent, and invites no second payment: no QR code,
    // Copy or wallet link, and the address only behind a deliberate tap.
    await expect(checkout.host.getByRole("heading", { name: "Payment complete" })).toHaveCount(0);
    await expect(checkout.walletSent).toHaveText("27 USDC on Sepolia sent from your wallet.");
    await expect(checkout.notices.filter({ hasText: "Do not pay again" })).toBeVisible();
    await expect(checkout.walletQr).toHaveCount(0);
    await expect(checkout.walletLink).toHaveCount(0);
    await expect(checkout.otherDevice).toHaveCount(0);
    await expect(checkout.address).toBeHidden();
    await expect(checkout.host.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    await expect(button).toHaveCount(0);
    await checkout.showAddressAgain.click();
    await expect(checkout.address).toHaveText(/^0x/);
    await expect(checkout.walletQr).toHaveCount(0);
    await expectNoAxeViolations(page);

    const requests = await walletRequests(page);
    expect(requests.map((r) => r.method)).toEqual([
      "eth_requestAccounts",
      "wallet_switchEthereumChain",
      "eth_chainId",
      "eth_sendTransaction",
    ]);
    // A sandbox invoice: the wallet is asked for Sepolia and the testnet USDC contract, never main net's.
    expect(payment).toMatchObject({ chain_id: SEPOLIA.chainId, contract_address: SEPOLIA.usdc });
    expect(requests[1]?.params).toEqual([{ chainId: SEPOLIA.hex }]);
    expect(requests[3]?.params).toEqual([
      {
        from: ACCOUNT,
        to: payment.contract_address,
        value: "0x0",
        data: transferCalldata(payment.address!, payment.expected, 6),
      },
    ]);
    expect(await checkout.events("checkout-paid")).toEqual([]);

    await stub.simulate(id, "paid");
    await checkout.expectHeading("Payment complete");
  });

  test("an underpaid invoice asks the wallet for the remainder only", async ({ page, stub, checkout }) => {
    await installWallets(page, [{ name: "Fox Wallet", icon: ICON }]);
    const id = await openUsdcOnEthereum(checkout);
    await stub.simulate(id, "underpay");
    await expect(checkout.notices.first()).toContainText("Part of the payment arrived");
    const payment = (await stub.merchant.getInvoice(id)).payment!;
    expect(payment.remaining).not.toBe(payment.expected);

    await payButton(checkout, "Fox Wallet").click();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
    const send = (await walletRequests(page)).find((r) => r.method === "eth_sendTransaction");
    expect(send?.params).toEqual([
      {
        from: ACCOUNT,
        to: payment.contract_address,
        value: "0x0",
        data: transferCalldata(payment.address!, payment.remaining!, 6),
      },
    ]);
  });

  const failures: [string, FakeWallet, string][] = [
    ["the customer rejects", { name: "Fox Wallet", send: "reject" }, "You cancelled in your wallet. Nothing was sent."],
    ["the wallet is locked", { name: "Fox Wallet", accounts: "locked" }, "Your wallet is locked or busy."],
    [
      "the wallet refuses the chain switch",
      { name: "Fox Wallet", switchChain: "reject" },
      "Your wallet did not switch to Ethereum. Nothing was sent",
    ],
    [
      "the wallet does not know the chain",
      { name: "Fox Wallet", switchChain: "unknown" },
      "Your wallet does not know the Ethereum network.",
    ],
    [
      "the account lacks funds",
      { name: "Fox Wallet", send: "insufficient" },
      "This account does not hold enough for the payment",
    ],
    ["the wallet errors", { name: "Fox Wallet", send: "error" }, "Your wallet could not send the payment."],
  ];
  for (const [what, wallet, message] of failures) {
    test(`says so calmly when ${what}, and the address and QR code stay`, async ({ page, checkout }) => {
      await installWallets(page, [wallet]);
      await openUsdcOnEthereum(checkout);
      await payButton(checkout, "Fox Wallet").click();
      await expect(walletMessage(checkout)).toContainText(message);
      await expect(checkout.address).toBeVisible();
      await expect(checkout.walletQr).toBeVisible();
      await expect(payButton(checkout, "Fox Wallet")).toBeEnabled();
      const methods = (await walletRequests(page)).map((r) => r.method);
      if (wallet.send === undefined) expect(methods).not.toContain("eth_sendTransaction");
    });
  }

  test("with two wallets the customer picks one, and only that one is asked", async ({ page, checkout }) => {
    await installWallets(page, [
      { name: "Fox Wallet", icon: ICON },
      // An icon that is not an image data URI is not shown; the name is text, never markup.
      { name: "<b>Rabbit</b>", icon: "javascript:alert(1)" },
    ]);
    await openUsdcOnEthereum(checkout);
    await expect(payButton(checkout, /^Pay with/)).toHaveCount(2);
    const rabbit = payButton(checkout, "<b>Rabbit</b>");
    await expect(rabbit.locator("img")).toHaveCount(0);
    await rabbit.click();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
    expect(new Set((await walletRequests(page)).map((r) => r.wallet))).toEqual(new Set(["<b>Rabbit</b>"]));
  });

  test("a lone window.ethereum without EIP-6963 still gets a button", async ({ page, checkout }) => {
    await installWallets(page, [{ name: "Old Wallet" }], { legacy: true });
    await openUsdcOnEthereum(checkout);
    await payButton(checkout, "your browser wallet").click();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
  });

  test("without a wallet nothing changes and the wallet chunk is never requested", async ({ page, checkout }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await openUsdcOnEthereum(checkout);
    await expect(checkout.walletQr).toBeVisible();
    await expect(checkout.host.locator("cc-wallet-pay")).toBeAttached();
    await expect(payButton(checkout, /^Pay with/)).toHaveCount(0);
    expect(scripts.some((u) => u.includes("/crypto-checkout.js"))).toBe(true);
    expect(scripts.filter((u) => u.includes("wallet-pay"))).toEqual([]);
  });

  test("loads and pays under a strict CSP with Trusted Types, with zero violations", async ({ page, checkout }) => {
    await installWallets(page, [{ name: "Fox Wallet", icon: ICON }]);
    await checkout.recordCspViolations();
    await checkout.open(CheckoutPage.defaults(), { headers: checkout.strictCspHeaders() });
    await checkout.chooseMethod("USDC", "Ethereum");
    await expect(payButton(checkout, "Fox Wallet").locator("img")).toBeVisible();
    await payButton(checkout, "Fox Wallet").click();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
    expect(await checkout.cspViolations()).toEqual([]);
  });

  test("a payment whose chain id is not its network's shows no button and no wallet QR, only the address, and tells the developer why", async ({
    page,
    checkout,
  }) => {
    await installWallets(page, [{ name: "Fox Wallet" }]);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // An API (or a proxy) answering a payment on Ethereum with BNB Smart Chain's chain id.
    await page.route("**/public/v1/sdk/**", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { payment?: { network: string; chain_id: number } };
      if (body.payment?.network === "ERC20") body.payment.chain_id = 56;
      await route.fulfill({ response, json: body });
    });
    await openUsdcOnEthereum(checkout);
    await expect
      .poll(() => errors.join("\n"))
      .toContain("payment.chain_id 56 is not ERC20's chain id 1 or its testnet's, 11155111");
    await expect(payButton(checkout, /^Pay with/)).toHaveCount(0);
    // The same chain-id policy as the button: a QR would have a wallet pay on BNB Smart Chain under "Ethereum".
    await expect(checkout.address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect(checkout.walletQr).toHaveCount(0);
  });

  test("a sandbox invoice forged to quote main net (chain 1, Circle's main-net USDC) gets no button, no wallet QR and no link, only the address", async ({
    page,
    checkout,
  }) => {
    await installWallets(page, [{ name: "Fox Wallet" }]);
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // The public invoice as an API bug or a proxy would answer it: is_test, but main net's chain and contract.
    await page.route("**/public/v1/sdk/**", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        is_test: boolean;
        payment?: { network: string; chain_id: number; contract_address?: string };
      };
      if (body.payment?.network === "ERC20")
        Object.assign(body.payment, { chain_id: 1, contract_address: MAINNET_USDC });
      await route.fulfill({ response, json: body });
    });
    await openUsdcOnEthereum(checkout);
    await expect(checkout.host.getByText("Test mode", { exact: true })).toBeVisible();
    await expect(checkout.address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expect
      .poll(() => errors.join("\n"))
      .toContain("sandbox (is_test) invoice on Ethereum quotes chain_id 1, not its testnet Sepolia (11155111)");
    // The customer is told why there is no wallet QR code, not left to wonder.
    await expect(
      checkout.host.getByText(
        "Test mode: no wallet QR code here, as a wallet reading it could pay on the main network instead of Sepolia.",
      ),
    ).toBeVisible();
    await expect(payButton(checkout, /^Pay with/)).toHaveCount(0);
    await expect(checkout.walletQr).toHaveCount(0);
    await expect(checkout.host.locator('a[href^="ethereum:"]')).toHaveCount(0);
    expect((await walletRequests(page)).map((r) => r.method)).toEqual([]);
  });

  test("a Tron payment shows no wallet button even with a wallet", async ({ page, checkout }) => {
    await installWallets(page, [{ name: "Fox Wallet" }]);
    await checkout.open();
    await checkout.chooseMethod("USDT", "Tron");
    await expect(checkout.walletQr).toBeVisible();
    await expect(checkout.host.locator("cc-wallet-pay")).toHaveCount(0);
  });

  test('"sent" is said once: by the heading that takes focus, no live region saying it again', async ({
    page,
    checkout,
  }) => {
    await installWallets(page, [{ name: "Fox Wallet", icon: ICON }]);
    await openUsdcOnEthereum(checkout);
    await payButton(checkout, "Fox Wallet").focus();
    const before = await liveRegions(page);
    await page.keyboard.press("Enter");
    await expect(checkout.walletSent).toHaveText("27 USDC on Sepolia sent from your wallet.");
    await expect(checkout.walletSent).toBeFocused();
    // The wallet's own words stay on screen, out of any live region; the card's region leaves "sent" to the heading.
    await expect(checkout.host.locator("cc-wallet-pay")).toContainText("Sent, waiting for the network");
    await expect.poll(async () => newlySaid(before, await liveRegions(page))).toEqual([]);
    // Before, the wallet's status region said "Sent, waiting for the network" as the heading said "… sent …".
  });

  test("axe finds nothing on the wallet button, sent and failure states (light and dark)", async ({
    page,
    checkout,
  }) => {
    await installWallets(page, [
      { name: "Fox Wallet", icon: ICON, send: "reject" },
      { name: "Rabbit", send: "ok" },
    ]);
    await checkout.open({ ...CheckoutPage.defaults(), theme: "light" });
    // Each state is checked in both themes by switching the element's theme in place (it re-renders, as when a page
    // switches it), not by paying through the same states a second time.
    const setTheme = async (theme: "light" | "dark") => {
      await checkout.host.evaluate((el, t) => el.setAttribute("theme", t), theme);
      await expect(checkout.host).toHaveAttribute("theme", theme);
    };
    const inBothThemes = async () => {
      await expectNoAxeViolations(page);
      await setTheme("dark");
      await expectNoAxeViolations(page);
      await setTheme("light");
    };
    await checkout.chooseMethod("USDC", "Ethereum");
    await expect(payButton(checkout, "Fox Wallet")).toBeVisible();
    await inBothThemes();
    await payButton(checkout, "Fox Wallet").click();
    await expect(walletMessage(checkout)).toContainText("You cancelled");
    await inBothThemes();
    await payButton(checkout, "Rabbit").click();
    await expect(walletMessage(checkout)).toContainText("Sent, waiting for the network");
    await inBothThemes();
  });
});
