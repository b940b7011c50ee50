/** A fetch that trusts one certificate besides the system's: how the stub's own Node tools reach it over `--https`. */
import { request } from "node:https";
import { rootCertificates } from "node:tls";

/**
 * fetch over node:https with `ca` added to Node's roots, for the control API and the merchant client of a stub that
 * serves its own certificate (Node's global fetch takes no per-call trust anchor). Bodies are text, as those send.
 */
export function fetchTrusting(ca: string): typeof fetch {
  const trusted = [...rootCertificates, ca];
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const req = request(
        url,
        { method: init.method ?? "GET", headers, ca: trusted, signal: init.signal ?? undefined },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
                answerHeaders.append(name, one);
            }
            const status = res.statusCode ?? 500;
            const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
            resolve(new Response(body, { status, headers: answerHeaders }));
          });
        },
      );
      req.on("error", reject);
      if (init.body !== undefined && init.body !== null)
        req.write(typeof init.body === "string" ? init.body : Buffer.from(init.body as ArrayBuffer));
      req.end();
    });
}
