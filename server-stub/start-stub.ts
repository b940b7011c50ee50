/** Starts the stub on a socket: the one place a server is created, for `npm start`, the `crypto-checkout-stub` command and per-worker Playwright stubs. */
import { getRequestListener } from "@hono/node-server";
import { readFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { closeServers, isWildcardHost, listenOn, ListenRefused, portOf, serverUrl } from "../node-server/start-up.ts";
import { createStub } from "./app.ts";
import type { StubConfig } from "./config.ts";
import { loadFixtureFile, parseFixture, seedServedAt, type Fixture } from "./fixture.ts";
import { sweepInvoices } from "./domain/invoices.ts";
import { answerClientErrorsAsProblems, requestErrorAsProblem } from "./http/client-error.ts";
import { StubControl } from "./control/stub-control.ts";
import { CertificateFolderRefused, localCertificate } from "./tls/local-certificate.ts";
import { fetchTrusting } from "./tls/trusting-fetch.ts";
import { createTerminalApp } from "./terminal-app.ts";

export interface StartStubOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /**
   * TCP port of the terminal's own origin (default: `port` + 1, or a free one when `port` is 0). The terminal is served
   * there alone, so no other page of the stub shares its storage; the stub's /terminal/ redirects there.
   */
  terminalPort?: number;
  /**
   * Address to listen on. Default: loopback only (127.0.0.1, and ::1 where the machine has IPv6), so `localhost`,
   * `127.0.0.1` and `[::1]` reach it and no other machine does. Anything else exposes the control API to whoever
   * reaches that address: see `exposureWarning`.
   */
  host?: string;
  /** Serve the `/__stub/*` control API (default true); false is the same as `config.control: false`. */
  control?: boolean;
  /**
   * Serve only what the provider documents (default false; the same as `config.providerSurface`): the signed API,
   * `POST /public/v1/sdk` and the hosted page. Our own public routes answer 404, so the widget takes the hosted page.
   */
  providerSurface?: boolean;
  /** The initial state: a fixture document (validated here) or the path of a JSON file; default the seed. */
  fixture?: string | URL | Fixture | Record<string, unknown>;
  /** Runtime switches (control API, public URL, proxy trust); `distDir` defaults to this package's builds. */
  config?: Partial<StubConfig>;
  /** Where unexpected errors (internal_error) are logged; default stderr. */
  logError?: (error: unknown) => void;
  /**
   * Serve HTTPS instead of HTTP. `true`: with the stub's own certificate for localhost, 127.0.0.1 and ::1, made on the
   * first start and kept (see tls/local-certificate.ts); `{ certPath, keyPath }`: with the merchant's own PEM files.
   */
  https?: boolean | HttpsFiles;
}

/** A merchant's own certificate and key, as PEM files. */
export interface HttpsFiles {
  readonly certPath: string;
  readonly keyPath: string;
}

export interface RunningStub {
  /** Base URL to give the widget, the terminal and the clients, e.g. `http://localhost:43117`. */
  readonly url: string;
  readonly port: number;
  /** The terminal's own origin, e.g. `http://localhost:43118` (the terminal itself is at `${terminalUrl}/terminal/`). */
  readonly terminalUrl: string;
  /**
   * Over HTTPS, the certificate file (PEM) a client trusts the stub with (CURLOPT_CAINFO, NODE_EXTRA_CA_CERTS,
   * REQUESTS_CA_BUNDLE); undefined over HTTP.
   */
  readonly certificatePath: string | undefined;
  /**
   * One line to show whoever started the stub when its own certificate folder was repaired or the certificate made
   * anew (so the trust anchor changed); undefined otherwise.
   */
  readonly certificateNotice: string | undefined;
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

/** Whether only this machine can reach an address the stub listens on (undefined: the loopback default). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * What the CLI and `npm start` print (to stderr) when the stub listens beyond this machine, or null on loopback: who
 * can now drive the control API and how to turn it off.
 */
export function exposureWarning(host: string | undefined, control: boolean): string | null {
  if (isLoopbackHost(host)) return null;
  const reach = `Warning: the stub listens on ${host}, so other machines on the network can reach it.`;
  if (!control) return `${reach} Its control API is off (--no-control).`;
  return `${reach} Its control API (/__stub/*: reset, clock, keys, every invoice) is reachable by all of them: start with --no-control (STUB_CONTROL=0 for npm start) to turn it off, or listen on loopback (the default, without --host).`;
}

/** A listen that failed, as the stub says it: "Cannot start the stub: port 4010 is already in use (…)." */
function cannotStart(error: unknown): never {
  if (error instanceof ListenRefused)
    throw Object.assign(new Error(`Cannot start the stub: ${error.message}`), { code: error.code });
  throw error;
}

/** The PEM pair to serve HTTPS with, or null for HTTP; one readable sentence when a merchant's file cannot be read. */
function tlsMaterial(
  https: StartStubOptions["https"],
): { cert: string; key: string; certPath: string; notice?: string } | null {
  if (https === undefined || https === false) return null;
  if (https === true) {
    try {
      return localCertificate();
    } catch (error) {
      if (error instanceof CertificateFolderRefused) throw new Error(`Cannot start the stub: ${error.message}`);
      throw error;
    }
  }
  const read = (path: string, what: string): string => {
    try {
      return readFileSync(path, "utf8");
    } catch (error) {
      throw new Error(
        `Cannot start the stub: cannot read the ${what} file ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
      );
    }
  };
  return { cert: read(https.certPath, "certificate"), key: read(https.keyPath, "key"), certPath: https.certPath };
}

/** Starts listening; rejects with one readable sentence when the fixture is bad or the port is taken. */
export async function startStub(options: StartStubOptions = {}): Promise<RunningStub> {
  const fixture = resolveFixture(options.fixture);
  const tls = tlsMaterial(options.https);
  const requestedPort = options.port ?? 0;
  const config: Partial<StubConfig> = {
    ...options.config,
    ...(options.control === undefined ? {} : { control: options.control }),
    ...(options.providerSurface === undefined ? {} : { providerSurface: options.providerSurface }),
    // The address it listens on is one of the names it answers.
    allowedHosts: [
      ...(options.config?.allowedHosts ?? []),
      ...(options.host === undefined || isWildcardHost(options.host) ? [] : [options.host]),
    ],
  };
  // The app is made once the port is known: payment_url defaults to the URL it listens on.
  const made: { app?: ReturnType<typeof createStub>["app"] } = {};
  const fetchHandler = (request: Request, env: unknown) => made.app!.fetch(request, env as never);
  // A request the adapter cannot build (a Host that is not a host name) is answered as problem+json, not an empty 400:
  // the listener is made here, since the adapter's createAdaptorServer does not pass an errorHandler on.
  const listener = getRequestListener(fetchHandler, { errorHandler: requestErrorAsProblem(config.docsUrl) });
  const handle = (incoming: Parameters<typeof listener>[0], outgoing: Parameters<typeof listener>[1]): void => {
    void listener(incoming, outgoing);
  };
  // Node would refuse an HTTP/1.1 request without Host itself, with a bare 400; the adapter's refusal is problem+json.
  const serverOptions = { requireHostHeader: false };
  const newServerFor = (listener: typeof handle): Server => {
    if (tls === null) return createHttpServer(serverOptions, listener);
    try {
      return createHttpsServer({ ...serverOptions, cert: tls.cert, key: tls.key }, listener);
    } catch (error) {
      throw new Error(
        `Cannot start the stub: the certificate and key do not make a TLS server (${(error as Error).message}).`,
      );
    }
  };
  const newServer = (): Server => newServerFor(handle);
  const servers = await listenOn(requestedPort, options.host, newServer).catch(cannotStart);
  const port = portOf(servers);
  // The terminal's own origin: its own listener(s), on the same addresses, next to the stub's port by default.
  const terminalApp: { fetch?: (request: Request) => Response | Promise<Response> } = {};
  const terminalListener = getRequestListener((request) => terminalApp.fetch!(request), {
    errorHandler: requestErrorAsProblem(config.docsUrl),
  });
  const newTerminalServer = (): Server => newServerFor((i, o) => void terminalListener(i, o));
  let terminalServers: Server[];
  try {
    terminalServers = await listenOn(
      options.terminalPort ?? (requestedPort === 0 ? 0 : port + 1),
      options.host,
      newTerminalServer,
      "the terminal's",
    );
  } catch (error) {
    await closeServers(servers);
    return cannotStart(error);
  }
  servers.push(...terminalServers);
  const protocol = tls === null ? "http" : "https";
  const url = serverUrl(protocol, options.host, port);
  const terminalUrl = serverUrl(protocol, options.host, portOf(terminalServers));
  // The seed's return links lead to this stub's own demo page, on whatever port or public URL it is served.
  const stub = createStub({
    fixture: options.fixture === undefined ? seedServedAt(fixture, config.publicUrl ?? url) : fixture,
    config: { publicUrl: url, terminalUrl, ...config },
    ...(options.logError ? { logError: options.logError } : {}),
  });
  made.app = stub.app;
  const terminal = createTerminalApp(stub.deps.config, url);
  terminalApp.fetch = (request) => terminal.fetch(request);
  const { store, clock, deps } = stub;

  // Oversized headers and malformed request lines never reach the app: without this Node answers them with no body.
  for (const server of servers) answerClientErrorsAsProblems(server, deps.config.docsUrl);

  // Deadlines pass and confirmations arrive with time, not only when someone reads: webhooks fire on time.
  const sweeper = setInterval(() => sweepInvoices(store, clock.now(), (m, t, d) => deps.webhooks.emit(m, t, d)), 1000);
  sweeper.unref();

  return {
    url,
    port,
    terminalUrl,
    certificatePath: tls?.certPath,
    certificateNotice: tls?.notice,
    control: new StubControl(url, tls === null ? {} : { fetch: fetchTrusting(tls.cert) }),
    stub,
    describe: () => describeStub(url, terminalUrl, stub, tls?.certPath),
    stop: () => {
      clearInterval(sweeper);
      deps.webhooks.cancelAll();
      // Keep-alive sockets of a browser would hold close() open; the stub has nothing left to answer.
      return closeServers(servers);
    },
  };
}

/** What `npm start` and `crypto-checkout-stub` print: the URLs served and the sandbox keys. */
function describeStub(
  base: string,
  terminalUrl: string,
  { store, deps }: ReturnType<typeof createStub>,
  certificatePath: string | undefined,
): string {
  const lines = [
    `Crypto checkout stub on ${base}`,
    // The path alone on its line, for scripts and for copying into a client's trust setting.
    ...(certificatePath === undefined
      ? []
      : ["Certificate to trust (CURLOPT_CAINFO, NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE):", certificatePath]),
    `  demo shop      ${base}/`,
    `  terminal       ${terminalUrl}/terminal/   (an origin of its own: no other page shares its storage)`,
    `  hosted page    ${base}/pay/{invoice_id}`,
    `  API            ${base}/v1/*  ${base}/public/v1/*   OpenAPI ${base}/openapi.json`,
    deps.config.control ? `  control        ${base}/__stub/*` : `  control API off`,
    ...(deps.config.providerSurface
      ? [
          "  provider surface only: the signed API, POST /public/v1/sdk and the hosted page; our own public routes answer 404",
        ]
      : []),
    "",
    "Sandbox keys:",
    ...[...store.keys.values()]
      .filter((k) => k.environment === "sandbox" && !k.revoked)
      .map(
        (k) =>
          `  ${k.id.padEnd(22)} ${k.secret.padEnd(28)} ${k.type} key of ${k.merchant_id}${k.ip_whitelist.length ? ` (IPs ${k.ip_whitelist.join(", ")})` : ""}`,
      ),
    "",
    "Projects: " +
      [...store.projects.values()]
        .filter((p) => p.merchant_id === "mer_sandbox")
        .map((p) => p.id)
        .join(", "),
  ];
  return lines.join("\n");
}
