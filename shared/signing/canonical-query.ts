/** Builds a list request's query string the way every client signs it: RFC 3986-encoded, keys and repeated values sorted. */

export type QueryValue = string | number | boolean | bigint | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Array.isArray narrows a readonly array to any[]; this keeps the element type. */
const isList = (value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] => Array.isArray(value);

/** encodeURIComponent leaves !'()* alone; RFC 3986 reserves them, so they are escaped too. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Code-unit order of two strings (what Array.prototype.sort does by default), as a comparator. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `?k=v&…` with keys in code-unit order and a repeated key's values in code-unit order too; null and undefined values
 * are left out. Returns "" when nothing remains, because string_to_sign's query component is then empty.
 *
 * Both orders are the provider's (its SDK conformance contract, `conformance/contract.json`: `query.sort_keys` and
 * `query.sort_repeated_values`), and sorting before encoding is how its SDK does it: `status=["paid_over","paid"]`
 * is sent and signed as `status=paid&status=paid_over`, so the signature is the same whichever of the two a server
 * rebuilds, the query as sent or its canonical form.
 */
export function canonicalQuery(params: QueryParams | URLSearchParams): string {
  const entries: [string, QueryValue][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([key, value]): [string, QueryValue][] =>
          isList(value) ? value.map((v): [string, QueryValue] => [key, v]) : [[key, value]],
        );
  const pairs = entries
    .filter(
      (entry): entry is [string, string | number | boolean | bigint] => entry[1] !== null && entry[1] !== undefined,
    )
    .map(([key, value]) => ({ key, value: String(value) }));
  pairs.sort((a, b) => byCodeUnits(a.key, b.key) || byCodeUnits(a.value, b.value));
  if (pairs.length === 0) return "";
  return "?" + pairs.map((p) => `${encodeRfc3986(p.key)}=${encodeRfc3986(p.value)}`).join("&");
}
