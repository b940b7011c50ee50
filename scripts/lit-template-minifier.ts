/**
 * Build step for the widget bundle and the terminal: minifies the CSS of `css` literals and collapses the indentation of `html` and
 * `svg` literals, which no JS minifier touches (they are strings to it) and which shoppers and tablets download.
 */
import ts from "typescript";
import { transform } from "lightningcss";

export interface TemplateEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const TAGS = new Set(["css", "html", "svg"]);

/**
 * Markup keeps one space wherever it had a line break and indentation: browsers render any run of spaces the way they
 * render one, so the page looks the same (neither app has `pre` or `white-space: pre` text in its templates).
 */
export function collapseMarkup(raw: string): string {
  return raw.replace(/[ \t]*\n\s*/g, " ");
}

/** CSS text as lightningcss minifies it, escaped back into a template literal. Throws on CSS it cannot parse. */
export function minifyCss(raw: string, fileName: string): string {
  const { code } = transform({
    filename: fileName,
    code: new TextEncoder().encode(raw),
    minify: true,
    errorRecovery: false,
  });
  return new TextDecoder().decode(code).replace(/[\\`]|\$\{/g, (m) => `\\${m}`);
}

/**
 * The edits that minify every tagged `css`/`html`/`svg` literal of a module: each static part rewritten, and the line
 * breaks it lost put back after the literal (as JS whitespace the minifier drops), so every later line keeps its
 * number and the module's source map stays right without a new one. An interpolated `css` literal is left alone.
 */
export function litTemplateEdits(code: string, fileName: string): TemplateEdit[] {
  const sf = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const edits: TemplateEdit[] = [];
  const lines = (s: string) => s.split("\n").length - 1;
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && TAGS.has(node.tag.text)) {
      const tpl = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(tpl)
        ? [tpl]
        : [tpl.head, ...tpl.templateSpans.map((s) => s.literal)];
      const isCss = node.tag.text === "css";
      if (!(isCss && parts.length > 1)) {
        let lost = 0;
        for (const part of parts) {
          const start = part.getStart(sf) + 1; // after ` or }
          const end =
            part.end - (part.kind === ts.SyntaxKind.TemplateHead || part.kind === ts.SyntaxKind.TemplateMiddle ? 2 : 1);
          const raw = code.slice(start, end);
          const text = isCss ? minifyCss(raw, fileName) : collapseMarkup(raw);
          lost += lines(raw) - lines(text);
          if (text !== raw) edits.push({ start, end, text });
        }
        if (lost > 0) edits.push({ start: tpl.end, end: tpl.end, text: "\n".repeat(lost) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edits;
}

/** The module with the edits applied, or null when it has no literal to minify. */
export function minifyLitTemplates(code: string, fileName: string): string | null {
  const edits = litTemplateEdits(code, fileName);
  if (edits.length === 0) return null;
  let out = "";
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    out += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + code.slice(at);
}
