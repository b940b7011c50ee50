#!/usr/bin/env node
/** The `crypto-checkout-stub` command: serves the API, control API, hosted page, widget bundle and terminal on one port. */
import { parseArgs } from "node:util";
import { startStub } from "./start-stub.ts";

const HELP = `Usage: crypto-checkout-stub [--port <n>] [--host <address>] [--fixture <file.json>] [--quiet]

Serves the crypto checkout sandbox on one port: the merchant API (/v1/*), the public SDK API (/public/v1/*),
the control API (/__stub/*), the hosted payment page (/pay/{invoice_id}), the widget bundle
(/crypto-checkout.js), the terminal (/terminal/) and a demo shop (/).

  --port <n>         port to listen on (default 4010; 0 picks a free one, printed on start)
  --host <address>   address to listen on (default: every local address)
  --fixture <file>   initial state as a JSON fixture (default: the seed, crypto-checkout-kit/stub/seed.json)
  --quiet            print only the stub's URL
  --help             show this text`;

function fail(message: string): never {
  console.error(`crypto-checkout-stub: ${message}`);
  process.exit(1);
}

let values: { port?: string; host?: string; fixture?: string; quiet?: boolean; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      fixture: { type: "string" },
      quiet: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (e) {
  fail(`${(e as Error).message} (see --help)`);
}

if (values.help) {
  console.log(HELP);
  process.exit(0);
}

const portText = values.port ?? "4010";
if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) fail(`--port must be a number from 0 to 65535, not "${portText}".`);

try {
  const running = await startStub({
    port: Number(portText),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.fixture === undefined ? {} : { fixture: values.fixture }),
  });
  console.log(values.quiet ? running.url : running.describe());
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      void running.stop().then(() => process.exit(0));
      setTimeout(() => process.exit(0), 1000).unref();
    });
  }
} catch (e) {
  fail((e as Error).message);
}
