// Builds what the browser suites run on (the widget, the terminal and the package's dist/lib, which the specs import as
// `crypto-checkout-kit/playwright` and `crypto-checkout-kit/stub`) before any spec is loaded: Playwright's
// globalSetup, and run directly (`node scripts/e2e-setup.mjs`) before the cross-engine suite. SKIP_BUILD=1 uses the
// builds as they are.
import { pathToFileURL } from "node:url";
import { build, buildLib } from "./build.mjs";

export default function globalSetup() {
  if (process.env.SKIP_BUILD === "1") return;
  build({ quiet: true });
  buildLib();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) globalSetup();
