/**
 * The relay's settings from its command line and environment, checked before anything starts: a missing or
 * malformed one is a ConfigError whose message is the one line the command prints.
 */
import { parseArgs } from "node:util";
import { isTimeZone } from "./day-report.ts";
import type { StartRelayOptions } from "./start-relay.ts";

export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

export const DEFAULT_PORT = 4020;
export const DEFAULT_DATA_DIR = "./crypto-checkout-relay-data";

export const HELP = `Usage: crypto-checkout-relay [serve] [--port <n>] [--host <address>] [--database-url <postgres://…>]
                             [--data-dir <folder>] [--allow-origin <origin>]... [--public-url <url>]
                             [--terminal-url <url>] [--time-zone <zone>]
       crypto-checkout-relay pair --name <tablet name> [--relay-url <url>]
       crypto-checkout-relay devices [--relay-url <url>]
       crypto-checkout-relay revoke <device_id> [--relay-url <url>]

The shop's relay: takes the payment service's signed webhooks and tells each paired tablet its sale is paid.

serve (the default)
  --port <n>            port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host <address>      address to listen on (default loopback only; 0.0.0.0 for every interface)
  --database-url <url>  a PostgreSQL database (postgres://user:password@host:5432/name); several relays may share
                        one. Default: the embedded store in --data-dir (RELAY_DATABASE_URL)
  --data-dir <folder>   the embedded store's folder (default ${DEFAULT_DATA_DIR}; RELAY_DATA_DIR)
  --allow-origin <origin>
                        the terminal's origin, e.g. https://till.example.com (repeatable; RELAY_ALLOW_ORIGINS,
                        comma-separated): CORS for those origins alone
  --public-url <url>    the relay's URL as tablets and the payment service reach it, put in pairing links
                        (default http://localhost:<port>; RELAY_PUBLIC_URL)
  --terminal-url <url>  the terminal's URL, which pairing links open (default http://localhost:4010/terminal/;
                        RELAY_TERMINAL_URL)
  --time-zone <zone>    the shop's time zone, which decides a sale's day (default the machine's; RELAY_TIME_ZONE)

pair, devices, revoke talk to a running relay (--relay-url, default RELAY_PUBLIC_URL or http://localhost:${DEFAULT_PORT})
with RELAY_ADMIN_TOKEN.

Environment (serve):
  CHECKOUT_API_BASE         the payment service's API, e.g. https://api.example.com
  CHECKOUT_KEY_ID           the API key id the relay reads invoices with (pk_…)
  CHECKOUT_SECRET           that key's secret (sk_…)
  CHECKOUT_WEBHOOK_SECRETS  webhook signing secrets, comma-separated (two during a rotation)
  RELAY_ADMIN_TOKEN         bearer token of the admin routes and commands (at least 24 characters)`;

export type Env = Readonly<Record<string, string | undefined>>;

export type Command =
  | { readonly command: "help" }
  | { readonly command: "serve"; readonly start: StartRelayOptions }
  | { readonly command: "pair"; readonly relayUrl: string; readonly adminToken: string; readonly name: string }
  | { readonly command: "devices"; readonly relayUrl: string; readonly adminToken: string }
  | { readonly command: "revoke"; readonly relayUrl: string; readonly adminToken: string; readonly deviceId: string };

function required(env: Env, name: string, what: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is not set: it must hold ${what}.`);
  return value;
}

function httpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  return value.replace(/\/+$/, "");
}

function origin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`--allow-origin must be an origin such as https://till.example.com, not "${value}".`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== value.replace(/\/$/, ""))
    throw new ConfigError(`--allow-origin must be an origin (scheme, host and port, no path), not "${value}".`);
  return url.origin;
}

function adminToken(env: Env): string {
  const token = required(env, "RELAY_ADMIN_TOKEN", "the admin bearer token (at least 24 characters)");
  if (token.length < 24 || /\s/.test(token))
    throw new ConfigError(
      "RELAY_ADMIN_TOKEN must be at least 24 characters with no spaces (e.g. `openssl rand -hex 24`).",
    );
  return token;
}

function relayUrl(value: string | undefined, env: Env): string {
  return httpUrl(value ?? env.RELAY_PUBLIC_URL ?? `http://localhost:${env.PORT ?? DEFAULT_PORT}`, "--relay-url");
}

/** The command the arguments ask for, with every setting it needs checked. */
export function parseCommand(argv: readonly string[], env: Env): Command {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: [...argv],
      options: {
        port: { type: "string" },
        host: { type: "string" },
        "database-url": { type: "string" },
        "data-dir": { type: "string" },
        "allow-origin": { type: "string", multiple: true },
        "public-url": { type: "string" },
        "terminal-url": { type: "string" },
        "time-zone": { type: "string" },
        name: { type: "string" },
        "relay-url": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: true,
    });
  try {
    parsed = parse();
  } catch (error) {
    throw new ConfigError(`${(error as Error).message} (see --help)`);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: "help" };
  const [command = "serve", ...rest] = positionals;

  if (command === "pair") {
    const name = values.name?.trim();
    if (!name || name.length > 64) throw new ConfigError('pair needs --name "<tablet name>" (1 to 64 characters).');
    return { command, relayUrl: relayUrl(values["relay-url"], env), adminToken: adminToken(env), name };
  }
  if (command === "devices")
    return { command, relayUrl: relayUrl(values["relay-url"], env), adminToken: adminToken(env) };
  if (command === "revoke") {
    const [deviceId] = rest;
    if (!deviceId) throw new ConfigError("revoke needs the device's id (see `crypto-checkout-relay devices`).");
    return { command, relayUrl: relayUrl(values["relay-url"], env), adminToken: adminToken(env), deviceId };
  }
  if (command !== "serve")
    throw new ConfigError(`unknown command "${command}" (serve, pair, devices, revoke; see --help).`);
  if (rest.length > 0) throw new ConfigError(`unexpected argument "${rest[0]}" (see --help).`);

  const portText = values.port ?? env.PORT ?? String(DEFAULT_PORT);
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535)
    throw new ConfigError(`--port must be a number from 0 to 65535, not "${portText}".`);

  const databaseUrl = values["database-url"] ?? env.RELAY_DATABASE_URL;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/[^/\s]+/.test(databaseUrl))
    throw new ConfigError("--database-url must be a PostgreSQL URL, postgres://user:password@host:5432/database.");

  const apiBase = httpUrl(required(env, "CHECKOUT_API_BASE", "the payment service's API URL"), "CHECKOUT_API_BASE");
  const keyId = required(env, "CHECKOUT_KEY_ID", "the API key id the relay reads invoices with");
  if (/\s/.test(keyId)) throw new ConfigError("CHECKOUT_KEY_ID must be one key id, with no spaces.");
  const secret = required(env, "CHECKOUT_SECRET", "the secret of CHECKOUT_KEY_ID");
  const webhookSecrets = required(env, "CHECKOUT_WEBHOOK_SECRETS", "the webhook signing secret(s), comma-separated")
    .split(",")
    .map((s) => s.trim());
  if (webhookSecrets.some((s) => s === ""))
    throw new ConfigError("CHECKOUT_WEBHOOK_SECRETS has an empty secret: separate secrets by single commas.");

  const allowOrigins = [
    ...(values["allow-origin"] ?? []),
    ...(env.RELAY_ALLOW_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  ].map(origin);
  const publicUrl = values["public-url"] ?? env.RELAY_PUBLIC_URL;
  const terminalUrl = values["terminal-url"] ?? env.RELAY_TERMINAL_URL;
  const timeZone = values["time-zone"] ?? env.RELAY_TIME_ZONE;
  if (timeZone !== undefined && !isTimeZone(timeZone))
    throw new ConfigError(`--time-zone must be a time zone name such as Europe/Berlin, not "${timeZone}".`);

  return {
    command: "serve",
    start: {
      port: Number(portText),
      ...(values.host === undefined ? {} : { host: values.host }),
      relay: {
        store:
          databaseUrl !== undefined
            ? { kind: "postgres", url: databaseUrl }
            : { kind: "embedded", dataDir: values["data-dir"] ?? env.RELAY_DATA_DIR ?? DEFAULT_DATA_DIR },
        api: { baseUrl: apiBase, keyId, secret },
        webhookSecrets,
        adminToken: adminToken(env),
        allowOrigins,
        ...(publicUrl === undefined ? {} : { publicUrl: httpUrl(publicUrl, "--public-url") }),
        ...(terminalUrl === undefined ? {} : { terminalUrl: httpUrl(terminalUrl, "--terminal-url") + "/" }),
        ...(timeZone === undefined ? {} : { timeZone }),
      },
    },
  };
}
