/** Whether the tablet is online and the page visible, reported to whoever needs to pause or resume (the sale's polling). */
import type { ReactiveController, ReactiveControllerHost } from "lit";

export interface ConnectivityListener {
  online(online: boolean): void;
  hidden(hidden: boolean): void;
}

export class ConnectivityController implements ReactiveController {
  online = navigator.onLine;
  readonly #host: ReactiveControllerHost;
  readonly #listener: ConnectivityListener;

  constructor(host: ReactiveControllerHost, listener: ConnectivityListener) {
    this.#host = host;
    this.#listener = listener;
    host.addController(this);
  }

  hostConnected(): void {
    window.addEventListener("online", this.#onNetwork);
    window.addEventListener("offline", this.#onNetwork);
    document.addEventListener("visibilitychange", this.#onVisibility);
  }

  hostDisconnected(): void {
    window.removeEventListener("online", this.#onNetwork);
    window.removeEventListener("offline", this.#onNetwork);
    document.removeEventListener("visibilitychange", this.#onVisibility);
  }

  #onNetwork = () => {
    this.online = navigator.onLine;
    this.#listener.online(this.online);
    this.#host.requestUpdate();
  };

  #onVisibility = () => this.#listener.hidden(document.hidden);
}
