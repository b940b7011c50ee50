/**
 * The tones a checkout's state is told in, and the icon drawn for each: the widget's status panels and the terminal's
 * result screens draw the same few stroked paths (circles as two arcs, so each icon is one <path> in a 24 × 24 box).
 */
import type { FinalCheckoutStatus } from "./checkout-machine.ts";

export type StatusTone = "success" | "warning" | "danger" | "info" | "progress";

/** How each ending is told: paid is a success, a lapse or a shortfall a warning, a cancel plain information. */
export const FINAL_STATUS_TONES: Readonly<Record<FinalCheckoutStatus, StatusTone>> = {
  paid: "success",
  paid_over: "success",
  underpaid: "warning",
  expired: "warning",
  cancelled: "info",
};

export const STATUS_ICON_PATHS: Readonly<Record<StatusTone, string>> = {
  success: "M5 12.5l4.5 4.5L19 7.5",
  warning: "M12 4l9 16H3zM12 10v4.5M12 17.5v.01",
  danger: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M9 9l6 6M15 9l-6 6",
  info: "M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0M12 11v5.5M12 7.5v.01",
  progress: "M12 3a9 9 0 1 1-9 9",
};
