/** The terminal's screens as hash routes, so the browser's back button and a reload land on the same screen. */

export type Route =
  | { name: "sale" }
  | { name: "pay" }
  | { name: "history" }
  | { name: "report" }
  | { name: "settings" }
  | { name: "receipt"; saleId: string }
  /** A pairing link opened on this tablet; the code never leaves the browser (a hash is not sent to servers). */
  | { name: "pair"; code: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, "");
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
    case "receipt": {
      const id = decodeURIComponent(rest.join("/"));
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
    default:
      return `#/${route.name}`;
  }
}
