/** Serves a relay on a socket: what `crypto-checkout-relay` runs, and what tests and `npm start` start. */
import { getRequestListener } from "@hono/node-server";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRelay, type Relay, type RelayOptions } from "./create-relay.ts";

export interface StartRelayOptions {
  /** TCP port; 0 picks a free one. */
  readonly port?: number;
  /** Address to listen on; default loopback only (127.0.0.1, and ::1 where the machine has it). */
  readonly host?: string;
  /** The relay's options; `publicUrl` defaults to the URL it listens on. */
  readonly relay: Omit<RelayOptions, "publicUrl"> & { readonly publicUrl?: string };
}

export interface RunningRelay {
  /** The URL it listens on, e.g. http://localhost:4020. */
  readonly url: string;
  readonly port: number;
  readonly relay: Relay;
  /** Closes the event streams, the store and the sockets. */
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        reject(
          Object.assign(new Error(`port ${port} is already in use (choose another with --port, or 0 for a free one)`), {
            code: error.code,
          }),
        );
      else if (error.code === "EACCES") reject(new Error(`no permission to listen on port ${port}`));
      else reject(Object.assign(new Error(error.message), { code: error.code }));
    });
    server.listen(port, host, () => resolve());
  });
}

/** Listens, then opens the store; rejects with one readable sentence (port taken, store unreachable). */
export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const made: { relay?: Relay } = {};
  const listener = getRequestListener((request) => made.relay!.fetch(request));
  const servers: Server[] = [];
  const newServer = () => createServer((req, res) => void listener(req, res));
  const port0 = options.port ?? 0;
  if (options.host !== undefined) {
    const server = newServer();
    await listen(server, port0, options.host);
    servers.push(server);
  } else {
    const v4 = newServer();
    await listen(v4, port0, "127.0.0.1");
    servers.push(v4);
    const v6 = newServer();
    try {
      await listen(v6, (v4.address() as AddressInfo).port, "::1");
      servers.push(v6);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== "EADDRNOTAVAIL" && code !== "EAFNOSUPPORT") {
        await new Promise((r) => v4.close(r));
        throw error;
      }
    }
  }
  const port = (servers[0]!.address() as AddressInfo).port;
  const host = options.host === undefined || ["0.0.0.0", "::", ""].includes(options.host) ? "localhost" : options.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const closeServers = () =>
    Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            s.closeAllConnections();
            s.close(() => resolve());
          }),
      ),
    );
  const relay = createRelay({ ...options.relay, publicUrl: options.relay.publicUrl ?? url });
  made.relay = relay;
  try {
    await relay.ready;
  } catch (error) {
    await closeServers();
    throw error;
  }
  return {
    url,
    port,
    relay,
    async stop() {
      await relay.close();
      await closeServers();
    },
  };
}
