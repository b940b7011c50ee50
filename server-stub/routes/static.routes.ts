/** What the stub serves besides the API: the widget bundle, the demo shop and hosted pages (the terminal: terminal.routes.ts). */
import type { Hono } from "hono";
import { join } from "node:path";
import { demoShopPage } from "../pages/demo-shop.ts";
import { hostedPaymentPage } from "../pages/hosted-payment.ts";
import { matchLocale, type SupportedLocale } from "../../shared/i18n/supported-locales.ts";
import { isPaidInvoiceStatus } from "../../shared/api/statuses.ts";
import { EMBEDDER_HEADER_PARAM, embeddingOrigins, frameAncestors } from "../pages/hosted-embed.ts";
import type { StubConfig } from "../config.ts";
import { publicBaseUrl, requestOrigin, type AppDeps, type StubContext, type StubEnv } from "../http/context.ts";
import { pageNonce, pageSecurityHeaders } from "../pages/page-security.ts";
import { terminalRedirect, terminalRoutes } from "./terminal.routes.ts";
import { PAGE_SCRIPTS_BASE } from "../pages/page-scripts.ts";
import { fileUnder, noSuchFile, notBuilt, typeOf } from "../http/built-files.ts";

/** The widget entry and the chunks it loads on demand (crypto-checkout.<name>-<hash>.js), and their source maps. */
const WIDGET_FILE = /^\/(crypto-checkout[\w.-]*\.js(?:\.map)?)$/;

/**
 * The widget bundle's files, served in front of the router (app.ts) rather than as a route: a pattern such as
 * `/:file{crypto-checkout…}` next to static routes makes Hono give up its RegExpRouter for the slower TrieRouter on
 * every request, API included. Answers null for any other path or method.
 */
export function widgetFiles(config: StubConfig): (c: StubContext) => Promise<Response> | null {
  const widgetDir = join(config.distDir, "widget");
  return (c) => {
    const file = WIDGET_FILE.exec(c.req.path)?.[1];
    if (file === undefined || (c.req.method !== "GET" && c.req.method !== "HEAD")) return null;
    return fileUnder(widgetDir, file).then((f) => {
      if (!f) return notBuilt("The widget bundle", config);
      const headers = {
        "content-type": typeOf(f.path),
        "cache-control": "no-cache",
        "access-control-allow-origin": "*",
      };
      return new Response(c.req.method === "HEAD" ? null : new Uint8Array(f.body), { headers });
    });
  };
}

/** A page script or a chunk it imports, and its source map (dist/pages). */
const PAGE_SCRIPT_FILE = /^[\w.-]+\.js(?:\.map)?$/;

export function staticRoutes(app: Hono<StubEnv>, deps: AppDeps): void {
  const { store, config } = deps;
  const pagesDir = join(config.distDir, "pages");

  app.get(`${PAGE_SCRIPTS_BASE}:file`, async (c) => {
    const file = c.req.param("file");
    if (!PAGE_SCRIPT_FILE.test(file)) return noSuchFile(`${PAGE_SCRIPTS_BASE}${file}`, config);
    const f = await fileUnder(pagesDir, file);
    if (!f) return notBuilt("The pages' scripts", config);
    return new Response(new Uint8Array(f.body), {
      headers: { "content-type": typeOf(f.path), "cache-control": "no-cache", "x-content-type-options": "nosniff" },
    });
  });

  // The terminal has an origin of its own (terminal.routes.ts): here, on the shop's, its paths lead there, so no page
  // of this origin shares its storage. An app made without one (in-process, no socket) serves it here as before.
  if (config.terminalUrl === undefined) terminalRoutes(app, config);
  else terminalRedirect(app, config.terminalUrl);

  app.get("/", (c) => {
    const nonce = pageNonce();
    const project = store.projects.get("prj_demo_shop");
    const page = demoShopPage({
      returnUrls: { successUrl: project?.success_url, failUrl: project?.fail_url },
      sdkKey: "pk_test_demo",
      projectId: "prj_demo_shop",
      amount: "25.00",
      currency: "EUR",
      sandboxWallet: config.control,
      providerSurface: config.providerSurface,
      nonce,
    });
    // The widget shows the stub's own payment page in a frame where the richer public routes are absent.
    return c.html(
      page,
      200,
      pageSecurityHeaders(nonce, { frameSrc: `'self' ${new URL(publicBaseUrl(config)).origin}` }),
    );
  });

  app.get("/pay/:id", (c) => {
    const id = c.req.param("id");
    const inv = store.invoices.get(id);
    const project = inv === undefined ? undefined : store.projects.get(inv.project_id);
    // The hosted page polls with a public key of the invoice's merchant and environment.
    const key = [...store.keys.values()].find(
      (k) =>
        k.type === "payment" &&
        !k.revoked &&
        k.project_ids === undefined &&
        inv !== undefined &&
        k.merchant_id === inv.merchant_id &&
        k.environment === inv.environment,
    );
    // `?locale=he` (a shop linking in the customer's language) wins over the browser's; an unsupported one is ignored.
    const locale = matchLocale(c.req.query("locale")) ?? undefined;
    const wordsLocale = locale ?? acceptedLocale(c.req.header("accept-language")) ?? "en";
    // The terminal's own origin embeds the page on a sale's screen, as a shop's terminal would.
    const own = [
      requestOrigin(c),
      new URL(publicBaseUrl(config)).origin,
      ...(config.terminalUrl === undefined ? [] : [new URL(config.terminalUrl).origin]),
    ];
    const embed =
      c.req.query("embed") === "true"
        ? {
            ...embeddingOrigins(project?.allowed_origins ?? [], own),
            embedderHeader: c.req.query(EMBEDDER_HEADER_PARAM.name) === EMBEDDER_HEADER_PARAM.value,
          }
        : undefined;
    const nonce = pageNonce();
    const backToShop =
      project !== undefined && (project.success_url !== undefined || project.fail_url !== undefined)
        ? {
            successUrl: project.success_url,
            failUrl: project.fail_url,
            shopName: project.display_name,
            paid: inv !== undefined && isPaidInvoiceStatus(inv.status),
          }
        : undefined;
    const page = hostedPaymentPage({
      sdkKey: key?.id ?? "pk_test_demo",
      invoiceId: id,
      locale,
      wordsLocale,
      sandboxWallet: config.control && inv?.environment === "sandbox",
      nonce,
      backToShop,
      shopName: project?.display_name,
      embed,
    });
    // Plain, the page is never framed; embedded, only by the project's allowed origins.
    return c.html(
      page,
      inv ? 200 : 404,
      pageSecurityHeaders(nonce, embed === undefined ? {} : { frameAncestors: frameAncestors(embed) }),
    );
  });
}

/** The first language of an Accept-Language header the page speaks (browsers list them in order of preference). */
function acceptedLocale(header: string | undefined): SupportedLocale | null {
  for (const entry of (header ?? "").split(",").slice(0, 20)) {
    const match = matchLocale(entry.split(";")[0]?.trim());
    if (match !== null) return match;
  }
  return null;
}
