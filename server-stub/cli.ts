#!/usr/bin/env node
/** The `crypto-checkout-stub` command: serves the API, control API, hosted page and widget bundle on one port, the terminal on its own. */
import { parseArgs } from "node:util";
import { parseTrustedProxyHops } from "./config.ts";
import { failWith, stopOnSignals } from "../node-server/start-up.ts";

const HELP = `Usage: crypto-checkout-stub [--port <n>] [--terminal-port <n>] [--host <address>] [--allow-host <name>]...
                            [--public-url <url>] [--no-control] [--provider-surface] [--fixture <file.json>] [--trust-proxy <hops>]
                            [--https [--cert <file> --key <file>]] [--quiet]

Serves the crypto checkout sandbox on one port: the merchant API (/v1/*), the public SDK API (/public/v1/*),
the control API (/__stub/*), the hosted payment page (/pay/{invoice_id}), the widget bundle
(/crypto-checkout.js) and a demo shop (/); and the terminal (/terminal/) on a port of its own, so that no
other page shares its storage (the stub's /terminal/ leads there).

  --port <n>         port to listen on (default 4010; 0 picks a free one, printed on start)
  --terminal-port <n>
                     port of the terminal's own origin (default: --port + 1, or a free one with --port 0)
  --host <address>   address to listen on (default: loopback only, 127.0.0.1 and ::1). Another address, e.g.
                     0.0.0.0, lets other machines reach the stub and its control API: a warning says so
  --allow-host <name>
                     a Host name to answer besides localhost, 127.0.0.1, [::1] and the --host address, e.g. the
                     LAN name or address others use with --host 0.0.0.0 (repeatable); other names get 403
  --public-url <url> base of payment_url and the pages' links (default: the URL it listens on)
  --no-control       no control API: /__stub/* answers 404 and the pages offer no sandbox wallet
  --provider-surface serve only what the provider documents: the signed API, POST /public/v1/sdk and the hosted
                     page (payment_url, also ?embed=true); our own public routes (invoice read, method choice,
                     cancel, project check) answer 404, so the widget shows the hosted page embedded
  --fixture <file>   initial state as a JSON fixture (default: the seed, crypto-checkout-kit/stub/seed.json)
  --trust-proxy <hops>
                     the number of proxies of yours in front of the stub (default 0): the caller's IP is then
                     read that many X-Forwarded-For entries from the right, never from the caller's own entries
  --https            serve HTTPS with the stub's own certificate for localhost, 127.0.0.1 and ::1, made on the first
                     start and kept in ~/.config/crypto-checkout-kit (CRYPTO_CHECKOUT_CERT_DIR to change); its
                     path is printed on a line of its own: give that file to your client as the CA to trust
                     (it vouches for those three names only; docs/stub.md says how to remove it)
  --cert <file> --key <file>
                     serve HTTPS with your own certificate and key (PEM files; implies --https)
  --quiet            print only the stub's URL (and, over HTTPS, the certificate's path)
  --help             show this text`;

// Typed where it is declared, so TypeScript knows a call to it ends the command.
const fail: (message: string) => never = failWith("crypto-checkout-stub");

let values: {
  port?: string;
  "terminal-port"?: string;
  host?: string;
  "allow-host"?: string[];
  "public-url"?: string;
  "no-control"?: boolean;
  "provider-surface"?: boolean;
  fixture?: string;
  "trust-proxy"?: string;
  https?: boolean;
  cert?: string;
  key?: string;
  quiet?: boolean;
  help?: boolean;
};
try {
  ({ values } = parseArgs({
    options: {
      port: { type: "string" },
      "terminal-port": { type: "string" },
      host: { type: "string" },
      "allow-host": { type: "string", multiple: true },
      "public-url": { type: "string" },
      "no-control": { type: "boolean" },
      "provider-surface": { type: "boolean" },
      fixture: { type: "string" },
      "trust-proxy": { type: "string" },
      https: { type: "boolean" },
      cert: { type: "string" },
      key: { type: "string" },
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
if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)
  fail(`--port must be a number from 0 to 65535, not "${portText}".`);
const terminalPortText = values["terminal-port"];
if (terminalPortText !== undefined && (!/^\d{1,5}$/.test(terminalPortText) || Number(terminalPortText) > 65535))
  fail(`--terminal-port must be a number from 0 to 65535, not "${terminalPortText}".`);
const publicUrl = values["public-url"];
if (publicUrl !== undefined && !/^https?:\/\/[^/]/.test(publicUrl))
  fail(`--public-url must be an http(s) URL, not "${publicUrl}".`);
const control = values["no-control"] !== true;
let trustedProxyHops = 0;
try {
  trustedProxyHops = parseTrustedProxyHops(values["trust-proxy"] ?? "0");
} catch (e) {
  fail((e as Error).message);
}
if ((values.cert === undefined) !== (values.key === undefined))
  fail("--cert and --key go together: give both PEM files, or neither for the stub's own certificate.");
const https =
  values.cert !== undefined && values.key !== undefined
    ? { certPath: values.cert, keyPath: values.key }
    : values.https === true;

// The server's modules are loaded only once the command line is read: --help and a refused flag answer at once, without
// the second or so it takes to load them (and the unit tests run the command a dozen times).
const { exposureWarning, startStub } = await import("./start-stub.ts");
try {
  const running = await startStub({
    port: Number(portText),
    ...(terminalPortText === undefined ? {} : { terminalPort: Number(terminalPortText) }),
    ...(values.host === undefined ? {} : { host: values.host }),
    ...(values.fixture === undefined ? {} : { fixture: values.fixture }),
    control,
    https,
    providerSurface: values["provider-surface"] === true,
    config: {
      allowedHosts: values["allow-host"] ?? [],
      trustedProxyHops,
      ...(publicUrl === undefined ? {} : { publicUrl }),
    },
  });
  const warning = exposureWarning(values.host, control);
  if (warning !== null) console.error(warning);
  if (running.certificateNotice !== undefined) console.error(`crypto-checkout-stub: ${running.certificateNotice}`);
  console.log(
    values.quiet
      ? [running.url, ...(running.certificatePath === undefined ? [] : [running.certificatePath])].join("\n")
      : running.describe(),
  );
  stopOnSignals(() => running.stop(), 1000);
} catch (e) {
  fail((e as Error).message);
}
