/** The checkout flow shared by the widget and the terminal: machine, session, countdown, polling and the error → UI table. */

export * from "./error-behaviours.ts";
export * from "./error-ui.ts";
export * from "./checkout-error.ts";
export * from "./countdown.ts";
export * from "./poll-schedule.ts";
export * from "./checkout-machine.ts";
export * from "./checkout-session.ts";
