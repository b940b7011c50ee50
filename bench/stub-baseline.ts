/**
 * The bench's yardstick: a bare node:http server doing the least a real server must for the same requests (read the
 * body, verify the same HMAC over the spec's string_to_sign, or check the X-Sdk-Key) and answering the same JSON the
 * stub answered. Measured in the same run as the stub, it turns req/s on a shared, noisy machine into a ratio.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";

export interface BaselineAnswer {
  status: number;
  body: string;
}

export interface BaselineOptions {
  keyId: string;
  secret: string;
  /** The answer per "METHOD path-prefix": the longest matching prefix wins (GET /v1/invoices/ for any id). */
  answers: Record<string, BaselineAnswer>;
}

function signatureValid(
  secret: string,
  keyId: string,
  method: string,
  target: string,
  timestamp: string,
  authorization: string,
  body: Buffer,
): boolean {
  const prefix = `HMAC-SHA256 ${keyId}:`;
  if (!authorization.startsWith(prefix)) return false;
  const q = target.indexOf("?");
  const path = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? "" : target.slice(q);
  const bodyHash = body.length === 0 ? "" : createHash("sha256").update(body).digest("hex");
  const text = `${timestamp}\n${method}\n${decodeURIComponent(path)}\n${query}\n${bodyHash}`;
  const expected = Buffer.from(createHmac("sha256", secret).update(text).digest("base64"));
  const given = Buffer.from(authorization.slice(prefix.length));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function startBaseline(options: BaselineOptions): Promise<Server> {
  const routes = Object.entries(options.answers)
    .sort(([a], [b]) => b.length - a.length)
    .map(([key, answer]) => [key, { status: answer.status, value: JSON.parse(answer.body) as unknown }] as const);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const method = req.method ?? "GET";
      const target = req.url ?? "/";
      const body = Buffer.concat(chunks);
      const route = routes.find(([key]) => `${method} ${target}`.startsWith(key));
      const authorized = target.startsWith("/public/")
        ? req.headers["x-sdk-key"] === options.keyId
        : signatureValid(
            options.secret,
            options.keyId,
            method,
            target,
            String(req.headers["x-request-timestamp"] ?? ""),
            String(req.headers.authorization ?? ""),
            body,
          );
      // The request body parsed and the answer serialized per request, as the stub does (not served from a buffer).
      if (body.length > 0) JSON.parse(body.toString("utf8"));
      const answer =
        route === undefined ? { status: 404, value: {} } : authorized ? route[1] : { status: 401, value: {} };
      const text = JSON.stringify(answer.value);
      res.writeHead(answer.status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
      res.end(text);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
