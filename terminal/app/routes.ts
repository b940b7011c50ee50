/** The terminal's screens as hash routes, so the browser's back button and a reload land on the same screen. */

export type Route =
  | { name: "sale" }
  | { name: "pay" }
  | { name: "history" }
  | { name: "report" }
  | { name: "settings" }
  | { name: "receipt"; saleId: string };

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
    case "receipt": {
      const id = decodeURIComponent(rest.join("/"));
      return id ? { name: "receipt", saleId: id } : { name: "history" };
    }
    default:
      return { name: "sale" };
  }
}

export function routeHash(route: Route): string {
  return route.name === "receipt" ? `#/receipt/${encodeURIComponent(route.saleId)}` : `#/${route.name}`;
}
