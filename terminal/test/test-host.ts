/** A reactive-controller host for tests: counts the updates a controller asks for, no DOM needed. */
import type { ReactiveController, ReactiveControllerHost } from "lit";

export class TestHost implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  readonly updateComplete = Promise.resolve(true);
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
}
