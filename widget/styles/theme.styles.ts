/** Design tokens of the widget: `--checkout-*` custom properties with light and dark fallbacks. */
import { css } from "lit";

/**
 * Applied on every public element's :host. Internal `--cc-*` variables read the public
 * `--checkout-*` ones, so a page themes the whole tree (atoms included) from the outside.
 * The dark block is written twice (the `theme="dark"` attribute, and `auto` on a dark system): gzip stores the
 * second copy as a reference to the first, and no other way to share it survives the build's CSS minifier.
 */
export const themeStyles = css`
  :host {
    --cc-surface: var(--checkout-surface, #fff);
    --cc-surface-2: var(--checkout-surface-muted, #f4f5f7);
    --cc-text: var(--checkout-text, #15171a);
    --cc-muted: var(--checkout-text-muted, #555b66);
    --cc-border: var(--checkout-border, #dcdfe4);
    --cc-accent: var(--checkout-accent, #3b45c4);
    --cc-on-accent: var(--checkout-on-accent, #fff);
    --cc-success: var(--checkout-success, #127a3f);
    --cc-warning: var(--checkout-warning, #8a4b00);
    --cc-warning-bg: var(--checkout-warning-surface, #fff4e0);
    --cc-danger: var(--checkout-danger, #b3261e);
    --cc-radius: var(--checkout-radius, 14px);
    --cc-radius-2: calc(var(--cc-radius) - 4px);
    --cc-mono: ui-monospace, Menlo, Consolas, monospace;
    color-scheme: light;
    font-family: var(--checkout-font, system-ui, sans-serif);
  }
  :host([theme="dark"]) {
    --cc-surface: var(--checkout-surface, #16181d);
    --cc-surface-2: var(--checkout-surface-muted, #22252c);
    --cc-text: var(--checkout-text, #f2f3f5);
    --cc-muted: var(--checkout-text-muted, #a9afba);
    --cc-border: var(--checkout-border, #363a44);
    --cc-accent: var(--checkout-accent, #8e97ff);
    --cc-on-accent: var(--checkout-on-accent, #0d0f2b);
    --cc-success: var(--checkout-success, #5ad08a);
    --cc-warning: var(--checkout-warning, #ffc46b);
    --cc-warning-bg: var(--checkout-warning-surface, #3a2a10);
    --cc-danger: var(--checkout-danger, #ff8a80);
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme="light"]):not([theme="dark"])) {
      --cc-surface: var(--checkout-surface, #16181d);
      --cc-surface-2: var(--checkout-surface-muted, #22252c);
      --cc-text: var(--checkout-text, #f2f3f5);
      --cc-muted: var(--checkout-text-muted, #a9afba);
      --cc-border: var(--checkout-border, #363a44);
      --cc-accent: var(--checkout-accent, #8e97ff);
      --cc-on-accent: var(--checkout-on-accent, #0d0f2b);
      --cc-success: var(--checkout-success, #5ad08a);
      --cc-warning: var(--checkout-warning, #ffc46b);
      --cc-warning-bg: var(--checkout-warning-surface, #3a2a10);
      --cc-danger: var(--checkout-danger, #ff8a80);
      color-scheme: dark;
    }
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
