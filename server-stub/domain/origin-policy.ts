/** Allowed-origin policies: the Origin header compared byte for byte with origins normalized once from the policy. */

/**
 * An allowed origin as written in a fixture or a PATCH, in the form browsers send it: scheme and host lower-case, the
 * default port dropped, no path, no user info. Null for text that names no origin (or `null`).
 */
export function normalizeAllowedOrigin(text: string): string | null {
  try {
    const origin = new URL(text.trim()).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * True when `header` is a serialized origin (RFC 6454 section 6.2) exactly as a browser sends it: the URL parser
 * gives back the same text. `https://shop.example/`, `https://evil@shop.example`, `https://shop%2Eexample`,
 * `https://shop.example:` and `HTTPS://shop.example` all parse, but none of them is an Origin header.
 */
export function isSerializedOrigin(header: string): boolean {
  let answer = serializedOrigins.get(header);
  if (answer === undefined) {
    answer = normalizeAllowedOrigin(header) === header;
    if (serializedOrigins.size >= MAX_REMEMBERED_ORIGINS) serializedOrigins.clear();
    serializedOrigins.set(header, answer);
  }
  return answer;
}

/** A page sends the same few Origin headers all day: the URL parse behind the answer is done once per text. */
const serializedOrigins = new Map<string, boolean>();
const MAX_REMEMBERED_ORIGINS = 1_000;

/** The origins of one policy, normalized when the policy is set; checks a header against them byte for byte. */
export class OriginPolicy {
  readonly #origins: ReadonlySet<string>;
  readonly #anyOrigin: boolean;

  constructor(allowed: readonly string[]) {
    this.#anyOrigin = allowed.includes("*");
    const origins = new Set<string>();
    for (const entry of allowed) {
      const origin = normalizeAllowedOrigin(entry);
      if (origin !== null) origins.add(origin);
    }
    this.#origins = origins;
  }

  allows(header: string): boolean {
    if (this.#origins.has(header)) return true;
    return this.#anyOrigin && isSerializedOrigin(header);
  }
}

/*
 * A policy is set by replacing a project's `allowed_origins` array (fixture load, reset, PATCH): keyed by that array,
 * each policy is normalized once, on first use, and never again for the requests that follow.
 */
const policies = new WeakMap<readonly string[], OriginPolicy>();

export function originPolicyOf(allowed: readonly string[]): OriginPolicy {
  let policy = policies.get(allowed);
  if (policy === undefined) {
    policy = new OriginPolicy(allowed);
    policies.set(allowed, policy);
  }
  return policy;
}
