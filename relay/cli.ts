#!/usr/bin/env node
/** The `crypto-checkout-relay` command: serves the relay, or pairs, lists and revokes tablets on a running one. */
import { ConfigError, HELP, parseCommand, type Command } from "./config.ts";
import { failWith, stopOnSignals } from "../node-server/start-up.ts";
import { startRelay } from "./start-relay.ts";

// Typed where it is declared, so TypeScript knows a call to it ends the command.
const fail: (message: string) => never = failWith("crypto-checkout-relay");

/** One admin call to a running relay; its JSON answer, or one line saying why not. */
async function admin(command: Extract<Command, { relayUrl: string }>, method: string, path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(`${command.relayUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${command.adminToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    fail(`cannot reach the relay at ${command.relayUrl} (${(error as Error).message}): is it running? (--relay-url)`);
  }
  if (res.status === 204) return null;
  const text = await res.text();
  if (!res.ok) {
    let detail = text;
    try {
      detail = (JSON.parse(text) as { detail?: string }).detail ?? text;
    } catch {
      // not a problem document: the text as it is
    }
    fail(`the relay answered ${res.status}: ${detail}`);
  }
  return JSON.parse(text) as unknown;
}

let command: Command;
try {
  command = parseCommand(process.argv.slice(2), process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

switch (command.command) {
  case "help":
    console.log(HELP);
    break;
  case "pair": {
    const pairing = (await admin(command, "POST", "/admin/pairings", { name: command.name })) as {
      pairing_url: string;
      expires_at: string;
      name: string;
    };
    console.log(`Pairing link for "${pairing.name}" (works once, until ${pairing.expires_at}); open it on the tablet:`);
    console.log(pairing.pairing_url);
    break;
  }
  case "devices": {
    const { data } = (await admin(command, "GET", "/admin/devices")) as {
      data: {
        device_id: string;
        name: string;
        created_at: string;
        last_seen_at: string | null;
        revoked_at: string | null;
      }[];
    };
    if (data.length === 0) console.log("No paired devices.");
    for (const d of data)
      console.log(
        `${d.device_id}  ${d.name}  paired ${d.created_at}  last seen ${d.last_seen_at ?? "never"}${d.revoked_at ? `  REVOKED ${d.revoked_at}` : ""}`,
      );
    break;
  }
  case "revoke":
    await admin(command, "DELETE", `/admin/devices/${encodeURIComponent(command.deviceId)}`);
    console.log(`Revoked ${command.deviceId}: its event streams are closed and its token is refused from now on.`);
    break;
  case "serve": {
    try {
      const running = await startRelay(command.start);
      const storeLine =
        command.start.relay.store.kind === "embedded"
          ? `embedded store in ${command.start.relay.store.dataDir}`
          : "PostgreSQL store";
      console.log(`Crypto checkout relay on ${running.url} (${storeLine})`);
      console.log(`  webhooks       ${running.url}/webhooks   (register this URL with the payment service)`);
      console.log(`  health         ${running.url}/healthz`);
      console.log(
        `Pair a tablet:   crypto-checkout-relay pair --name "Till 1"${command.start.port === 4020 ? "" : ` --relay-url ${running.url}`}`,
      );
      stopOnSignals(() => running.stop(), 2000);
    } catch (error) {
      fail(`cannot start: ${(error as Error).message}`);
    }
    break;
  }
}
