import { createHash, createHmac } from "node:crypto";
import { createStub } from "../server-stub/app.ts";
import { benchFixture } from "./stub.bench.ts";
const { app } = createStub({ fixture: benchFixture(), config: { control: false } });
function h(method: string, path: string, body?: string) {
  const ts = String(Math.floor(Date.now() / 1000));
  const bh = body ? createHash("sha256").update(body).digest("hex") : "";
  const sig = createHmac("sha256", "sk_test_demo_secret").update(`${ts}\n${method}\n${path}\n\n${bh}`).digest("base64");
  return { authorization: `HMAC-SHA256 pk_test_demo:${sig}`, "x-request-timestamp": ts, ...(body ? { "content-type": "application/json" } : {}) };
}
let n = 0;
const ids: string[] = [];
async function create() {
  const body = JSON.stringify({ project_id: "prj_demo_shop", amount: "25.00", currency: "EUR", external_order_id: `p-${++n}` });
  const r = await app.request("http://127.0.0.1/v1/invoices", { method: "POST", headers: h("POST", "/v1/invoices", body), body });
  if (r.status !== 201) throw new Error(String(r.status) + (await r.text()));
  const j = await r.json() as { invoice_id: string }; ids.push(j.invoice_id);
}
async function get(i: number) {
  const p = `/v1/invoices/${ids[i % ids.length]}`;
  const r = await app.request("http://127.0.0.1" + p, { headers: h("GET", p) });
  if (r.status !== 200) throw new Error(String(r.status));
  await r.text();
}
for (const [name, fn] of [["create", create], ["get", get]] as const) {
  for (let i = 0; i < 2000; i++) await fn(i);
  const N = 10000; const c0 = process.cpuUsage(); const t0 = performance.now();
  const C = 16; let k = 0;
  await Promise.all(Array.from({ length: C }, async () => { while (k < N) await fn(k++); }));
  const cpu = process.cpuUsage(c0); const ms = performance.now() - t0;
  console.log(name, "wall µs/req", (ms * 1000 / N).toFixed(1), "cpu µs/req", ((cpu.user + cpu.system) / N).toFixed(1));
}
