// `npm start`'s relay: beside the stub (on PORT+10, 4020 by default; the terminal it pairs is on PORT+1), with the stub's webhooks pointed at it, so the
// demo terminal shows the whole path: payment → the stub's signed webhook → the relay → the paired tablet.
// RELAY=0 npm start leaves it out. Its embedded store is kept in .relay-demo-data/ (a first start makes it: slow).
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { StubControl } from "../server-stub/control/stub-control.ts";
import { startRelay } from "../relay/start-relay.ts";
import { stopOnSignals } from "../node-server/start-up.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const stubPort = Number(process.env.PORT ?? 4010);
const stubUrl = `http://localhost:${stubPort}`;
const relayPort = Number(process.env.RELAY_PORT ?? stubPort + 10);
const terminalPort = Number(process.env.TERMINAL_PORT ?? stubPort + 1);
const terminalUrl = `http://localhost:${terminalPort}`;

async function stubAnswers(): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${stubUrl}/v1/time`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (process.env.STUB_CONTROL === "0") {
  console.log(
    "Relay not started: the stub's control API is off (STUB_CONTROL=0), so its webhooks cannot be pointed at it.",
  );
  process.exit(0);
}
if (!(await stubAnswers())) {
  console.error(`Relay not started: the stub did not answer on ${stubUrl} within 60 s.`);
  process.exit(1);
}

const webhookSecret = `whsec_${randomBytes(18).toString("base64url")}`;
const adminToken = process.env.RELAY_ADMIN_TOKEN ?? randomBytes(24).toString("hex");
try {
  const running = await startRelay({
    port: relayPort,
    relay: {
      store: { kind: "embedded", dataDir: join(root, ".relay-demo-data") },
      api: { baseUrl: stubUrl, keyId: "pk_test_demo", secret: "sk_test_demo_secret" },
      webhookSecrets: [webhookSecret],
      adminToken,
      // The terminal's own origin (the stub serves it on PORT+1) is the browser that calls the relay.
      allowOrigins: [terminalUrl, `http://127.0.0.1:${terminalPort}`],
      terminalUrl: `${terminalUrl}/terminal/`,
    },
  });
  await new StubControl(stubUrl).addWebhook(`${running.url}/webhooks`, webhookSecret);
  const pairing = await running.relay.createPairing("Demo till");
  console.log(
    [
      "",
      `Relay on ${running.url}: the stub's webhooks go to ${running.url}/webhooks`,
      `  pair the demo terminal (link works once, for 15 minutes):`,
      `  ${pairing.pairing_url}`,
      `  more tablets: RELAY_ADMIN_TOKEN=${adminToken} node --import tsx relay/cli.ts pair --name "Till 2" --relay-url ${running.url}`,
    ].join("\n"),
  );
  stopOnSignals(() => running.stop(), 2000);
} catch (error) {
  console.error(`Relay not started: ${(error as Error).message}`);
  process.exit(1);
}
