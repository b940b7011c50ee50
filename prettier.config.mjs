// Prettier: the one layout of the code, configuration and docs (`npm run format` applies it, `npm run format:check` checks it).
/** @type {import("prettier").Config} */
export default {
  // The width the code was already written to: most lines that were not translations stayed within it.
  printWidth: 120,
  // Lit's html`` and css`` templates stay as written: re-indenting a template changes the text nodes a customer's
  // screen reader hears and what the entry ships, and a template is reviewed as markup, not as code.
  embeddedLanguageFormatting: "off",
  overrides: [
    {
      // Code quoted in the docs is formatted as the file it quotes is, so a quoted spec stays equal to its source
      // (scripts/docs.test.ts compares them).
      files: "*.md",
      options: { embeddedLanguageFormatting: "auto" },
    },
  ],
};
