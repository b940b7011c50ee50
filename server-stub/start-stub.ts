/** Starts the stub on a socket: the one place a server is created, for `npm start`, the `crypto-checkout-stub` command and per-worker Playwright stubs. */
import { serve, type ServerType } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createStub } from "./app.ts";
import type { StubConfig } from "./config.ts";
import { loadFixtureFile, parseFixture, type Fixture } from "./fixture.ts";
import { sweepInvoices } from "./domain/invoices.ts";
import { answerClientErrorsAsProblems } from "./http/client-error.ts";
import { StubControl } from "./stub-control.ts";

export interface StartStubOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Address to listen on; default every local address, so both `localhost` and `127.0.0.1` reach it. */
  host?: string;
  /** The initial state: a fixture document (validated here) or the path of a JSON file; default the seed. */
  fixture?: string | URL | Fixture | Record<string, unknown>;
  /** Runtime switches (control API, public URL, proxy trust); `distDir` defaults to this package's builds. */
  config?: Partial<StubConfig>;
  /** Where unexpected errors (internal_error) are logged; default stderr. */
  logError?: (error: unknown) => void;
}

export interface RunningStub {
  /** Base URL to give the widget, the terminal and the clients, e.g. `http://localhost:43117`. */
  readonly url: string;
  readonly port: number;
  /** The stub's `/__stub/*` control API, over HTTP. */
  readonly control: StubControl;
  /** The stub's in-memory parts, for a test that wants to look inside. */
  readonly stub: ReturnType<typeof createStub>;
  /** Text naming what is served and the sandbox keys, as `npm start` prints it. */
  describe(): string;
  /** Closes the socket and cancels pending webhook deliveries. */
  stop(): Promise<void>;
}

/** A fixture option made into a validated fixture; throws one clear line when it is not one. */
export function resolveFixture(fixture: StartStubOptions["fixture"]): Fixture {
  if (fixture === undefined) return loadFixtureFile();
  if (typeof fixture === "string" || fixture instanceof URL) return loadFixtureFile(fixture);
  const parsed = parseFixture(fixture);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.fixture;
}

/** A wildcard listen address is reached through `localhost`; a named one through itself (IPv6 in brackets). */
function urlHost(host: string | undefined): string {
  if (host === undefined || host === "::" || host === "0.0.0.0" || host === "") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

/** Starts listening; rejects with one readable sentence when the fixture is bad or the port is taken. */
export async function startStub(options: StartStubOptions = {}): Promise<RunningStub> {
  const fixture = resolveFixture(options.fixture);
  const stub = createStub({
    fixture,
    ...(options.config ? { config: options.config } : {}),
    ...(options.logError ? { logError: options.logError } : {}),
  });
  const { app, store, clock, deps } = stub;
  const requestedPort = options.port ?? 0;

  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: requestedPort, ...(options.host === undefined ? {} : { hostname: options.host }) }, () => resolve(s));
    s.once("error", (error: NodeJS.ErrnoException) => {
      const where = options.host === undefined ? `port ${requestedPort}` : `${options.host} port ${requestedPort}`;
      if (error.code === "EADDRINUSE") reject(new Error(`Cannot start the stub: ${where} is already in use (choose another with --port, or --port 0 for a free one).`));
      else if (error.code === "EACCES") reject(new Error(`Cannot start the stub: no permission to listen on ${where}.`));
      else if (error.code === "EADDRNOTAVAIL") reject(new Error(`Cannot start the stub: ${options.host} is not an address of this machine.`));
      else reject(new Error(`Cannot start the stub: ${error.message}`));
    });
  });

  // Oversized headers and malformed request lines never reach the app: without this Node answers them with no body.
  answerClientErrorsAsProblems(server as Server, deps.config.docsUrl);

  // Deadlines pass and confirmations arrive with time, not only when someone reads: webhooks fire on time.
  const sweeper = setInterval(() => sweepInvoices(store, clock.now(), (m, t, d) => deps.webhooks.emit(m, t, d)), 1000);
  sweeper.unref();

  const port = (server.address() as AddressInfo).port;
  const url = `http://${urlHost(options.host)}:${port}`;

  return {
    url,
    port,
    control: new StubControl(url),
    stub,
    describe: () => describeStub(url, stub),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        deps.webhooks.cancelAll();
        // Keep-alive sockets of a browser would hold close() open; the stub has nothing left to answer.
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What `npm start` and `crypto-checkout-stub` print: the URLs served and the sandbox keys. */
function describeStub(base: string, { store, deps }: ReturnType<typeof createStub>): string {
  const lines = [
    `Crypto checkout stub on ${base}`,
    `  demo shop      ${base}/`,
    `  terminal       ${base}/terminal/`,
    `  hosted page    ${base}/pay/{invoice_id}`,
    `  API            ${base}/v1/*  ${base}/public/v1/*   OpenAPI ${base}/openapi.json`,
    deps.config.control ? `  control        ${base}/__stub/*` : `  control API off`,
    "",
    "Sandbox keys:",
    ...[...store.keys.values()]
      .filter((k) => k.environment === "sandbox" && !k.revoked)
      .map((k) => `  ${k.id.padEnd(22)} ${k.secret.padEnd(28)} ${k.type} key of ${k.merchant_id}${k.ip_whitelist.length ? ` (IPs ${k.ip_whitelist.join(", ")})` : ""}`),
    "",
    "Projects: " + [...store.projects.values()].filter((p) => p.merchant_id === "mer_sandbox").map((p) => p.id).join(", "),
  ];
  return lines.join("\n");
}
