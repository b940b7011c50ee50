import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { collapseMarkup, minifyLitTemplates } from "./lit-template-minifier.ts";

describe("lit template minifier", () => {
  it("minifies css literals and keeps every later line where it was", () => {
    const src =
      "export const s = css`\n  :host {\n    display: block;\n    color: #ffffff;\n  }\n`;\nexport const after = 1;\n";
    const out = minifyLitTemplates(src, "x.styles.ts") ?? "";
    expect(out).toContain("css`:host{color:#fff;display:block}`");
    expect(out.split("\n").indexOf("export const after = 1;")).toBe(src.split("\n").indexOf("export const after = 1;"));
  });

  it("collapses markup indentation to one space, keeping expressions and nested templates", () => {
    const src = "const t = html`\n  <p>\n    ${a ? html`<b>\n  x</b>` : nothing}\n  </p>\n`;";
    const out = minifyLitTemplates(src, "v.ts") ?? "";
    expect(out.replace(/\n/g, "")).toBe("const t = html` <p> ${a ? html`<b> x</b>` : nothing} </p> `;");
  });

  it("leaves an interpolated css literal and untagged templates alone", () => {
    expect(minifyLitTemplates("const a = css`:host { x: ${y}; }`; const b = `a\n   b`;", "a.ts")).toBeNull();
  });

  it("keeps the single spaces between words", () => {
    expect(collapseMarkup("<span>${a}\n      ${b}</span>")).toBe("<span>${a} ${b}</span>");
  });

  it("fails the build on CSS it cannot parse", () => {
    expect(() => minifyLitTemplates("const s = css`:host(( { color: red }`;", "bad.ts")).toThrow();
  });
});

describe("the apps' templates", () => {
  it("hold no text whose spacing shows (pre, white-space: pre), which collapsing its indentation would change", () => {
    const sources = ["widget", "terminal"].flatMap((app) =>
      readdirSync(app, { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
        .map((f) => join(app, f)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const spaced = sources.filter((f) => /<pre[\s>]|white-space:\s*pre/.test(readFileSync(f, "utf8")));
    expect(spaced).toEqual([]);
  });
});
