/** Builds a list request's query string the way every client signs it: RFC 3986-encoded, keys sorted. */

export type QueryValue = string | number | boolean | bigint | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Array.isArray narrows a readonly array to any[]; this keeps the element type. */
const isList = (value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] => Array.isArray(value);

/** encodeURIComponent leaves !'()* alone; RFC 3986 reserves them, so they are escaped too. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `?k=v&…` with keys in code-unit order and a repeated key's values in the order given; null and undefined values
 * are left out. Returns "" when nothing remains, because string_to_sign's query component is then empty.
 */
export function canonicalQuery(params: QueryParams | URLSearchParams): string {
  const entries: [string, QueryValue][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([key, value]): [string, QueryValue][] =>
          isList(value) ? value.map((v): [string, QueryValue] => [key, v]) : [[key, value]],
        );
  const pairs = entries
    .filter((entry): entry is [string, string | number | boolean | bigint] => entry[1] !== null && entry[1] !== undefined)
    .map(([key, value]) => ({ key, value: String(value) }));
  // Array.prototype.sort is stable (ES2019), so a repeated key's values keep their order. V8's sort only ever asks
  // whether a later element goes before an earlier one, so the "greater" branch never decides there; it stays for
  // engines that ask the other way round (the widget runs in every browser).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent on V8, whose sort passes the later element first.
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (pairs.length === 0) return "";
  return "?" + pairs.map((p) => `${encodeRfc3986(p.key)}=${encodeRfc3986(p.value)}`).join("&");
}
