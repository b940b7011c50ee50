/**
 * The order reference of a new attempt at the same order: `<order>-attempt-<n>-<16 random characters>`. The attempt
 * number keeps it readable; the random tail keeps a stranger from predicting it and creating that invoice first on
 * the public route with the published key (docs/widget.md, "Order references").
 */

/** What comes after `-attempt-<n>` : 16 characters of [0-9a-v], 80 random bits. */
const TAIL_LENGTH = 16;
const ATTEMPT = /-attempt-(\d+)(?:-[0-9a-v]+)?$/;

/** The order a reference belongs to and its attempt number (1 for the order's own reference). */
export function attemptOf(reference: string): { order: string; attempt: number } {
  const match = ATTEMPT.exec(reference);
  return match
    ? { order: reference.slice(0, match.index), attempt: Number(match[1]) }
    : { order: reference, attempt: 1 };
}

/** The reference of attempt `attempt` of `order`, with a fresh random tail. */
export function attemptReference(order: string, attempt: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TAIL_LENGTH));
  const tail = Array.from(bytes, (b) => (b & 31).toString(32)).join("");
  return `${order}-attempt-${attempt}-${tail}`;
}
