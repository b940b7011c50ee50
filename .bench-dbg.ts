import { chromium } from "@playwright/test";
// @ts-expect-error plain
import { CHROMIUM_ARGS, findChromium } from "./scripts/chromium.mjs";
import { createServer } from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import { join, extname } from "node:path";
const DIST = process.argv[2]!;
const server = createServer((req, res) => { const p = new URL(req.url!, "http://x").pathname.replace(/^\/terminal\//, ""); let f = join(DIST, p); if (!existsSync(f) || statSync(f).isDirectory()) f = join(DIST, "index.html"); res.writeHead(200, { "content-type": ({".html":"text/html",".js":"text/javascript",".png":"image/png",".webmanifest":"application/manifest+json"} as Record<string,string>)[extname(f)] ?? "text/plain" }); res.end(readFileSync(f)); });
await new Promise<void>((r) => server.listen(4398, "localhost", r));
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const out: number[] = [];
for (let k = 0; k < 5; k++) {
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.goto("http://localhost:4398/terminal/");
await page.evaluate(`navigator.serviceWorker.register("/terminal/sw.js", { scope: "/terminal/" })`).catch(() => 0);
await page.waitForFunction(`navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)`);
await context.setOffline(true);
  await page.reload();
  await page.waitForTimeout(300);
  out.push(await page.evaluate(`performance.getEntriesByType("paint")[0]?.startTime ?? -1`));
await context.close();
}
console.log(out.map(Math.round).join(" "));
await browser.close(); server.close();
