// startStub and the crypto-checkout-stub command as their users meet them: a URL that serves, a control client that
// works, a clean stop, and one clear line with exit 1 for a taken port, a bad fixture or a bad flag.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { seedFixture, startStub, type RunningStub } from "./index.ts";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
const runCli = (args: string[]) => spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8", timeout: 15_000 });

const running: RunningStub[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
});

async function start(options: Parameters<typeof startStub>[0] = {}): Promise<RunningStub> {
  const r = await startStub(options);
  running.push(r);
  return r;
}

describe("startStub", () => {
  it("listens on a free port, serves the API on its url, and its control client drives that stub", async () => {
    const stub = await start({ port: 0 });
    expect(stub.url).toBe(`http://localhost:${stub.port}`);
    const time = (await (await fetch(`${stub.url}/v1/time`)).json()) as { server_time: number };
    expect(time.server_time).toBeGreaterThan(0);
    await stub.control.setWidgetActive("prj_demo_shop", false);
    expect(stub.stub.store.projects.get("prj_demo_shop")?.widget_active).toBe(false);
    await stub.control.reset();
    expect(stub.stub.store.projects.get("prj_demo_shop")?.widget_active).toBe(true);
    expect(stub.describe()).toContain("pk_test_demo");
  });

  it("starts from a fixture document of the caller's, and reset returns to it", async () => {
    const fixture = seedFixture() as { projects: { id: string; allowed_origins: string[] }[] };
    fixture.projects.find((p) => p.id === "prj_demo_shop")!.allowed_origins = ["https://shop.example"];
    const stub = await start({ fixture });
    await stub.control.setAllowedOrigins("prj_demo_shop", []);
    await stub.control.reset();
    expect(stub.stub.store.projects.get("prj_demo_shop")?.allowed_origins).toEqual(["https://shop.example"]);
  });

  it("stops: the port no longer answers", async () => {
    const stub = await startStub({ port: 0 });
    await stub.stop();
    await expect(fetch(`${stub.url}/v1/time`)).rejects.toThrow();
  });

  it("refuses a port in use and a bad fixture with one sentence", async () => {
    const first = await start({ port: 0 });
    await expect(startStub({ port: first.port })).rejects.toThrow(`Cannot start the stub: port ${first.port} is already in use`);
    await expect(startStub({ fixture: { merchants: [] } })).rejects.toThrow(/^Invalid fixture: /);
  });
});

describe("crypto-checkout-stub", () => {
  it("ends with one line and exit 1 on a port in use", async () => {
    const first = await start({ port: 0 });
    const run = runCli(["--port", String(first.port)]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`crypto-checkout-stub: Cannot start the stub: port ${first.port} is already in use (choose another with --port, or --port 0 for a free one).`);
  });

  it("ends with one line naming the file and the failing path on a bad fixture", () => {
    const file = join(mkdtempSync(join(tmpdir(), "stub-cli-")), "shop.json");
    writeFileSync(file, JSON.stringify({ ...seedFixture(), projects: [{ id: "nope" }] }));
    const run = runCli(["--port", "0", "--fixture", file]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/shop\.json: Invalid fixture: projects\[0\]\.id/);
  });

  it("refuses a bad port", () => {
    expect(runCli(["--port", "http"]).stderr.trim()).toBe('crypto-checkout-stub: --port must be a number from 0 to 65535, not "http".');
  });

  it("refuses an unknown flag", () => {
    const unknown = runCli(["--prot", "1"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^crypto-checkout-stub: .*--prot.*\(see --help\)\n$/);
  });

  it("explains itself with --help", () => {
    const help = runCli(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--port <n>[\s\S]*--fixture <file>[\s\S]*--quiet/);
  });
});
