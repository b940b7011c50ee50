/** The terminal's screens as hash routes, so the browser's back button and a reload land on the same screen. */

export type Route =
  | { name: "sale" }
  | { name: "pay" }
  | { name: "history" }
  | { name: "report" }
  | { name: "settings" }
  | { name: "receipt"; saleId: string }
  /** A pairing link opened on this tablet; the code never leaves the browser (a hash is not sent to servers). */
  | { name: "pair"; code: string }
  /** The shop relay's pairing link (`#/relay-pair?relay=…&code=…`); `query` is the part after `?`, read by relay/. */
  | { name: "relay-pair"; query: string };

/** A percent-escaped part of a hash, or null when its escapes are broken (`%E0%A4%A`): a typed or cut link. */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The screen a hash names; any hash at all names one (a broken receipt link opens the history). */
export function parseRoute(hash: string): Route {
  const whole = hash.replace(/^#\/?/, "");
  const queryAt = whole.indexOf("?");
  const path = queryAt < 0 ? whole : whole.slice(0, queryAt);
  const [head, ...rest] = path.split("/");
  switch (head) {
    case "pay":
      return { name: "pay" };
    case "history":
      return { name: "history" };
    case "report":
      return { name: "report" };
    case "settings":
      return { name: "settings" };
    case "pair":
      return { name: "pair", code: rest.join("/") };
    case "relay-pair":
      return { name: "relay-pair", query: queryAt < 0 ? "" : whole.slice(queryAt + 1) };
    case "receipt": {
      const id = decodedOrNull(rest.join("/"));
      return id ? { name: "receipt", saleId: id } : { name: "history" };
    }
    default:
      return { name: "sale" };
  }
}

export function routeHash(route: Route): string {
  switch (route.name) {
    case "receipt":
      return `#/receipt/${encodeURIComponent(route.saleId)}`;
    case "pair":
      return `#/pair/${route.code}`;
    case "relay-pair":
      return `#/relay-pair?${route.query}`;
    default:
      return `#/${route.name}`;
  }
}
