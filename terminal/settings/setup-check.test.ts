import { describe, expect, it } from "vitest";
import { setupChecker } from "./setup-check.ts";

const settings = { apiBase: "https://pay.example", sdkKey: "pk_test_demo", projectId: "prj_demo_terminal" };
const origin = "https://terminal.example";

function problem(status: number, code: string): Response {
  return new Response(JSON.stringify({ type: "about:blank", title: code, status, code, detail: code }), {
    status,
    headers: { "content-type": "application/problem+json" },
  });
}

function checker(answer: () => Response | Promise<Response>, online = true) {
  const asked: string[] = [];
  const check = setupChecker({
    online: () => online,
    origin,
    fetch: (input) => (asked.push(input instanceof Request ? input.url : input.toString()), Promise.resolve(answer())),
  });
  return { check, asked };
}

describe("setup check", () => {
  it("asks the project route for source=terminal with the key, and passes on 200", async () => {
    const { check, asked } = checker(() =>
      Response.json({ project_id: "prj_demo_terminal", source: "terminal", environment: "sandbox" }),
    );
    expect(await check(settings)).toEqual({ kind: "passed" });
    expect(asked).toEqual(["https://pay.example/public/v1/sdk/projects/prj_demo_terminal?source=terminal"]);
  });

  it("names the setting to fix for the codes a create would meet", async () => {
    const cases = [
      ["widget_key_not_found", 401, "sdkKey", "problem_widget_key"],
      ["project_not_found", 404, "projectId", "problem_project_not_found"],
      ["terminal_not_enabled", 403, "projectId", "problem_terminal_not_enabled"],
      ["origin_not_allowed", 401, "apiBase", "problem_origin_not_allowed"],
    ] as const;
    for (const [code, status, field, key] of cases) {
      expect(await checker(() => problem(status, code)).check(settings), code).toEqual({
        kind: "refused",
        field,
        error: { key, params: { origin } },
      });
    }
  });

  it("saves unchecked when offline (without asking), unreachable, without the route, or busy", async () => {
    const offline = checker(() => problem(500, "internal_error"), false);
    expect(await offline.check(settings)).toEqual({ kind: "unchecked", reason: "offline" });
    expect(offline.asked).toEqual([]);
    expect(await checker(() => Promise.reject(new TypeError("Failed to fetch"))).check(settings)).toEqual({
      kind: "unchecked",
      reason: "unreachable",
    });
    expect(await checker(() => problem(404, "route_not_found")).check(settings)).toEqual({
      kind: "unchecked",
      reason: "unsupported",
    });
    expect(await checker(() => new Response("Not Found", { status: 404 })).check(settings)).toEqual({
      kind: "unchecked",
      reason: "unsupported",
    });
    expect(await checker(() => problem(503, "service_unavailable")).check(settings)).toEqual({
      kind: "unchecked",
      reason: "unavailable",
    });
  });
});
