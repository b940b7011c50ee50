// Consumer check (3): a merchant's Node server code. It creates an invoice with MerchantClient, receives the stub's
// signed webhook when the invoice is paid and verifies its signature, all through crypto-checkout-kit/client.
// Usage: node merchant-server.mjs <stub URL>
import { createServer } from "node:http";
import { MerchantClient, verifyWebhook } from "crypto-checkout-kit/client";
import { StubControl } from "crypto-checkout-kit/stub";

const [stubUrl] = process.argv.slice(2);
if (!stubUrl) throw new Error("usage: node merchant-server.mjs <stub URL>");
const WEBHOOK_SECRET = "whsec_consumer_check";

// The merchant's webhook receiver: every delivery with its raw body, exactly as sent.
/** @type {{ signature: string | undefined, body: string }[]} */
const deliveries = [];
const receiver = createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on("data", (/** @type {Buffer} */ c) => chunks.push(c));
  req.on("end", () => {
    const signature = req.headers["x-webhook-signature"];
    deliveries.push({
      signature: Array.isArray(signature) ? signature[0] : signature,
      body: Buffer.concat(chunks).toString("utf8"),
    });
    res.writeHead(200).end();
  });
});
await new Promise((resolve) => receiver.listen(0, "127.0.0.1", () => resolve(undefined)));
const { port } = /** @type {import("node:net").AddressInfo} */ (receiver.address());
const receiverUrl = `http://127.0.0.1:${port}/webhooks/crypto`;

try {
  await new StubControl(stubUrl).addWebhook(receiverUrl, WEBHOOK_SECRET);

  const merchant = new MerchantClient({ baseUrl: stubUrl, keyId: "pk_test_demo", secret: "sk_test_demo_secret" });
  const invoice = await merchant.createInvoice({
    project_id: "prj_demo_shop",
    amount: "10.00",
    currency: "USDT",
    network: "TRC20",
    external_order_id: `node-${Date.now()}`,
  });
  if (!invoice.invoice_id.startsWith("inv_"))
    throw new Error(`createInvoice answered no invoice id: ${JSON.stringify(invoice)}`);
  await merchant.simulateInvoicePayment(invoice.invoice_id, { stage: "paid" });

  // Before shipping: the signed API says paid, and the webhook about it verifies.
  const read = await merchant.getInvoice(invoice.invoice_id);
  if (read.status !== "paid") throw new Error(`the invoice reads ${read.status}, not paid`);
  const deadline = Date.now() + 15_000;
  /** @type {(typeof deliveries)[number] | undefined} */
  let paidEvent;
  while (
    !(paidEvent = deliveries.find((d) => d.body.includes(invoice.invoice_id) && d.body.includes("paid"))) &&
    Date.now() < deadline
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!paidEvent)
    throw new Error(`no webhook about ${invoice.invoice_id} within 15 s (${deliveries.length} other deliveries)`);
  if (!(await verifyWebhook(paidEvent.signature, paidEvent.body, [WEBHOOK_SECRET]))) {
    throw new Error(`the webhook signature does not verify: ${paidEvent.signature}`);
  }
  if (await verifyWebhook(paidEvent.signature, paidEvent.body.replace("paid", "PAID"), [WEBHOOK_SECRET])) {
    throw new Error("a tampered webhook body verified");
  }
  if (await verifyWebhook(paidEvent.signature, paidEvent.body, ["whsec_someone_else"]))
    throw new Error("a webhook verified under the wrong secret");
  console.log(
    `node client: created ${invoice.invoice_id}, read it paid, verified the signed webhook (and refused a tampered one)`,
  );
} finally {
  receiver.close();
}
