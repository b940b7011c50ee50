/** The current screen, kept in the URL's hash so the back button and a reload land on the same screen. */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import { parseRoute, routeHash, type Route } from "./routes.ts";

export interface RouteRules {
  /** Where a requested route really leads (a sale in progress turns "new sale" into its payment screen). */
  redirect(route: Route): Route;
  /** Called on every arrival, after `route` is set; `from` is the screen left. */
  entered(route: Route, from: Route): void;
}

export class RouteController implements ReactiveController {
  route: Route;
  readonly #host: ReactiveControllerHost;
  readonly #rules: RouteRules;

  constructor(host: ReactiveControllerHost, rules: RouteRules) {
    this.#host = host;
    this.#rules = rules;
    this.route = parseRoute(location.hash);
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("hashchange", this.#onHash);
  }

  hostDisconnected(): void {
    window.removeEventListener("hashchange", this.#onHash);
  }

  is(...names: Route["name"][]): boolean {
    return names.includes(this.route.name);
  }

  /** Goes to a screen as a link would, with a history entry. */
  go(route: Route): void {
    const hash = routeHash(route);
    if (location.hash !== hash) history.pushState(null, "", hash);
    this.show(route);
  }

  /** Shows a screen (again) without a new history entry: a refresh, or the hash changed by the browser. */
  show(requested: Route): void {
    const from = this.route;
    this.route = this.#rules.redirect(requested);
    this.#rules.entered(this.route, from);
    this.#host.requestUpdate();
  }

  #onHash = () => this.show(parseRoute(location.hash));
}
