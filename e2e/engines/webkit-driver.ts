/**
 * WebKit: WebKitGTK's MiniBrowser driven by Debian's WebKitWebDriver over classic W3C WebDriver, under a virtual X
 * display (`xvfb-run`), since Playwright's own WebKit cannot be had here. The few WebDriver commands the suite needs
 * are plain HTTP calls.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { describeQuery, findShownExpression, waitUntil, type DeepQuery, type EngineDriver } from "./engine-driver.ts";

/** What WebDriver answers an element as: the element reference's fixed key (W3C WebDriver, "web element identifier"). */
const ELEMENT_KEY = "element-6066-11e4-a52e-4f735466cecf";
const ESCAPE_KEY = "\uE00C";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One WebDriver session: a command is a method, a path under the session and a JSON body. */
class WebDriverSession {
  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(
    base: string,
    capabilities: Record<string, unknown>,
  ): Promise<{ session: WebDriverSession; capabilities: Record<string, unknown> }> {
    const value = await webDriverCommand<{ sessionId: string; capabilities: Record<string, unknown> }>(
      `${base}/session`,
      "POST",
      {
        capabilities: { alwaysMatch: capabilities },
      },
    );
    return { session: new WebDriverSession(base, value.sessionId), capabilities: value.capabilities };
  }

  command<T>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T> {
    return webDriverCommand<T>(`${this.base}/session/${this.id}${path}`, method, body);
  }

  /** Runs `expression` in the page and returns its value (an element comes back as a reference). */
  execute<T>(expression: string): Promise<T> {
    return this.command<T>("POST", "/execute/sync", { script: `return ${expression};`, args: [] });
  }
}

async function webDriverCommand<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok)
    throw new Error(
      `WebDriver ${method} ${new URL(url).pathname}: ${answer.value.error ?? response.status} ${answer.value.message ?? ""}`,
    );
  return answer.value;
}

export class WebKitDriver implements EngineDriver {
  private constructor(
    readonly description: string,
    private readonly driverProcess: ChildProcess,
    private readonly session: WebDriverSession,
  ) {}

  static async launch(viewport: { width: number; height: number }): Promise<WebKitDriver> {
    const port = await freePort();
    // Its own process group, so closing ends xvfb-run, the X server, the driver and the browser together.
    const driverProcess = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], {
      detached: true,
      stdio: "ignore",
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitUntil("WebKitWebDriver to answer", async () => {
        try {
          return (await webDriverCommand<{ ready: boolean }>(`${base}/status`, "GET")).ready === true;
        } catch {
          return false;
        }
      });
      const { session, capabilities } = await WebDriverSession.create(base, {});
      await session.command("POST", "/window/rect", viewport);
      const version = typeof capabilities.browserVersion === "string" ? capabilities.browserVersion : "?";
      return new WebKitDriver(`WebKit (WebKitGTK ${version}, MiniBrowser)`, driverProcess, session);
    } catch (error) {
      killGroup(driverProcess);
      throw error;
    }
  }

  async open(url: string): Promise<void> {
    await this.session.command("POST", "/url", { url });
  }

  async isShown(query: DeepQuery): Promise<boolean> {
    return this.session.execute<boolean>(`${findShownExpression(query)} !== null`);
  }

  async click(query: DeepQuery): Promise<void> {
    const element = await this.session.execute<Record<string, string> | null>(findShownExpression(query));
    const id = element?.[ELEMENT_KEY];
    if (id === undefined) throw new Error(`Nothing to click: ${describeQuery(query)}`);
    await this.session.command("POST", `/element/${id}/click`, {});
  }

  async fill(query: DeepQuery, text: string): Promise<void> {
    const element = await this.session.execute<Record<string, string> | null>(findShownExpression(query));
    const id = element?.[ELEMENT_KEY];
    if (id === undefined) throw new Error(`Nothing to fill: ${describeQuery(query)}`);
    // W3C WebDriver's Element Clear, then Element Send Keys: the field's own input events, as typing makes them.
    await this.session.command("POST", `/element/${id}/clear`, {});
    await this.session.command("POST", `/element/${id}/value`, { text });
  }

  async pressEscape(): Promise<void> {
    await this.session.command("POST", "/actions", {
      actions: [
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: ESCAPE_KEY },
            { type: "keyUp", value: ESCAPE_KEY },
          ],
        },
      ],
    });
  }

  async withinFrame<T>(frame: DeepQuery, body: () => Promise<T>): Promise<T> {
    const element = await this.session.execute<Record<string, string> | null>(findShownExpression(frame));
    if (element === null) throw new Error(`No frame to enter: ${describeQuery(frame)}`);
    // W3C WebDriver's Switch To Frame: commands then run in that frame's page until Switch To Parent Frame.
    await this.session.command("POST", "/frame", { id: element });
    try {
      return await body();
    } finally {
      await this.session.command("POST", "/frame/parent", {});
    }
  }

  async evaluate<T>(expression: string): Promise<T> {
    return this.session.execute<T>(expression);
  }

  async screenshot(path: string): Promise<void> {
    const png = await this.session.command<string>("GET", "/screenshot");
    await writeFile(path, Buffer.from(png, "base64"));
  }

  async close(): Promise<void> {
    try {
      await this.session.command("DELETE", "");
    } finally {
      killGroup(this.driverProcess);
    }
  }
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}
