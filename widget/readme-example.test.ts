// Keeps README's "Testing your checkout with Playwright" example identical to the spec that runs in our suite.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const readme = readFileSync(new URL("README.md", root), "utf8");
const spec = readFileSync(new URL("e2e/merchant-example.spec.ts", root), "utf8");

describe("README", () => {
  it("quotes e2e/merchant-example.spec.ts from its first import to the end", () => {
    const section = readme.split("## Testing your checkout with Playwright")[1] ?? "";
    const quoted = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    const fromImport = spec.slice(spec.indexOf("import "));
    expect(quoted).toBe(fromImport);
  });

  it("opens with exactly the two set-up commands", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    const commands = firstBlock.split("\n").filter(Boolean).map((l) => l.replace(/\s+#.*$/, "").trim());
    expect(commands).toEqual(["npm ci && npm start", "npm test"]);
  });
});
