/**
 * The terminal with the shop's relay, on the provider's documented surface (issue 39): a real relay (relay/) takes
 * the stub's signed webhooks and tells the paired tablet, which says the sale is confirmed by the payment service.
 * The relay restarted mid-sale loses nothing; a revoked tablet gets nothing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { axeBuilder } from "../axe.ts";
import { test, expect, SANDBOX, type TerminalPage, type StubControl } from "crypto-checkout-kit/playwright";
import type { Page } from "@playwright/test";
import { startRelay, type RunningRelay } from "../../relay/start-relay.ts";
import type { StoreLocation } from "../../relay/create-relay.ts";
// The throw-away PostgreSQL the relay's own tests start (Debian's binaries, an unprivileged user, a temporary folder):
// test support of the relay's, which this suite needs for a shop's two relays on one database.
// eslint-disable-next-line no-restricted-imports
import { POSTGRES_MISSING, startPostgres } from "../../relay/test/postgres-server.ts";
// A copy of an initialised embedded store: PGlite's first start in an empty folder runs initdb (about 5 CPU-s, tens of
// seconds on a busy machine). The first test starts its relay on an empty folder, as a shop's first start does.
// eslint-disable-next-line no-restricted-imports
import { freshDataDir } from "../../relay/test/embedded-dir.ts";

test.use({ stubProviderSurface: true });

const WEBHOOK_SECRET = "whsec_e2e_relay_terminal";
const ADMIN = "admin-e2e-token-0123456789";
/** The payment screen's right column while the relay follows the sale. */
const RELAY_HOSTED_WAITING = "The shop's relay tells this screen when the payment service confirms the payment.";

/** Each stub's terminal origin, asked once: a second ask could reuse a keep-alive socket the stub is closing. */
const terminalOrigins = new Map<string, Promise<string>>();

/** The terminal's own origin, where the stub's /terminal/ leads: the browser origin that calls the relay. */
function terminalOrigin(stub: StubControl): Promise<string> {
  let origin = terminalOrigins.get(stub.url);
  if (!origin) {
    origin = fetch(`${stub.url}/terminal/`, { redirect: "manual" }).then(
      (moved) => new URL(moved.headers.get("location") ?? stub.url).origin,
    );
    terminalOrigins.set(stub.url, origin);
  }
  return origin;
}

/** A relay for the stub's shop, on an embedded store in `store` (a folder) or on the given store. */
async function relayFor(stub: StubControl, store: string | StoreLocation, port = 0): Promise<RunningRelay> {
  const terminal = await terminalOrigin(stub);
  const running = await startRelay({
    port,
    relay: {
      store: typeof store === "string" ? { kind: "embedded", dataDir: store } : store,
      api: { baseUrl: stub.url, keyId: SANDBOX.sdkKey, secret: SANDBOX.secret },
      webhookSecrets: [WEBHOOK_SECRET],
      adminToken: ADMIN,
      allowOrigins: [terminal],
      terminalUrl: `${terminal}/terminal/`,
    },
  });
  await running.relay.ready;
  return running;
}

/**
 * Points the stub's webhooks at the relay. Seen failing once in a while with ECONNRESET on the control call right
 * after the per-test reset (a kept-alive socket the stub closed): tried again once.
 */
async function deliverTo(stub: StubControl, relay: RunningRelay): Promise<void> {
  await stub
    .addWebhook(`${relay.url}/webhooks`, WEBHOOK_SECRET)
    .catch(() => stub.addWebhook(`${relay.url}/webhooks`, WEBHOOK_SECRET));
}

/** axe finds nothing on the screen as it stands, light and dark (the embedded payment page included: axe descends). */
async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(found, `${screen}, ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/**
 * First-run setup, then the relay's printed link opened on the tablet and confirmed. `checkScreens`: axe on the pairing
 * review and the paired screen, light and dark; one test does it, as the screens are the same in every test.
 */
async function setUpPaired(
  terminal: TerminalPage,
  page: Page,
  relay: RunningRelay,
  { checkScreens = false } = {},
): Promise<void> {
  await terminal.goto();
  await terminal.setup();
  await page.getByRole("navigation").getByRole("link", { name: "New sale" }).click();
  await expect(terminal.amount).toBeVisible();
  const pairing = await relay.relay.createPairing("Till 1");
  await page.goto(pairing.pairing_url);
  await expect(page.getByRole("heading", { name: "Connect this tablet to the shop's relay" })).toBeVisible();
  await expect(page.getByTestId("relay-pair-host")).toHaveText(new URL(relay.url).host);
  if (checkScreens) await expectNoAxeViolations(page, "relay pairing review");
  await page.getByRole("button", { name: "Connect to this relay" }).click();
  await expect(page.getByTestId("relay-paired")).toContainText("Till 1");
  if (checkScreens) await expectNoAxeViolations(page, "relay paired");
  await page.getByRole("link", { name: "Back to the terminal" }).click();
  await expect(terminal.amount).toBeVisible();
}

async function charge(terminal: TerminalPage, page: Page, digits: string): Promise<string> {
  await terminal.typeAmount(digits);
  await terminal.chargeButton.click();
  await expect(page.getByRole("heading", { name: "The customer pays on the payment page" })).toBeVisible();
  await expect(page.getByText(RELAY_HOSTED_WAITING)).toBeVisible();
  // The customer picks USDT on Tron inside the embedded page.
  const hosted = terminal.hostedPage;
  await hosted.getByRole("option", { name: /^USDT\b/ }).click();
  const tron = hosted.getByRole("option", { name: /^Tron\b/ });
  if (await tron.isVisible()) await tron.click();
  await expect(hosted.getByRole("img", { name: /QR/ }).first()).toBeVisible();
  return terminal.invoiceId();
}

/** The test's embedded-store folders, deleted after it. */
const dataDirs: string[] = [];
test.beforeEach(() => {
  // Each test walks setup, pairing, a sale and several screens, each checked by axe light and dark: on the shared
  // two-core machine that passed the default 60 s.
  test.slow();
});
test.afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder for a relay's embedded store: empty (the shop's first start), or holding an initialised, empty store. */
async function storeFolder(kind: "empty" | "initialised"): Promise<string> {
  const dir = kind === "empty" ? mkdtempSync(join(tmpdir(), "relay-e2e-")) : (await freshDataDir()).dir;
  dataDirs.push(kind === "empty" ? dir : join(dir, ".."));
  return dir;
}

test("a sale paid through the stub is confirmed on the tablet by the relay and counted", async ({
  terminal,
  page,
  stub,
}) => {
  // The shop's first start: the relay on an empty folder initialises its embedded store.
  const relay = await relayFor(stub, await storeFolder("empty"));
  try {
    await deliverTo(stub, relay);
    await setUpPaired(terminal, page, relay, { checkScreens: true });
    const id = await charge(terminal, page, "1250");
    await stub.simulate(id, "paid");
    await expect(page.getByRole("heading", { name: "Paid — confirmed by the payment service" })).toBeVisible();
    await expectNoAxeViolations(page, "sale confirmed by the service");
    await page.getByRole("button", { name: "New sale" }).click();
    await terminal.nav("History");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString("utf8");
    const [header, ...rows] = csv.trimEnd().split("\r\n");
    const saleRow = rows.find((line) => line.includes(id))?.split(",") ?? [];
    expect(saleRow[header?.split(",").indexOf("confirmed_by") ?? -1]).toBe("service");
    await terminal.nav("Report");
    await expect(page.getByTestId("report-paid")).toContainText("1");
    // The token and network the customer chose on the payment page, from the webhook the relay passed on: no "·" or 0.
    const byToken = page.getByRole("table", { name: "By token and network" }).getByRole("rowheader");
    await expect(byToken).toHaveCount(1);
    await expect(byToken).toHaveText(/^USDT · Tron Nile testnet\s*[\d.,]+ USDT$/);
    await expect(byToken).not.toHaveText(/Tron\s*0(?:[.,]0+)? USDT$/);
    await page.getByRole("button", { name: "Show the whole shop's day" }).click();
    // This tablet's paid sales beside the whole shop's, as the relay keeps them: the one sale in both.
    await expect(page.getByTestId("shop-paid-count").getByRole("cell")).toHaveText(["1", "1"]);
    await expectNoAxeViolations(page, "report with the whole shop's day");
    await terminal.nav("Settings");
    await expect(page.getByTestId("relay-settings")).toContainText(
      `Paired with ${new URL(relay.url).host} as “Till 1”.`,
    );
    await expect(page.getByTestId("relay-state")).toHaveText("Connected.");
    await expectNoAxeViolations(page, "settings with a relay");
  } finally {
    await relay.stop();
  }
});

test("two relays on one PostgreSQL serve one shop: a webhook taken by the other instance confirms the tablet's sale", async ({
  terminal,
  page,
  stub,
}) => {
  const postgres = await startPostgres();
  test.skip(postgres === null, POSTGRES_MISSING);
  const store: StoreLocation = { kind: "postgres", url: await postgres!.createDatabase("two_relays_e2e") };
  const [paired, other] = await Promise.all([relayFor(stub, store), relayFor(stub, store)]);
  try {
    // The provider's webhooks reach the other instance (behind the shop's load balancer); the tablet streams from its own.
    await deliverTo(stub, other);
    await setUpPaired(terminal, page, paired);
    const id = await charge(terminal, page, "990");
    await stub.simulate(id, "paid");
    await expect(page.getByRole("heading", { name: "Paid — confirmed by the payment service" })).toBeVisible();
    await page.getByRole("button", { name: "New sale" }).click();
    await terminal.nav("Report");
    await expect(page.getByTestId("report-paid")).toContainText("1");
    await page.getByRole("button", { name: "Show the whole shop's day" }).click();
    // Counted once, though two instances share the store.
    await expect(page.getByTestId("shop-paid-count").getByRole("cell")).toHaveText(["1", "1"]);
  } finally {
    await Promise.all([paired.stop(), other.stop()]);
    await postgres!.stop();
  }
});

test("the relay restarted mid-sale loses nothing: the sale is confirmed once it is back", async ({
  terminal,
  page,
  stub,
}) => {
  const dataDir = await storeFolder("initialised");
  let relay = await relayFor(stub, dataDir);
  const port = relay.port;
  // Stopped on purpose mid-test: a failure before it is back must not be hidden by stopping it twice.
  let stopped = false;
  try {
    await deliverTo(stub, relay);
    await setUpPaired(terminal, page, relay);
    const id = await charge(terminal, page, "800");
    const relayWaitingLine = page.getByText(RELAY_HOSTED_WAITING);
    await relay.stop();
    stopped = true;
    // What staff read says what happens to the sale and what to do meanwhile; the right column no longer promises
    // that the relay tells this screen, and says so again once it is back.
    await expect(page.getByTestId("relay-notice")).toHaveText(
      "The shop's relay cannot be reached, so this payment cannot be confirmed here yet. The sale keeps waiting and is confirmed here once the relay is back: check that the relay is running and the shop's network is up. To hand over the goods sooner, confirm the payment in your dashboard first.",
    );
    await expect(relayWaitingLine).toHaveCount(0);
    await expectNoAxeViolations(page, "relay unreachable notice");
    relay = await relayFor(stub, dataDir, port);
    stopped = false;
    await expect(relayWaitingLine).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("relay-notice")).toHaveCount(0);
    // Down again while the customer pays: the missed webhook is made up for once the relay is back.
    await relay.stop();
    stopped = true;
    await expect(page.getByTestId("relay-notice")).toBeVisible();
    await stub.simulate(id, "paid");
    relay = await relayFor(stub, dataDir, port);
    stopped = false;
    await expect(page.getByRole("heading", { name: "Paid — confirmed by the payment service" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId("relay-notice")).toHaveCount(0);
  } finally {
    if (!stopped) await relay.stop();
  }
});

test("a link that names another relay than the paired one is flagged and must be confirmed", async ({
  terminal,
  page,
  stub,
}) => {
  const relay = await relayFor(stub, await storeFolder("initialised"));
  const other = await relayFor(stub, await storeFolder("initialised"));
  try {
    await setUpPaired(terminal, page, relay);
    const pairing = await other.relay.createPairing("Till 2");
    await page.goto(pairing.pairing_url);
    const otherHost = new URL(other.url).host;
    await expect(page.getByTestId("relay-pair-host")).toHaveText(otherHost);
    await expect(page.getByTestId("relay-pair-changed")).toBeVisible();
    await expect(page.getByTestId("relay-pair-changed")).toHaveText(
      `This link connects this tablet to ${otherHost}, not to ${new URL(relay.url).host} as now. Anyone can make a link: use it only if it comes from your own relay.`,
    );
    const connect = page.getByRole("button", { name: "Connect to this relay" });
    await expect(connect).toBeDisabled();
    await expectNoAxeViolations(page, "pairing review with a changed relay");
    await page.getByRole("checkbox", { name: `I trust ${otherHost} to confirm this shop's payments` }).check();
    await connect.click();
    await expect(page.getByTestId("relay-paired")).toHaveText(
      `This tablet is paired with ${otherHost} as “Till 2”. The payment service's confirmations now show here.`,
    );
  } finally {
    await other.stop();
    await relay.stop();
  }
});

test("a revoked tablet is told so and gets nothing", async ({ terminal, page, stub }) => {
  const relay = await relayFor(stub, await storeFolder("initialised"));
  try {
    await deliverTo(stub, relay);
    await setUpPaired(terminal, page, relay);
    const id = await charge(terminal, page, "900");
    const relayWaitingLine = page.getByText(RELAY_HOSTED_WAITING);
    // The admin routes through the relay's own handler (what `crypto-checkout-relay devices` / `revoke` call).
    const admin = (path: string, method = "GET") =>
      relay.relay.fetch(new Request(`${relay.url}${path}`, { method, headers: { Authorization: `Bearer ${ADMIN}` } }));
    const devices = (await (await admin("/admin/devices")).json()) as { data: { device_id: string }[] };
    expect(devices.data).toHaveLength(1);
    for (const d of devices.data) expect((await admin(`/admin/devices/${d.device_id}`, "DELETE")).status).toBe(204);
    // Staff read that the relay cut this tablet off, and the right column no longer promises that the relay tells
    // this screen: it will not.
    await expect(page.getByTestId("relay-notice")).toHaveText(
      "The shop's relay no longer accepts this tablet, so payments are not confirmed here. Pair it again with a new link from the relay. For this sale, confirm the payment in your dashboard before handing over the goods.",
      // The tablet learns it when its stream, closed by the relay, is refused on reconnecting: slow on a busy machine.
      { timeout: 30_000 },
    );
    await expect(relayWaitingLine).toHaveCount(0);
    await expectNoAxeViolations(page, "device revoked notice");
    await stub.simulate(id, "paid");
    // The page's own message may still arrive; the service's confirmation through the relay never does.
    await page.waitForTimeout(3000);
    await expect(page.getByRole("heading", { name: "Paid — confirmed by the payment service" })).toHaveCount(0);
  } finally {
    await relay.stop();
  }
});
