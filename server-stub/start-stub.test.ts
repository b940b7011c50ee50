// startStub and the crypto-checkout-stub command as their users meet them: a URL that serves, a control client that
// works, a clean stop, and one clear line with exit 1 for a taken port, a bad fixture or a bad flag.
import { spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { seedFixture, startStub, type RunningStub } from "./index.ts";
import { exposureWarning } from "./start-stub.ts";

const cli = fileURLToPath(new URL("./cli.ts", import.meta.url));
const runCli = (args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", cli, ...args], { encoding: "utf8", timeout: 15_000 });

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
  it("serves the seed with return links to its own demo page, whatever the port or public URL", async () => {
    const stub = await start({ port: 0 });
    expect(stub.port).not.toBe(4010);
    const project = stub.stub.store.projects.get("prj_demo_shop");
    expect(project?.success_url).toBe(`${stub.url}/?payment=complete`);
    expect(project?.fail_url).toBe(`${stub.url}/?payment=incomplete`);
    await stub.control.reset();
    expect(stub.stub.store.projects.get("prj_demo_shop")?.success_url).toBe(`${stub.url}/?payment=complete`);
    const proxied = await start({ port: 0, config: { publicUrl: "https://pay.shop.example/" } });
    expect(proxied.stub.store.projects.get("prj_demo_shop")?.fail_url).toBe(
      "https://pay.shop.example/?payment=incomplete",
    );
  });

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
    await expect(startStub({ port: first.port })).rejects.toThrow(
      `Cannot start the stub: port ${first.port} is already in use`,
    );
    await expect(startStub({ fixture: { merchants: [] } })).rejects.toThrow(/^Invalid fixture: /);
  });
});

describe("the terminal's own origin", () => {
  /** A dist folder with a terminal shell of its own, so the test needs no build. */
  function distWithTerminal(): string {
    const dist = mkdtempSync(join(tmpdir(), "stub-dist-"));
    mkdirSync(join(dist, "terminal"));
    writeFileSync(join(dist, "terminal", "index.html"), "<!doctype html><html><head><title>T</title></head></html>");
    return dist;
  }

  it("serves the terminal on a port of its own, names the API there, and the stub's /terminal/ leads to it", async () => {
    const stub = await start({ port: 0, config: { distDir: distWithTerminal() } });
    const terminal = new URL(stub.terminalUrl);
    expect(terminal.origin).not.toBe(new URL(stub.url).origin);
    expect(stub.describe()).toContain(`${stub.terminalUrl}/terminal/`);
    // No other page of the stub on the terminal's origin: not the demo shop, the hosted page nor the API.
    const shell = await fetch(`${stub.terminalUrl}/terminal/`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(await shell.text()).toContain(`<meta name="crypto-terminal-api-base" content="${stub.url}" />`);
    for (const path of ["/pay/inv_x", "/v1/time", "/public/v1/sdk/projects", "/crypto-checkout.js"]) {
      const other = await fetch(`${stub.terminalUrl}${path}`);
      expect([path, other.status]).toEqual([path, 404]);
    }
    expect((await fetch(`${stub.terminalUrl}/`, { redirect: "manual" })).headers.get("location")).toBe("/terminal/");
    // On the stub's origin the terminal's paths (the hash stays with the browser) lead to the same path there.
    const moved = await fetch(`${stub.url}/terminal/history?x=1`, { redirect: "manual" });
    expect([moved.status, moved.headers.get("location")]).toEqual([302, `${stub.terminalUrl}/terminal/history?x=1`]);
    // Its requests are the stub's own: the seed's allowed origins need not list it.
    const check = await fetch(`${stub.url}/public/v1/sdk/projects/prj_demo_terminal?source=terminal`, {
      headers: { "x-sdk-key": "pk_test_demo", origin: terminal.origin },
    });
    expect(check.status).toBe(200);
    const stranger = await fetch(`${stub.url}/public/v1/sdk/projects/prj_demo_terminal?source=terminal`, {
      headers: { "x-sdk-key": "pk_test_demo", origin: `http://localhost:${Number(terminal.port) + 1}` },
    });
    expect([stranger.status, ((await stranger.json()) as { code: string }).code]).toEqual([401, "origin_not_allowed"]);
  });

  it("takes the terminal's port from the caller, and refuses a taken one with one sentence", async () => {
    const first = await start({ port: 0 });
    const stub = await start({ port: 0, terminalPort: 0 });
    expect(stub.terminalUrl).not.toBe(first.terminalUrl);
    await expect(startStub({ port: 0, terminalPort: Number(new URL(first.terminalUrl).port) })).rejects.toThrow(
      /the terminal's port \d+ is already in use/,
    );
  });
});

/** An IPv4 address of this machine that other machines reach it by, when it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a !== undefined && a.family === "IPv4" && !a.internal)?.address;

/** Starts the command, resolves with what it printed by the time it printed its URL, then stops it. */
function cliUntilUrl(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString();
      if (/http:\/\/\S+:\d+/.test(stdout)) {
        child.kill("SIGTERM");
        resolve({ stdout, stderr });
      }
    });
    child.once("exit", (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    setTimeout(() => reject(new Error(`no URL printed: ${stderr}`)), 15_000).unref();
  });
}

describe("startStub: who can reach it", () => {
  it("listens on loopback by default: localhost, 127.0.0.1 and [::1] answer", async () => {
    const stub = await start({ port: 0 });
    for (const base of [stub.url, `http://127.0.0.1:${stub.port}`, `http://[::1]:${stub.port}`]) {
      expect((await fetch(`${base}/v1/time`)).status, base).toBe(200);
    }
  });

  it.skipIf(lanAddress === undefined)(
    "is not reachable through this machine's network address by default",
    async () => {
      const stub = await start({ port: 0 });
      await expect(fetch(`http://${lanAddress}:${stub.port}/v1/time`)).rejects.toThrow();
    },
  );

  it.skipIf(lanAddress === undefined)(
    "with host 0.0.0.0 answers the network address only once it is an allowed host",
    async () => {
      const open = await start({ port: 0, host: "0.0.0.0" });
      expect((await fetch(`http://${lanAddress}:${open.port}/v1/time`)).status).toBe(403);
      const named = await start({ port: 0, host: "0.0.0.0", config: { allowedHosts: [lanAddress!] } });
      expect((await fetch(`http://${lanAddress}:${named.port}/v1/time`)).status).toBe(200);
    },
  );

  it("answers a Host that is not a host name, or a path with a backslash, with problem+json, not an empty 400", async () => {
    const stub = await start({ port: 0 });
    const exchange = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(stub.port, "127.0.0.1", () => socket.end(text));
        const chunks: Buffer[] = [];
        socket.on("data", (c: Buffer) => chunks.push(c));
        socket.on("error", reject);
        socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
      });
    const cases: [string, RegExp][] = [
      ["GET /v1/time HTTP/1.1\r\nHost: exa mple\r\nConnection: close\r\n\r\n", /Host header/],
      ["GET /v1/time HTTP/1.1\r\nHost: localhost:99999\r\nConnection: close\r\n\r\n", /Host header/],
      ["GET /v1/time HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n", /Host header/],
      ["GET /v1/time HTTP/1.0\r\n\r\n", /Host header/],
      // HTTP/1.1 requires a Host; Node's own refusal of one without it was a bare 400 with an empty body.
      ["GET /v1/time HTTP/1.1\r\nConnection: close\r\n\r\n", /Host header/],
      ["GET /v1\\time HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n", /backslash/],
    ];
    for (const [request, detail] of cases) {
      const [head = "", body = ""] = (await exchange(request)).split("\r\n\r\n");
      expect(head, request).toMatch(/^HTTP\/1\.1 400 /);
      expect(head.toLowerCase(), request).toContain("content-type: application/problem+json");
      const problem = JSON.parse(body) as { code: string; status: number; detail: string };
      expect(problem, request).toMatchObject({ code: "malformed_request", status: 400 });
      expect(problem.detail, request).toMatch(detail);
    }
    expect((await fetch(`${stub.url}/v1/time`)).status).toBe(200);
  });

  it("turns the control API off with control: false", async () => {
    const stub = await start({ port: 0, control: false });
    await expect(stub.control.reset()).rejects.toThrow(/→ 404: .*route_not_found/);
    expect(await (await fetch(`${stub.url}/`)).text()).not.toContain("Sandbox wallet");
  });

  it("serves only the provider's surface with providerSurface: true: our public routes answer 404", async () => {
    const stub = await start({ port: 0, providerSurface: true });
    const headers = { "x-sdk-key": "pk_test_demo", "content-type": "application/json" };
    const created = await fetch(`${stub.url}/public/v1/sdk`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        source: "embed",
        project_id: "prj_demo_shop",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "provider-1",
      }),
    });
    expect(created.status).toBe(201);
    const { invoice_id } = (await created.json()) as { invoice_id: string };
    const read = await fetch(`${stub.url}/public/v1/sdk/invoices/${invoice_id}`, { headers });
    expect(read.status).toBe(404);
    expect(((await read.json()) as { code: string }).code).toBe("route_not_found");
    expect((await fetch(`${stub.url}/pay/${invoice_id}?embed=true`)).status).toBe(200);
    expect(stub.describe()).toContain("provider surface only");
  });

  it("builds payment_url from the URL it listens on, or the public URL given, never from the request's Host", async () => {
    const stub = await start({ port: 0, config: { allowedHosts: ["alias.test"] } });
    const viaAlias = async (): Promise<string> => {
      const res = await fetch(`http://127.0.0.1:${stub.port}/public/v1/sdk`, {
        method: "POST",
        headers: {
          host: "alias.test",
          "x-sdk-key": "pk_test_demo",
          origin: "http://localhost:4010",
          "content-type": "application/json",
        },
        body: JSON.stringify({
          source: "embed",
          project_id: "prj_demo_shop",
          amount: "25.00",
          currency: "EUR",
          external_order_id: `pu-${Math.random()}`,
        }),
      });
      return ((await res.json()) as { payment_url: string }).payment_url;
    };
    expect(await viaAlias()).toMatch(new RegExp(`^http://localhost:${stub.port}/pay/inv_`));
    const pinned = await start({
      port: 0,
      config: { allowedHosts: ["alias.test"], publicUrl: "https://pay.shop.test/" },
    });
    const res = await fetch(`http://127.0.0.1:${pinned.port}/public/v1/sdk`, {
      method: "POST",
      headers: {
        host: "alias.test",
        "x-sdk-key": "pk_test_demo",
        origin: "http://localhost:4010",
        "content-type": "application/json",
      },
      body: JSON.stringify({
        source: "embed",
        project_id: "prj_demo_shop",
        amount: "25.00",
        currency: "EUR",
        external_order_id: "pu-pinned",
      }),
    });
    expect(((await res.json()) as { payment_url: string }).payment_url).toMatch(
      /^https:\/\/pay\.shop\.test\/pay\/inv_/,
    );
  });

  it("warns, naming the control API and how to turn it off, when it listens beyond loopback", () => {
    expect(exposureWarning(undefined, true)).toBeNull();
    expect(exposureWarning("127.0.0.1", true)).toBeNull();
    expect(exposureWarning("::1", true)).toBeNull();
    expect(exposureWarning("0.0.0.0", true)).toMatch(/control API \(\/__stub\/\*.*\) is reachable .*--no-control/);
    expect(exposureWarning("::", false)).toMatch(/control API is off/);
  });
});

describe("crypto-checkout-stub", () => {
  it("prints the exposure warning on stderr with --host 0.0.0.0, and none on loopback", async () => {
    const open = await cliUntilUrl(["--port", "0", "--host", "0.0.0.0", "--quiet"]);
    expect(open.stderr).toMatch(/Warning: the stub listens on 0\.0\.0\.0.*--no-control/);
    const local = await cliUntilUrl(["--port", "0", "--quiet"]);
    expect(local.stderr).toBe("");
  });

  it("serves no control API with --no-control", async () => {
    const run = await cliUntilUrl(["--port", "0", "--no-control"]);
    expect(run.stdout).toContain("control API off");
  });

  it("serves only the provider's surface with --provider-surface, and says so", async () => {
    const run = await cliUntilUrl(["--port", "0", "--provider-surface"]);
    expect(run.stdout).toContain("provider surface only");
  });

  it("ends with one line and exit 1 on a port in use", async () => {
    const first = await start({ port: 0 });
    const run = runCli(["--port", String(first.port)]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `crypto-checkout-stub: Cannot start the stub: port ${first.port} is already in use (choose another with --port, or --port 0 for a free one).`,
    );
  });

  it("ends with one line naming the file and the failing path on a bad fixture", () => {
    const file = join(mkdtempSync(join(tmpdir(), "stub-cli-")), "shop.json");
    writeFileSync(file, JSON.stringify({ ...seedFixture(), projects: [{ id: "nope" }] }));
    const run = runCli(["--port", "0", "--fixture", file]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/shop\.json: Invalid fixture: projects\[0\]\.id/);
  });

  // Two runs of the CLI, each a Node start with tsx: on a loaded machine longer than one test's usual 20 s.
  it(
    "takes the number of trusted proxies with --trust-proxy, and refuses anything else with one line",
    { timeout: 60_000 },
    () => {
      for (const bad of ["yes", "11"]) {
        const run = runCli(["--port", "0", "--trust-proxy", bad]);
        expect(run.status, bad).toBe(1);
        expect(run.stderr.trim(), bad).toBe(
          `crypto-checkout-stub: STUB_TRUST_PROXY (--trust-proxy) must be the number of proxies in front of the stub, 0 to 10, not "${bad}".`,
        );
      }
    },
  );

  it("refuses a bad port", () => {
    expect(runCli(["--port", "http"]).stderr.trim()).toBe(
      'crypto-checkout-stub: --port must be a number from 0 to 65535, not "http".',
    );
  });

  it("refuses an unknown flag", () => {
    const unknown = runCli(["--prot", "1"]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^crypto-checkout-stub: .*--prot.*\(see --help\)\n$/);
  });

  it("explains itself with --help", () => {
    const help = runCli(["--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(
      /--port <n>[\s\S]*--host <address>[\s\S]*loopback[\s\S]*--allow-host[\s\S]*--no-control[\s\S]*--fixture <file>[\s\S]*--quiet/,
    );
    // --trust-proxy's text says which X-Forwarded-For entry is read (the same run: each costs a Node start).
    expect(help.stdout).toMatch(/--trust-proxy <hops>[\s\S]*from the right/);
  });
});
