import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { qrcodeCoreToEsm } from "./qrcode-core-esm.ts";

const core = join(dirname(createRequire(import.meta.url).resolve("qrcode/lib/core/qrcode.js")));
const read = (f: string) => readFileSync(join(core, f), "utf8");
const exportsDefault = (request: string) => /^module\.exports = /m.test(read(`${request.replace(/\.js$/, "")}.js`));

describe("qrcode core to ES modules", () => {
  it("converts every module the encoder uses, leaving no CommonJS behind", () => {
    for (const f of readdirSync(core).filter((n) => n.endsWith(".js") && !["segments.js", "mode.js", "regex.js"].includes(n))) {
      const out = qrcodeCoreToEsm(read(f), f, { exportsDefault });
      expect(out).not.toMatch(/\brequire\(|\bmodule\.exports\b/);
    }
  });

  it("turns exports into declarations and their uses into plain names", () => {
    const out = qrcodeCoreToEsm(
      "const Utils = require('./utils')\nconst BitBuffer = require('./bit-buffer')\nconst getSymbolSize = require('./utils').getSymbolSize\nexports.L = { bit: 1 }\nexports.from = function from (v) {\n  return exports.L\n}\n",
      "x.js",
      { exportsDefault },
    );
    expect(out).toBe(
      'import * as Utils from "./utils.js"\nimport BitBuffer from "./bit-buffer.js"\nimport { getSymbolSize } from "./utils.js"\nexport const L = { bit: 1 }\nexport function from (v) {\n  return L\n}\n',
    );
  });

  it("refuses what it does not know how to convert", () => {
    expect(() => qrcodeCoreToEsm("const { a } = require('./a')\n", "y.js", { exportsDefault })).toThrow(/CommonJS left/);
    expect(() => qrcodeCoreToEsm("function from () {}\nexports.from = function from () {}\n", "z.js", { exportsDefault })).toThrow(/clashes/);
  });
});
