/**
 * Starting one of the kit's Node servers (the stub, the relay) and stopping it, the same way for both: listen on
 * loopback (127.0.0.1, and ::1 on the same port where the machine has it) or on the address given, with one readable
 * sentence when that fails; the URL it is reached at; closing every socket; and, for the commands, one line on an
 * error and a clean stop on Ctrl-C or SIGTERM.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A listen that failed, said in one sentence; `code` is Node's (EADDRINUSE, EACCES, EADDRNOTAVAIL, …). */
export class ListenRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Listens on one address; rejects with a ListenRefused naming the port (and what it is for, when `named`). */
function listen(server: Server, port: number, host: string, named: string | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const where = named === undefined ? `port ${port}` : `${named} port ${port}`;
      const sentence =
        error.code === "EADDRINUSE"
          ? `${where} is already in use (choose another with --port, or --port 0 for a free one).`
          : error.code === "EACCES"
            ? `no permission to listen on ${where}.`
            : error.code === "EADDRNOTAVAIL"
              ? `${host} is not an address of this machine.`
              : error.message;
      reject(new ListenRefused(sentence, error.code));
    });
    server.listen(port, host, () => resolve());
  });
}

/**
 * Listens on `host`, or by default on loopback only: 127.0.0.1, then ::1 on the same port so that `localhost` works
 * whichever address a client tries first (a machine without IPv6 has no ::1; then 127.0.0.1 alone). `named` says what
 * the port is for in an error ("the terminal's").
 */
export async function listenOn(
  port: number,
  host: string | undefined,
  newServer: () => Server,
  named?: string,
): Promise<Server[]> {
  if (host !== undefined) {
    const server = newServer();
    await listen(server, port, host, named === undefined ? host : `${named} ${host}`);
    return [server];
  }
  const v4 = newServer();
  await listen(v4, port, "127.0.0.1", named);
  const v6 = newServer();
  try {
    await listen(v6, (v4.address() as AddressInfo).port, "::1", named);
    return [v4, v6];
  } catch (error) {
    const code = (error as ListenRefused).code;
    if (code !== "EADDRNOTAVAIL" && code !== "EAFNOSUPPORT") {
      await closeServers([v4]);
      throw error;
    }
    return [v4];
  }
}

/** The port the first of `servers` listens on. */
export function portOf(servers: readonly Server[]): number {
  return (servers[0]!.address() as AddressInfo).port;
}

const WILDCARD_HOSTS = new Set(["::", "0.0.0.0", "", "::0", "0:0:0:0:0:0:0:0"]);

/** Whether a listen address means every interface of the machine. */
export function isWildcardHost(host: string): boolean {
  return WILDCARD_HOSTS.has(host);
}

/** The URL a server listening on `host` is reached at: `localhost` for loopback or every interface, IPv6 in brackets. */
export function serverUrl(protocol: "http" | "https", host: string | undefined, port: number): string {
  const name = host === undefined || isWildcardHost(host) ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `${protocol}://${name}:${port}`;
}

/** Closes every socket, kept-alive ones (a browser's, an open event stream) included. */
export function closeServers(servers: readonly Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  ).then(() => undefined);
}

/** A command's way out on an error: one line on stderr, `<command>: <message>`, and exit status 1. */
export function failWith(command: string): (message: string) => never {
  return (message) => {
    console.error(`${command}: ${message}`);
    process.exit(1);
  };
}

/** Stops on Ctrl-C or SIGTERM, and exits 0 once stopped (or after `graceMs`, whatever still holds it). */
export function stopOnSignals(stop: () => Promise<void>, graceMs: number): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => {
      void stop().then(() => process.exit(0));
      setTimeout(() => process.exit(0), graceMs).unref();
    });
}
