// custom-elements.json for the widget's elements, read from their JSDoc (@fires, @csspart, @cssprop, @slot).
export default {
  globs: ["widget/**/*.ts"],
  exclude: ["widget/**/*.test.ts", "widget/**/*.styles.ts", "widget/i18n/**"],
  outdir: "dist/widget",
  litelement: true,
};
