// `npm run api:report` (node --import tsx scripts/api-report.ts): writes etc/client.api.md, every name crypto-checkout-kit/client exports with its type, read
// by the TypeScript compiler from shared/index.ts. shared/public-surface.test.ts fails when the file is out of date,
// so a change to the package's surface shows in review as a change to that file.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ENTRY = fileURLToPath(new URL("../shared/index.ts", import.meta.url));
export const REPORT_PATH = fileURLToPath(new URL("../etc/client.api.md", import.meta.url));

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

/** public/private/readonly… of a member, from its declaration. */
function modifierFlags(member: ts.Symbol): ts.ModifierFlags {
  const declaration = member.valueDeclaration ?? member.declarations?.[0];
  return declaration === undefined ? ts.ModifierFlags.None : ts.getCombinedModifierFlags(declaration);
}

/** A member's name as source spells it: a well-known symbol's internal name carries a per-run number. */
const memberName = (name: string): string => name.replace(/^__@(\w+)@\d+$/, "[Symbol.$1]");

/** The type parameters of a class or interface, as `<T>`, or "". */
function typeParameters(checker: ts.TypeChecker, declared: ts.Type, location: ts.Node): string {
  const params = (declared as ts.InterfaceType).typeParameters ?? [];
  return params.length === 0 ? "" : `<${params.map((p) => checker.typeToString(p, location, FORMAT)).join(", ")}>`;
}

/**
 * The members a user of a class or interface sees, one per line: public, not #private, and declared by `owner`
 * itself (what a class inherits from Error or a Node type belongs to their reports, not this one).
 */
function members(checker: ts.TypeChecker, type: ts.Type, location: ts.Node, owner?: ts.Symbol): string[] {
  return checker
    .getPropertiesOfType(type)
    .filter((p) => !p.name.startsWith("__#") && !p.name.startsWith("#"))
    .filter(
      (p) =>
        owner === undefined ||
        (p.declarations ?? []).some((d) => (owner.declarations ?? []).includes(d.parent as ts.Declaration)),
    )
    .filter((p) => !(modifierFlags(p) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)))
    .map((p) => {
      const optional = p.flags & ts.SymbolFlags.Optional ? "?" : "";
      const readonly = modifierFlags(p) & ts.ModifierFlags.Readonly ? "readonly " : "";
      return `  ${readonly}${memberName(p.name)}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, location), location, FORMAT)};`;
    });
}

/** One entry per exported name: `kind name: type`, classes and interfaces with their members. */
interface Entry {
  /** True for what the entry exports at run time; false for what it exports as a type only. */
  value: boolean;
  text: string;
}

function describe(checker: ts.TypeChecker, exported: ts.Symbol, location: ts.Node): Entry {
  const entry = describeSymbol(checker, exported, location);
  // `export type { SomeClass }`: the class is no value of the entry, only a type a merchant may name.
  const typeOnly = (exported.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d));
  return typeOnly && entry.value ? { value: false, text: `/* exported as a type only */ ${entry.text}` } : entry;
}

function describeSymbol(checker: ts.TypeChecker, exported: ts.Symbol, location: ts.Node): Entry {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.name;
  if (symbol.flags & ts.SymbolFlags.Class) {
    const statics = checker.getTypeOfSymbolAtLocation(symbol, location);
    const constructors = statics
      .getConstructSignatures()
      .map(
        (s) =>
          `  constructor(${s.parameters.map((p) => `${p.name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, location), location, FORMAT)}`).join(", ")});`,
      );
    const staticMembers = members(checker, statics, location, symbol).map((line) => line.replace(/^ {2}/, "  static "));
    const declared = checker.getDeclaredTypeOfSymbol(symbol);
    const bases = checker
      .getBaseTypes(declared as ts.InterfaceType)
      .map((base) => ` extends ${checker.typeToString(base, location, FORMAT)}`)
      .join("");
    const head = `class ${name}${typeParameters(checker, declared, location)}${bases} {`;
    return {
      value: true,
      text: [head, ...staticMembers, ...constructors, ...members(checker, declared, location, symbol), "}"].join("\n"),
    };
  }
  if (symbol.flags & ts.SymbolFlags.Function) {
    return {
      value: true,
      text: `function ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), location, FORMAT)};`,
    };
  }
  if (symbol.flags & ts.SymbolFlags.Variable) {
    return {
      value: true,
      text: `const ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, location), location, FORMAT)};`,
    };
  }
  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  if (symbol.flags & ts.SymbolFlags.Interface) {
    return {
      value: false,
      text: [
        `interface ${name}${typeParameters(checker, declared, location)} {`,
        ...members(checker, declared, location),
        "}",
      ].join("\n"),
    };
  }
  return {
    value: false,
    text: `type ${name} = ${checker.typeToString(declared, location, FORMAT | ts.TypeFormatFlags.InTypeAlias)};`,
  };
}

/** The report's text: the values, then the types, each sorted by name. */
export function clientApiReport(): string {
  const configFile = ts.readConfigFile(`${ROOT}tsconfig.json`, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const program = ts.createProgram([ENTRY], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(ENTRY);
  const entrySymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (source === undefined || entrySymbol === undefined)
    throw new Error(`${ENTRY} is not a module the compiler can read`);
  const entries = checker
    .getExportsOfModule(entrySymbol)
    .map((exported) => describe(checker, exported, source))
    .sort((a, b) => (a.text < b.text ? -1 : 1));
  const values = entries.filter((e) => e.value);
  const types = entries.filter((e) => !e.value);
  // Names the entry exports need no module path; those left with one are types the surface uses but does not export.
  // zod's types are written as the code writes them (`import * as z from "zod/mini"`).
  const readable = (text: string): string =>
    text
      .replaceAll('import("./index.ts").', "")
      .replaceAll('import("zod/mini").', "z.")
      .replaceAll('import("zod/v4/core").', "z.core.");
  const block = (list: Entry[]): string => ["```ts", ...list.map((e) => readable(e.text)), "```"].join("\n");
  return [
    "# crypto-checkout-kit/client",
    "",
    "Every name the package entry `crypto-checkout-kit/client` (shared/index.ts) exports, with its type as the TypeScript",
    "compiler reads it. Generated by `npm run api:report`; do not edit by hand. A change here is a change to what",
    "merchants import.",
    "",
    `## Values (${values.length})`,
    "",
    block(values),
    "",
    `## Types (${types.length})`,
    "",
    block(types),
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(REPORT_PATH, clientApiReport());
  console.log(`wrote ${REPORT_PATH}`);
}
