/**
 * The relay over real HTTP on the embedded store: webhooks believed only when signed, stored once, never moving a
 * status backwards; tablets paired once, refused at once when revoked; streams that resume without missing anything;
 * a restart that loses nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSignatureHeader } from "../shared/signing/index.ts";
import { freshDataDir } from "./test/embedded-dir.ts";
import {
  ADMIN_TOKEN,
  EventStream,
  admin,
  deliver,
  invoiceEventBody,
  newEventId,
  pairDevice,
  settle,
  startTestRelay,
  WEBHOOK_SECRET,
  type PairedDevice,
  type RunningRelay,
} from "./test/relay-harness.ts";

let data: Awaited<ReturnType<typeof freshDataDir>>;
let running: RunningRelay;
let url: string;
let tablet: PairedDevice;
let invoiceNo = 0;
const OLD_SECRET = "whsec_before_the_rotation";
const newInvoice = () => `inv_relaytest${Date.now()}x${++invoiceNo}`;

beforeAll(async () => {
  data = await freshDataDir();
  running = await startTestRelay(
    { kind: "embedded", dataDir: data.dir },
    { allowOrigins: ["http://localhost:4010"], webhookSecrets: [OLD_SECRET, WEBHOOK_SECRET] },
  );
  url = running.url;
  tablet = await pairDevice(url);
}, 120_000);

afterAll(async () => {
  await running?.stop();
  data?.remove();
});

describe("webhooks", () => {
  it("refuses a forged, tampered, stale or unsigned delivery with 400 and stores nothing of it", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const invoice = newInvoice();
    const eventId = newEventId();
    const body = invoiceEventBody(invoice, "paid", { eventId });
    const now = Math.floor(Date.now() / 1000);

    const forged = await deliver(url, body, { secret: "whsec_not_the_shops" });
    const tampered = await deliver(url, body, {
      signature: await webhookSignatureHeader(now, body.replace('"paid"', '"expired"'), [WEBHOOK_SECRET]),
    });
    const stale = await deliver(url, body, { t: now - 301 });
    const unsigned = await deliver(url, body, { signature: "" });
    const notJson = await deliver(url, "not json");
    for (const res of [forged, tampered, stale, unsigned, notJson]) {
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
    expect(((await forged.json()) as { code: string }).code).toBe("webhook_signature_invalid");
    await settle();
    expect(stream.events).toEqual([]);

    // The same event, genuinely signed, is new to the relay: none of the refused ones was kept.
    const genuine = await deliver(url, body);
    expect(genuine.status).toBe(200);
    expect(await genuine.json()).toEqual({ received: true, duplicate: false });
    const [event] = await stream.waitFor(1);
    expect(event!.data).toMatchObject({
      invoice_id: invoice,
      status: "paid",
      confirmed_by: "service",
      event_id: eventId,
    });
    stream.close();
  });

  it("verifies under any configured secret (during a rotation)", async () => {
    const res = await deliver(url, invoiceEventBody(newInvoice(), "paid"), { secret: OLD_SECRET });
    expect(res.status).toBe(200);
  });

  it("stores a redelivered event once and tells tablets once", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const invoice = newInvoice();
    const body = invoiceEventBody(invoice, "confirming");
    expect(await (await deliver(url, body)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await deliver(url, body)).json()).toEqual({ received: true, duplicate: true });
    const paid = invoiceEventBody(invoice, "paid");
    await deliver(url, paid);
    await deliver(url, paid);
    await stream.waitFor(2);
    await settle();
    expect(stream.events.map((e) => e.data.status)).toEqual(["confirming", "paid"]);
    stream.close();
  });

  it("takes a burst of concurrent deliveries, redeliveries among them: each answered, kept and told once", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const invoices = Array.from({ length: 12 }, () => newInvoice());
    const bodies = invoices.map((invoice, i) => invoiceEventBody(invoice, i % 2 ? "paid" : "confirming"));
    // Every event twice and the first a third time, all at once: they meet in the relay's group commits.
    const answers = await Promise.all(
      [...bodies, ...bodies, bodies[0]!].map(async (body) => {
        const res = await deliver(url, body);
        return { body, status: res.status, answer: (await res.json()) as { duplicate: boolean } };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const body of bodies)
      expect(
        answers
          .filter((a) => a.body === body)
          .map((a) => a.answer.duplicate)
          .sort(),
      ).toEqual(body === bodies[0] ? [false, true, true] : [false, true]);
    await stream.waitFor(invoices.length);
    await settle();
    expect(stream.events.map((e) => e.data.invoice_id).sort()).toEqual([...invoices].sort());
    stream.close();
  });

  it("passes on the token, network and amounts the invoice event carried, and says nothing of a payment it lacks", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const [paid, unpaid] = [newInvoice(), newInvoice()];
    const payment = { currency: "USDC", network: "ERC20", chain_id: 1, expected: "12.5", paid: "12.5" };
    const paidEvent = JSON.parse(invoiceEventBody(paid, "paid")) as { data: Record<string, unknown> };
    paidEvent.data.payment = payment;
    await deliver(url, JSON.stringify(paidEvent));
    // An invoice that expired before its customer chose a token has no payment: the event carries none.
    const unchosen = JSON.parse(invoiceEventBody(unpaid, "expired")) as { data: Record<string, unknown> };
    delete unchosen.data.payment;
    await deliver(url, JSON.stringify(unchosen));
    await stream.waitFor(2);
    // Exactly the contract's four figures: nothing else of the payment (its address, fee, net) goes to tablets.
    expect(stream.events[0]!.data).toMatchObject({ invoice_id: paid, status: "paid", confirmed_by: "service" });
    expect((stream.events[0]!.data as { payment?: unknown }).payment).toEqual({
      currency: "USDC",
      network: "ERC20",
      expected: "12.5",
      paid: "12.5",
    });
    expect(stream.events[1]!.data).not.toHaveProperty("payment");
    stream.close();

    // Resumed from the start, the stored change carries the same payment.
    const resumed = await EventStream.open(url, tablet.device_token, String(Number(stream.events[0]!.id) - 1));
    await resumed.waitFor(1);
    expect(resumed.events[0]!.data).toMatchObject({
      invoice_id: paid,
      payment: { currency: "USDC", network: "ERC20" },
    });
    resumed.close();
  });

  it("never moves a status backwards: a late confirming after paid changes nothing", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const invoice = newInvoice();
    await deliver(url, invoiceEventBody(invoice, "paid"));
    const late = await deliver(url, invoiceEventBody(invoice, "confirming"));
    expect(late.status).toBe(200);
    const awaiting = await deliver(url, invoiceEventBody(invoice, "awaiting_payment"));
    expect(awaiting.status).toBe(200);
    await stream.waitFor(1);
    await settle();
    expect(stream.events.map((e) => e.data.status)).toEqual(["paid"]);
    stream.close();
  });

  it("keeps an event type it does not know and tells no tablet", async () => {
    const stream = await EventStream.open(url, tablet.device_token);
    const body = JSON.stringify({
      event_id: newEventId(),
      event_type: "invoice.refunded",
      version: 1,
      occurred_at: Math.floor(Date.now() / 1000),
      data: { invoice_id: "inv_x" },
    });
    const first = await deliver(url, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    // Kept: delivered again, it is a known duplicate.
    expect(await (await deliver(url, body)).json()).toEqual({ received: true, duplicate: true });
    await settle();
    expect(stream.events).toEqual([]);
    stream.close();
  });
});

describe("devices", () => {
  it("pairs once per code, and only with the admin token", async () => {
    expect((await admin(url, "POST", "/admin/pairings", { name: "Till 2" }, "wrong-token")).status).toBe(401);
    const res = await admin(url, "POST", "/admin/pairings", { name: "Till 2" });
    expect(res.status).toBe(201);
    const pairing = (await res.json()) as { code: string; pairing_url: string; expires_at: string; name: string };
    expect(pairing.code.length).toBeGreaterThanOrEqual(22);
    expect(pairing.pairing_url).toBe(
      `http://localhost:4010/terminal/#/relay-pair?relay=${encodeURIComponent(url)}&code=${pairing.code}`,
    );
    const trade = () =>
      fetch(`${url}/devices/pair`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: pairing.code }),
      });
    const first = await trade();
    expect(first.status).toBe(201);
    const device = (await first.json()) as PairedDevice;
    expect(device.name).toBe("Till 2");
    const again = await trade();
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe("pairing_code_invalid");

    const me = await fetch(`${url}/device`, { headers: { authorization: `Bearer ${device.device_token}` } });
    expect(await me.json()).toEqual({ device_id: device.device_id, name: "Till 2" });
    const list = (await (await admin(url, "GET", "/admin/devices")).json()) as { data: { device_id: string }[] };
    expect(list.data.map((d) => d.device_id)).toContain(device.device_id);
  });

  it("refuses a stranger: no token, a made-up token, the admin token on device routes", async () => {
    for (const token of [undefined, "rdt_made_up", ADMIN_TOKEN]) {
      const res = await fetch(`${url}/events`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
      expect(res.status).toBe(401);
      expect(((await res.json()) as { code: string }).code).toBe("unauthorized");
    }
  });

  it("refuses a revoked tablet at once: its open stream closes and its token stops working", async () => {
    const till = await pairDevice(url, "Till to revoke");
    const stream = await EventStream.open(url, till.device_token);
    expect(stream.status).toBe(200);
    const revoked = await admin(url, "DELETE", `/admin/devices/${till.device_id}`);
    expect(revoked.status).toBe(204);
    await Promise.race([stream.ended, settle(2000).then(() => Promise.reject(new Error("stream still open")))]);
    const after = await fetch(`${url}/events`, { headers: { authorization: `Bearer ${till.device_token}` } });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe("device_revoked");
    // An event after the revocation reaches the others, not the revoked tablet.
    await deliver(url, invoiceEventBody(newInvoice(), "paid"));
    await settle();
    expect(stream.events).toEqual([]);
  });

  it("answers CORS for the terminal's origin alone", async () => {
    const preflight = (origin: string) =>
      fetch(`${url}/events`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
      });
    const ours = await preflight("http://localhost:4010");
    expect(ours.status).toBe(204);
    expect(ours.headers.get("access-control-allow-origin")).toBe("http://localhost:4010");
    expect(ours.headers.get("access-control-allow-headers")).toContain("Last-Event-ID");
    const theirs = await preflight("https://evil.example");
    expect(theirs.status).toBe(403);
    expect(theirs.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("event streams", () => {
  it("resumes after a dropped connection with every event missed, in order, and nothing twice", async () => {
    const invoice = newInvoice();
    const first = await EventStream.open(url, tablet.device_token);
    await deliver(url, invoiceEventBody(invoice, "awaiting_payment"));
    const [seen] = await first.waitFor(1);
    first.close();

    await deliver(url, invoiceEventBody(invoice, "confirming"));
    await deliver(url, invoiceEventBody(invoice, "paid"));
    const other = newInvoice();
    await deliver(url, invoiceEventBody(other, "expired"));

    const resumed = await EventStream.open(url, tablet.device_token, seen!.id);
    const replayed = await resumed.waitFor(3);
    expect(replayed.map((e) => [e.data.invoice_id, e.data.status])).toEqual([
      [invoice, "confirming"],
      [invoice, "paid"],
      [other, "expired"],
    ]);
    const ids = replayed.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(seen!.id));
    // Live again after the replay.
    await deliver(url, invoiceEventBody(newInvoice(), "paid"));
    await resumed.waitFor(4);
    await settle();
    expect(resumed.events).toHaveLength(4);
    resumed.close();
  });

  it("refuses a Last-Event-ID that is not one of its ids", async () => {
    const res = await fetch(`${url}/events`, {
      headers: { authorization: `Bearer ${tablet.device_token}`, "last-event-id": "abc" },
    });
    expect(res.status).toBe(422);
  });
});

describe("the shop's day", () => {
  const record = (id: string, invoiceId: string, status: string, createdAt: number) => ({
    id,
    createdAt,
    updatedAt: createdAt,
    body: { amount: "12.50", currency: "EUR", external_order_id: id },
    subtotal: "12.50",
    tip: "0",
    note: "=SUM(A1)",
    status,
    invoiceId,
    learntFrom: "browser-message",
  });

  it("keeps each tablet's sales and reports the whole day, as the service confirmed it", async () => {
    const other = await pairDevice(url, "Till 3");
    const day = Date.UTC(2031, 4, 6, 12);
    const paidInvoice = newInvoice();
    await deliver(url, invoiceEventBody(paidInvoice, "paid"));
    const put = (device: PairedDevice, sale: ReturnType<typeof record>, saleId = sale.id) =>
      fetch(`${url}/sales/${saleId}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${device.device_token}`, "content-type": "application/json" },
        body: JSON.stringify(sale),
      });
    expect((await put(tablet, record("sale-a", paidInvoice, "awaiting_payment", day))).status).toBe(204);
    expect((await put(other, record("sale-b", newInvoice(), "paid", day + 60_000))).status).toBe(204);
    expect((await put(other, record("sale-c", newInvoice(), "paid", day + 86_400_000))).status).toBe(204);
    const mismatch = await put(other, { ...record("sale-d", newInvoice(), "paid", day), id: "not-d" }, "sale-d");
    expect(mismatch.status).toBe(422);

    const json = (await (
      await fetch(`${url}/reports/day?date=2031-05-06`, { headers: { authorization: `Bearer ${other.device_token}` } })
    ).json()) as { date: string; sales: { id: string; status: string; device: string; confirmed_by: string }[] };
    expect(json.date).toBe("2031-05-06");
    expect(json.sales.map((s) => [s.id, s.device, s.status, s.confirmed_by])).toEqual([
      ["sale-a", "Till 1", "paid", "service"],
      ["sale-b", "Till 3", "paid", "payment page (browser)"],
    ]);

    const csv = await admin(url, "GET", "/reports/day?date=2031-05-06");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "created_at,device,device_id,external_order_id,invoice_id,status,amount,currency,tip,note,confirmed_by",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`sale-a,${paidInvoice},paid,12.50,EUR,0,'=SUM(A1),service`);
    // The CSV is the merchant's: a tablet's token does not fetch it, nor does a stranger.
    expect((await fetch(`${url}/reports/day?date=2031-05-06`)).status).toBe(401);
  });
});
