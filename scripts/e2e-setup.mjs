// Playwright's globalSetup: builds what the suite runs on (the widget, the terminal and the package's dist/lib, which
// the specs import as `crypto-checkout-kit/playwright`) before any spec is loaded. SKIP_BUILD=1 uses the builds as they are.
import { build, buildLib } from "./build.mjs";

export default function globalSetup() {
  if (process.env.SKIP_BUILD === "1") return;
  build({ quiet: true });
  buildLib();
}
