/** The relay's errors as application/problem+json `{type,title,status,code,detail}`, as the terminal reads them. */

const TITLES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  413: "Payload too large",
  422: "Unprocessable content",
  502: "Bad gateway",
  503: "Service unavailable",
};

export type ProblemCode =
  | "unauthorized"
  | "device_revoked"
  | "pairing_code_invalid"
  | "not_found"
  | "method_not_allowed"
  | "validation_failed"
  | "payload_too_large"
  | "webhook_signature_invalid"
  | "webhook_payload_invalid"
  | "origin_not_allowed"
  | "service_unreachable"
  | "store_unavailable";

export function problem(status: number, code: ProblemCode, detail: string, headers: HeadersInit = {}): Response {
  return new Response(
    JSON.stringify({
      type: `urn:crypto-checkout-relay:problem:${code}`,
      title: TITLES[status] ?? "Error",
      status,
      code,
      detail,
    }),
    { status, headers: { "content-type": "application/problem+json", "cache-control": "no-store", ...headers } },
  );
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}

/** The body as text, refused past `limit` bytes (a declared or an actual length). */
export async function readBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > limit) return null;
  return new TextDecoder().decode(bytes);
}
