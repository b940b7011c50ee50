/** Design tokens of the widget: `--checkout-*` custom properties with light and dark fallbacks. */
import { css } from "lit";

/**
 * Applied on every public element's :host. Internal `--cc-*` variables read the public
 * `--checkout-*` ones, so a page themes the whole tree (atoms included) from the outside.
 * Each default colour is one `light-dark(light, dark)` pair, resolved by the host's `color-scheme`, which the
 * `theme` attribute sets: `light`, `dark`, or (`auto`, and any other value) the shopper's system preference. The
 * colour-scheme is inherited, so the atoms' shadow trees resolve the same pair.
 */
export const themeStyles = css`
  :host {
    --cc-surface: var(--checkout-surface, light-dark(#fff, #16181d));
    --cc-surface-2: var(--checkout-surface-muted, light-dark(#f4f5f7, #22252c));
    --cc-text: var(--checkout-text, light-dark(#15171a, #f2f3f5));
    --cc-muted: var(--checkout-text-muted, light-dark(#555b66, #a9afba));
    --cc-border: var(--checkout-border, light-dark(#dcdfe4, #363a44));
    --cc-accent: var(--checkout-accent, light-dark(#3b45c4, #8e97ff));
    --cc-on-accent: var(--checkout-on-accent, light-dark(#fff, #0d0f2b));
    --cc-success: var(--checkout-success, light-dark(#127a3f, #5ad08a));
    --cc-warning: var(--checkout-warning, light-dark(#8a4b00, #ffc46b));
    --cc-warning-bg: var(--checkout-warning-surface, light-dark(#fff4e0, #3a2a10));
    --cc-danger: var(--checkout-danger, light-dark(#b3261e, #ff8a80));
    --cc-radius: var(--checkout-radius, 14px);
    --cc-radius-2: calc(var(--cc-radius) - 4px);
    --cc-mono: ui-monospace, Menlo, Consolas, monospace;
    color-scheme: light dark;
    font-family: var(--checkout-font, system-ui, sans-serif);
  }
  :host([theme="light"]) {
    color-scheme: light;
  }
  :host([theme="dark"]) {
    color-scheme: dark;
  }
`;

/** Buttons, focus rings and the screen-reader-only class, shared by atoms and views so every control behaves the same. */
export const controlStyles = css`
  button,
  .button {
    font: inherit;
    font-weight: 600;
    border-radius: var(--cc-radius-2);
    border: 1px solid var(--cc-border);
    background: var(--cc-surface);
    color: var(--cc-text);
    padding: 0.6rem 1rem;
    min-height: 44px;
    cursor: pointer;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    box-sizing: border-box;
  }
  .primary {
    background: var(--cc-accent);
    border-color: var(--cc-accent);
    color: var(--cc-on-accent);
  }
  button:hover,
  .button:hover {
    filter: brightness(0.96);
  }
  :focus-visible {
    outline: 3px solid var(--cc-accent);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
