// Keeps README and docs/ true: the two set-up commands, the Playwright example quoted from the spec that runs, and
// every relative link (file and #heading) alive, in the pages and in the code's comments that cite them.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../", import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), "utf8");

/** The pages a reader follows: README, every page in docs/ and the stub's own reference. */
const pages = [
  "README.md",
  "server-stub/README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** A page's text without its fenced code blocks, where `](` is code, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ""] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a page (`[text](target)`), outside code, without web addresses and mail links. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = prose(markdown).replace(/`[^`\n]*`/g, "");
  const targets = [...withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? "");
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link from `page` does not resolve, or undefined when it does. */
function brokenLink(page: string, target: string): string | undefined {
  const [pathPart = "", anchor] = target.split("#", 2);
  const file = pathPart === "" ? join(root, page) : resolve(dirname(join(root, page)), decodeURIComponent(pathPart));
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === undefined || anchor === "") return undefined;
  if (statSync(file).isDirectory() || !file.endsWith(".md"))
    return `${target}: #${anchor} on a file that is not a page`;
  return headingAnchors(readFileSync(file, "utf8")).has(decodeURIComponent(anchor))
    ? undefined
    : `${target}: no heading #${anchor} in ${relative(root, file)}`;
}

describe("README", () => {
  it("opens with exactly the two set-up commands", () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(read("README.md"))?.[1] ?? "";
    const commands = firstBlock
      .split("\n")
      .filter(Boolean)
      .map((l) => l.replace(/\s+#.*$/, "").trim());
    expect(commands).toEqual(["npm ci && npm start", "npm test"]);
  });

  it("sketches the Playwright kit only with statements of the spec that runs", () => {
    const sketch = /```ts\n([\s\S]*?)```/.exec(read("README.md"))?.[1] ?? "";
    const statements = sketch
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.startsWith("await "));
    expect(statements.length).toBeGreaterThan(2);
    const spec = read("e2e/merchant-example.spec.ts");
    expect(statements.filter((statement) => !spec.includes(statement))).toEqual([]);
  });

  it("fits on two screens (at most 150 lines)", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(150);
  });
});

describe("docs/stub.md", () => {
  it("quotes e2e/merchant-example.spec.ts from its first import to the end", () => {
    const section = read("docs/stub.md").split("## Testing your checkout with Playwright")[1] ?? "";
    const quoted = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    const spec = read("e2e/merchant-example.spec.ts");
    expect(quoted).toBe(spec.slice(spec.indexOf("import ")));
  });
});

describe("links in README and docs/", () => {
  it.each(pages)("%s: every relative link names a file, and a heading that exists", (page) => {
    const broken = relativeLinks(read(page))
      .map((target) => brokenLink(page, target))
      .filter((reason) => reason !== undefined);
    expect(broken).toEqual([]);
  });

  it("reads GitHub's anchors and only relative links", () => {
    const anchors = headingAnchors(
      "# Title\n## Firefox and Safari's engines\n## Events\n## Events\n```\n## not a heading\n```\n",
    );
    expect([...anchors]).toEqual(["title", "firefox-and-safaris-engines", "events", "events-1"]);
    expect(
      relativeLinks("[a](docs/a.md#x) [b](https://example.com) [c](#events) `[d](e.md)`\n```\n[f](g.md)\n```\n"),
    ).toEqual(["docs/a.md#x", "#events"]);
  });
});

/** The code a reader of the repository reads: every TypeScript and script file, bar dependencies, builds and this
 * file (whose examples are not citations). */
const sourceFiles = (function walk(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return ["node_modules", "dist", "test-results", "playwright-report"].includes(entry.name) ||
        entry.name.startsWith(".")
        ? []
        : walk(path);
    return /\.(ts|mts|mjs|js)$/.test(entry.name) ? [path] : [];
  });
})("").filter((file) => file !== "scripts/docs.test.ts");

describe("citations of the documentation in the code", () => {
  it("name a page of this repository and, with #, a heading of it", () => {
    const broken = sourceFiles.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/[\w-]+\.md(?:#[\w-]+)?/g)]
        .map((m) => brokenLink("README.md", m[0]))
        .filter((reason) => reason !== undefined)
        .map((reason) => `${file}: ${reason}`),
    );
    expect(broken).toEqual([]);
  });

  it("name by a bare file name only pages this repository holds", () => {
    // A bare `NAME.md` is read as a page of ours (at the top or in docs/); a note that is not in the repository
    // leaves its reader nowhere. Files of the provider's SDKs (their AGENTS.md) are named as theirs on the line.
    const missing = sourceFiles.flatMap((file) =>
      read(file)
        .split("\n")
        .flatMap((line, index) =>
          [...line.matchAll(/(?<![\w./-])([\w-]+\.md)\b/g)]
            .map((m) => m[1] ?? "")
            .filter((name) => !existsSync(join(root, name)) && !existsSync(join(root, "docs", name)))
            .filter(() => !/SDK/.test(line))
            .map((name) => `${file}:${index + 1}: ${name}`),
        ),
    );
    expect(missing).toEqual([]);
  });
});
