/**
 * The whole path on the provider's documented surface: the stub (provider-surface mode) delivers its signed webhooks
 * to the relay, and a paired tablet's stream says the sale is paid; the relay's signed read answers the service's
 * truth. Then the relay is restarted in the middle of a sale, and nothing is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MerchantClient } from "../shared/client/merchant-client.ts";
import { startStub, type RunningStub } from "../server-stub/start-stub.ts";
import { freshDataDir } from "./test/embedded-dir.ts";
import {
  EventStream,
  pairDevice,
  startTestRelay,
  WEBHOOK_SECRET,
  type PairedDevice,
  type RunningRelay,
} from "./test/relay-harness.ts";

const KEY = { keyId: "pk_test_demo", secret: "sk_test_demo_secret" };
let stub: RunningStub;
let data: Awaited<ReturnType<typeof freshDataDir>>;
let relay: RunningRelay;
let merchant: MerchantClient;
let tablet: PairedDevice;

const start = () => startTestRelay({ kind: "embedded", dataDir: data.dir }, { api: { baseUrl: stub.url, ...KEY } });

beforeAll(async () => {
  stub = await startStub({ providerSurface: true, config: { webhookBackoffMs: [300, 1_000, 2_000, 4_000] } });
  data = await freshDataDir();
  relay = await start();
  await stub.control.addWebhook(`${relay.url}/webhooks`, WEBHOOK_SECRET);
  merchant = new MerchantClient({ baseUrl: stub.url, ...KEY });
  tablet = await pairDevice(relay.url);
}, 120_000);

afterAll(async () => {
  await relay?.stop();
  await stub?.stop();
  data?.remove();
});

const newInvoice = (order: string) =>
  merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "10.00",
    currency: "USDT",
    network: "TRC20",
    external_order_id: `${order}-${Date.now()}`,
  });

describe("with the stub on the provider's surface", () => {
  it("a customer's payment reaches the tablet as confirmed by the service", async () => {
    const stream = await EventStream.open(relay.url, tablet.device_token);
    const invoice = await newInvoice("relay-loop");
    const watch = () =>
      fetch(`${relay.url}/sales/${invoice.invoice_id}/watch`, {
        method: "POST",
        headers: { authorization: `Bearer ${tablet.device_token}` },
      });
    const before = (await (await watch()).json()) as { status: string; confirmed_by: string };
    // The invoice's payment rides along (docs/relay.md#the-invoices-payment), so a tablet on the provider's surface
    // has its figures.
    const payment = { currency: "USDT", network: "TRC20", expected: invoice.payment!.expected };
    expect(invoice.payment!.expected).toMatch(/^\d+(\.\d+)?$/);
    expect(before).toMatchObject({ status: invoice.status, confirmed_by: "service", payment });
    await expect
      .poll(() => stream.events.find((e) => e.data.invoice_id === invoice.invoice_id)?.data, { timeout: 10_000 })
      .toMatchObject({ status: invoice.status, event_id: `read_${invoice.invoice_id}_${invoice.status}`, payment });

    await merchant.simulateInvoicePayment(invoice.invoice_id, { stage: "paid" });
    await expect
      .poll(() => stream.events.find((e) => e.data.invoice_id === invoice.invoice_id && e.data.status === "paid"), {
        timeout: 10_000,
      })
      .toMatchObject({ event: "invoice", data: { confirmed_by: "service" } });
    const after = (await (await watch()).json()) as { payment?: { paid?: string } };
    expect(after).toMatchObject({ invoice_id: invoice.invoice_id, status: "paid", payment });
    expect(after.payment?.paid).toMatch(/^[1-9]\d*(\.\d+)?$/);

    const unknown = await fetch(`${relay.url}/sales/inv_unknownToTheService/watch`, {
      method: "POST",
      headers: { authorization: `Bearer ${tablet.device_token}` },
    });
    expect(unknown.status).toBe(404);
    stream.close();
  });

  it("a relay restarted mid-sale loses nothing: the stub's retry lands, the tablet resumes", async () => {
    const stream = await EventStream.open(relay.url, tablet.device_token);
    const invoice = await newInvoice("relay-restart");
    await merchant.simulateInvoicePayment(invoice.invoice_id, { stage: "underpay" });
    await expect
      .poll(() => stream.events.find((e) => e.data.invoice_id === invoice.invoice_id), { timeout: 10_000 })
      .toBeDefined();
    const lastId = stream.events.at(-1)!.id;
    expect(stream.events.at(-1)!.data.status).toBe("underpaid_waiting");
    const port = relay.port;
    await relay.stop();
    await stream.ended;

    // Paid while the relay is down: the stub's delivery fails and is retried.
    await merchant.simulateInvoicePayment(invoice.invoice_id, { stage: "paid" });
    relay = await startTestRelayOnPort(port);
    const resumed = await EventStream.open(relay.url, tablet.device_token, lastId);
    await expect
      .poll(() => resumed.events.find((e) => e.data.invoice_id === invoice.invoice_id)?.data.status, {
        timeout: 15_000,
      })
      .toBe("paid");
    resumed.close();
  });
});

async function startTestRelayOnPort(port: number): Promise<RunningRelay> {
  const { startRelay } = await import("./start-relay.ts");
  const { testRelayOptions } = await import("./test/relay-harness.ts");
  return startRelay({
    port,
    host: "127.0.0.1",
    relay: testRelayOptions({ kind: "embedded", dataDir: data.dir }, { api: { baseUrl: stub.url, ...KEY } }),
  });
}
