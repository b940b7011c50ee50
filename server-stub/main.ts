/** Serves the stub on PORT (default 4010) with @hono/node-server and prints the URLs and sandbox keys it serves. */
import { serve } from "@hono/node-server";
import type { Server } from "node:http";
import { createStub } from "./app.ts";
import { loadFixtureFile } from "./fixture.ts";
import { sweepInvoices } from "./domain/invoices.ts";
import { answerClientErrorsAsProblems } from "./http/client-error.ts";

const port = Number(process.env.PORT ?? 4010);
const quiet = process.env.STUB_QUIET === "1";
let fixture;
try {
  fixture = process.env.STUB_FIXTURE ? loadFixtureFile(process.env.STUB_FIXTURE) : loadFixtureFile();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
const { app, store, clock, deps } = createStub({
  fixture,
  config: {
    control: process.env.STUB_CONTROL !== "0",
    ...(process.env.STUB_PUBLIC_URL ? { publicUrl: process.env.STUB_PUBLIC_URL } : {}),
    trustProxy: process.env.STUB_TRUST_PROXY === "1",
  },
  ...(quiet ? { logError: () => undefined } : {}),
});

// Deadlines pass and confirmations arrive with time, not only when someone reads: webhooks fire on time.
const sweeper = setInterval(() => sweepInvoices(store, clock.now(), (m, t, d) => deps.webhooks.emit(m, t, d)), 1000);
sweeper.unref();

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? "::" }, () => {
  if (quiet) return;
  const base = `http://localhost:${port}`;
  const lines = [
    `Crypto checkout stub on ${base}`,
    `  demo shop      ${base}/`,
    `  terminal       ${base}/terminal/`,
    `  hosted page    ${base}/pay/{invoice_id}`,
    `  API            ${base}/v1/*  ${base}/public/v1/*   OpenAPI ${base}/openapi.json`,
    deps.config.control ? `  control        ${base}/__stub/*` : `  control API off (STUB_CONTROL=0)`,
    "",
    "Sandbox keys:",
    ...[...store.keys.values()]
      .filter((k) => k.environment === "sandbox" && !k.revoked)
      .map((k) => `  ${k.id.padEnd(22)} ${k.secret.padEnd(28)} ${k.type} key of ${k.merchant_id}${k.ip_whitelist.length ? ` (IPs ${k.ip_whitelist.join(", ")})` : ""}`),
    "",
    "Projects: " + [...store.projects.values()].filter((p) => p.merchant_id === "mer_sandbox").map((p) => p.id).join(", "),
  ];
  console.log(lines.join("\n"));
});

// Oversized headers and malformed request lines never reach the app: without this Node answers them with no body.
answerClientErrorsAsProblems(server as Server, deps.config.docsUrl);

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    deps.webhooks.cancelAll();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
