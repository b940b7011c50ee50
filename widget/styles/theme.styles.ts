/** Design tokens of the widget: `--checkout-*` custom properties with light and dark fallbacks. */
import { css } from "lit";

/**
 * Applied on every public element's :host. Internal `--cc-*` variables read the public
 * `--checkout-*` ones, so a page themes the whole tree (atoms included) from the outside.
 */
export const themeStyles = css`
  :host {
    --cc-surface: var(--checkout-surface, #ffffff);
    --cc-surface-2: var(--checkout-surface-muted, #f4f5f7);
    --cc-text: var(--checkout-text, #15171a);
    --cc-muted: var(--checkout-text-muted, #555b66);
    --cc-border: var(--checkout-border, #dcdfe4);
    --cc-accent: var(--checkout-accent, #3b45c4);
    --cc-on-accent: var(--checkout-on-accent, #ffffff);
    --cc-success: var(--checkout-success, #127a3f);
    --cc-warning: var(--checkout-warning, #8a4b00);
    --cc-warning-bg: var(--checkout-warning-surface, #fff4e0);
    --cc-danger: var(--checkout-danger, #b3261e);
    --cc-radius: var(--checkout-radius, 14px);
    --cc-font: var(--checkout-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif);
    --cc-mono: var(--checkout-font-mono, ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace);
    --cc-focus: var(--checkout-focus-ring, #3b45c4);
    color-scheme: light;
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
    --cc-focus: var(--checkout-focus-ring, #8e97ff);
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
      --cc-focus: var(--checkout-focus-ring, #8e97ff);
      color-scheme: dark;
    }
  }
`;

/** Buttons and focus rings shared by atoms and views, so every control looks and behaves the same. */
export const controlStyles = css`
  button,
  a.button {
    font: inherit;
    font-weight: 600;
    border-radius: calc(var(--cc-radius) - 4px);
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
  button.primary,
  a.button.primary {
    background: var(--cc-accent);
    border-color: var(--cc-accent);
    color: var(--cc-on-accent);
  }
  button:hover,
  a.button:hover {
    filter: brightness(0.96);
  }
  button:focus-visible,
  a:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid var(--cc-focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;
