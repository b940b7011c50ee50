/** The relay's settings: every missing or malformed one stops it at start with one line saying which and why. */
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ConfigError, parseCommand } from "./config.ts";

const ENV = {
  CHECKOUT_API_BASE: "https://api.example.com",
  CHECKOUT_KEY_ID: "pk_live_shop",
  CHECKOUT_SECRET: "sk_live_secret",
  CHECKOUT_WEBHOOK_SECRETS: "whsec_new, whsec_old",
  RELAY_ADMIN_TOKEN: "a-long-enough-admin-token-0123",
};

const refusal = (argv: string[], env: Record<string, string | undefined>) => {
  try {
    parseCommand(argv, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("relay settings", () => {
  it("reads flags and environment into the relay's options", () => {
    const command = parseCommand(
      [
        "--port",
        "4100",
        "--allow-origin",
        "https://till.example.com",
        "--database-url",
        "postgres://u:p@db:5432/relay",
      ],
      ENV,
    );
    expect(command).toMatchObject({
      command: "serve",
      start: {
        port: 4100,
        relay: {
          store: { kind: "postgres", url: "postgres://u:p@db:5432/relay" },
          api: { baseUrl: "https://api.example.com", keyId: "pk_live_shop", secret: "sk_live_secret" },
          webhookSecrets: ["whsec_new", "whsec_old"],
          allowOrigins: ["https://till.example.com"],
        },
      },
    });
    expect(parseCommand([], ENV)).toMatchObject({
      start: { port: 4020, relay: { store: { kind: "embedded", dataDir: "./crypto-checkout-relay-data" } } },
    });
  });

  it.each([
    [[], { CHECKOUT_SECRET: undefined }, "CHECKOUT_SECRET is not set"],
    [[], { CHECKOUT_API_BASE: "api.example.com" }, "CHECKOUT_API_BASE must be an http(s) URL"],
    [[], { CHECKOUT_WEBHOOK_SECRETS: "whsec_a,,whsec_b" }, "CHECKOUT_WEBHOOK_SECRETS has an empty secret"],
    [[], { CHECKOUT_WEBHOOK_SECRETS: " " }, "CHECKOUT_WEBHOOK_SECRETS is not set"],
    [[], { RELAY_ADMIN_TOKEN: "short" }, "RELAY_ADMIN_TOKEN must be at least 24 characters"],
    [["--port", "99999"], {}, "--port must be a number from 0 to 65535"],
    [["--database-url", "mysql://x"], {}, "--database-url must be a PostgreSQL URL"],
    [["--allow-origin", "https://till.example.com/pos"], {}, "--allow-origin must be an origin"],
    [["--time-zone", "Mars/Olympus"], {}, "--time-zone must be a time zone name"],
    [["--colour"], {}, "Unknown option '--colour'"],
    [["pair"], {}, "pair needs --name"],
    [["revoke"], {}, "revoke needs the device's id"],
    [["launch"], {}, 'unknown command "launch"'],
  ])("refuses %j with %j: %s", (argv, env, line) => {
    const message = refusal(argv, { ...ENV, ...env });
    expect(message).toContain(line);
    expect(message).not.toContain("\n");
  });

  it("the command prints that one line and exits 1 before listening", () => {
    const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
    const env = { ...process.env, ...ENV, CHECKOUT_KEY_ID: "" };
    const r = spawnSync(process.execPath, ["--import", "tsx", cli, "--port", "0"], { env, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim()).toBe(
      "crypto-checkout-relay: CHECKOUT_KEY_ID is not set: it must hold the API key id the relay reads invoices with.",
    );
  });

  it("a port in use: one line naming it and how to choose another, exit 1", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
      // Never opened: the relay listens before it opens its store.
      const dataDir = join(tmpdir(), `relay-cli-port-in-use-${process.pid}`);
      const r = spawnSync(process.execPath, ["--import", "tsx", cli, "--port", String(port), "--data-dir", dataDir], {
        env: { ...process.env, ...ENV },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(r.stderr.trim()).toBe(
        `crypto-checkout-relay: cannot start: port ${port} is already in use (choose another with --port, or --port 0 for a free one).`,
      );
      expect(r.status).toBe(1);
      expect(r.stdout).toBe("");
    } finally {
      taken.close();
    }
  }, 90_000);
});
