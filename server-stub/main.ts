/** `npm start`'s server: the stub on PORT (default 4010) and its terminal on PORT+1, configured from the environment; prints the URLs and sandbox keys. */
import { parseTrustedProxyHops } from "./config.ts";
import { exposureWarning, startStub } from "./start-stub.ts";
import { stopOnSignals } from "../node-server/start-up.ts";

const quiet = process.env.STUB_QUIET === "1";
const host = process.env.HOST;
const control = process.env.STUB_CONTROL !== "0";
// STUB_HTTPS=1: the stub's own kept certificate; STUB_CERT and STUB_KEY: the merchant's own PEM files.
const ownCertificate =
  process.env.STUB_CERT && process.env.STUB_KEY
    ? { certPath: process.env.STUB_CERT, keyPath: process.env.STUB_KEY }
    : undefined;
const https = ownCertificate ?? process.env.STUB_HTTPS === "1";
try {
  const running = await startStub({
    port: Number(process.env.PORT ?? 4010),
    // The terminal on an origin of its own: PORT+1 (4011) unless TERMINAL_PORT says otherwise.
    ...(process.env.TERMINAL_PORT ? { terminalPort: Number(process.env.TERMINAL_PORT) } : {}),
    // Loopback unless HOST says otherwise (then a warning below names who can reach the control API).
    ...(host ? { host } : {}),
    ...(process.env.STUB_FIXTURE ? { fixture: process.env.STUB_FIXTURE } : {}),
    https,
    config: {
      control,
      allowedHosts: (process.env.STUB_ALLOWED_HOSTS ?? "")
        .split(",")
        .map((h) => h.trim())
        .filter((h) => h !== ""),
      ...(process.env.STUB_PUBLIC_URL ? { publicUrl: process.env.STUB_PUBLIC_URL } : {}),
      trustedProxyHops: parseTrustedProxyHops(process.env.STUB_TRUST_PROXY || "0"),
      providerSurface: process.env.STUB_PROVIDER_SURFACE === "1",
    },
    ...(quiet ? { logError: () => undefined } : {}),
  });
  const warning = exposureWarning(host || undefined, control);
  if (warning !== null) console.error(warning);
  if (running.certificateNotice !== undefined) console.error(running.certificateNotice);
  if (!quiet) console.log(running.describe());
  else if (running.certificatePath !== undefined) console.log(running.certificatePath);
  stopOnSignals(() => running.stop(), 1000);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
