/**
 * Build step for the widget bundle: rewrites a module of `qrcode/lib/core` from CommonJS to ES module syntax, so the
 * bundler can drop its unused exports and the minifier can shorten its names (as CommonJS, `exports.getSymbolSize`
 * and the interop wrapper ship verbatim). Only the forms that package uses are handled; anything else left over is
 * an error, so an upgrade of `qrcode` fails the build instead of shipping a half-converted module.
 */

export interface CoreModuleInfo {
  /** Whether the required module (by its relative path, e.g. "./bit-buffer") ends with `module.exports = X`. */
  exportsDefault(request: string): boolean;
}

const ident = String.raw`[A-Za-z_$][\w$]*`;

export function qrcodeCoreToEsm(code: string, fileName: string, info: CoreModuleInfo): string {
  const exported = new Set<string>();
  const spec = (request: string) => `"${request}${request.endsWith(".js") ? "" : ".js"}"`;
  let out = code
    // const getSymbolSize = require('./utils').getSymbolSize
    .replace(new RegExp(String.raw`^const (${ident}) = require\('(\.[^']+)'\)\.(${ident})$`, "gm"), (_m, local: string, request: string, name: string) =>
      name === local ? `import { ${name} } from ${spec(request)}` : `import { ${name} as ${local} } from ${spec(request)}`,
    )
    // const Utils = require('./utils')
    .replace(new RegExp(String.raw`^const (${ident}) = require\('(\.[^']+)'\)$`, "gm"), (_m, local: string, request: string) =>
      info.exportsDefault(request) ? `import ${local} from ${spec(request)}` : `import * as ${local} from ${spec(request)}`,
    )
    // exports.getSymbolSize = function getSymbolSize (version) {   /   exports.getBCHDigit = function (data) {
    .replace(new RegExp(String.raw`^exports\.(${ident}) = function(?: ${ident})? ?\(`, "gm"), (_m, name: string) => {
      exported.add(name);
      return `export function ${name} (`;
    })
    // exports.L = { bit: 1 }
    .replace(new RegExp(String.raw`^exports\.(${ident}) = `, "gm"), (_m, name: string) => {
      exported.add(name);
      return `export const ${name} = `;
    })
    .replace(new RegExp(String.raw`^module\.exports = (${ident})$`, "gm"), "export default $1");
  // Inside the module its own exports are plain bindings now.
  out = out.replace(new RegExp(String.raw`\bexports\.(${ident})`, "g"), (whole, name: string) => (exported.has(name) ? name : whole));
  for (const name of exported) {
    if (new RegExp(String.raw`^(?:function|const|let|var) ${name}\b`, "m").test(out)) {
      throw new Error(`${fileName}: the export ${name} clashes with a module-level name`);
    }
  }
  const left = /\brequire\(|\bexports\b|\bmodule\.exports\b/.exec(out);
  if (left) throw new Error(`${fileName}: CommonJS left after conversion near "${out.slice(left.index, left.index + 40)}"`);
  return out;
}
