/** Design tokens and the base rules every terminal element shares: large type, 48 px+ targets, light and dark. */
import { css } from "lit";

/** Custom properties are set once on <pos-app> and inherit through every shadow root below it. */
export const themeTokens = css`
  :host {
    --pos-bg: #f6f7f9;
    --pos-surface: #ffffff;
    --pos-text: #14171c;
    --pos-muted: #4b5563;
    --pos-border: #c9ced6;
    --pos-accent: #0b5cad;
    --pos-accent-text: #ffffff;
    --pos-success: #11713a;
    --pos-success-bg: #e3f5ea;
    --pos-danger: #a61b1b;
    --pos-danger-bg: #fdecec;
    --pos-warn: #7a4a00;
    --pos-warn-bg: #fff4d6;
    /* The focus ring: 5:1 on the light page and on white (amber 500 was 2:1); dark keeps the bright amber. */
    --pos-focus: #b45309;
    --pos-radius: 14px;
    --pos-target: 56px;
    --pos-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color-scheme: light;
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --pos-bg: #0f1216;
      --pos-surface: #1a1f26;
      --pos-text: #f2f4f7;
      --pos-muted: #b4bcc8;
      --pos-border: #3a4350;
      --pos-accent: #5aa2f0;
      --pos-accent-text: #08111c;
      --pos-success: #5fd38d;
      --pos-success-bg: #11291b;
      --pos-danger: #ff8a8a;
      --pos-danger-bg: #3a1414;
      --pos-warn: #ffd27a;
      --pos-warn-bg: #3a2c0a;
      --pos-focus: #f59e0b;
      color-scheme: dark;
    }
  }
`;

export const baseStyles = css`
  :host {
    font-family: var(--pos-font);
    color: var(--pos-text);
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h1,
  h2,
  h3 {
    margin: 0 0 0.5rem;
    line-height: 1.2;
  }
  h1 {
    font-size: clamp(1.6rem, 3.2vw, 2.2rem);
  }
  h2 {
    font-size: clamp(1.3rem, 2.6vw, 1.7rem);
  }
  p {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
    line-height: 1.45;
  }
  button,
  .button {
    font: inherit;
    font-size: 1.15rem;
    font-weight: 600;
    min-height: var(--pos-target);
    min-width: var(--pos-target);
    padding: 0.6rem 1.2rem;
    border-radius: var(--pos-radius);
    border: 2px solid var(--pos-border);
    background: var(--pos-surface);
    color: var(--pos-text);
    cursor: pointer;
    touch-action: manipulation;
    text-decoration: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
  }
  button.primary,
  .button.primary {
    background: var(--pos-accent);
    border-color: var(--pos-accent);
    color: var(--pos-accent-text);
  }
  /* The row of filters and actions above a list or a report (history, report): wraps, aligned on the controls' base. */
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    align-items: end;
    margin-bottom: 1rem;
  }
  /* A chosen option (tip, paper) and the current screen in the navigation look alike: filled with the accent. */
  button[aria-pressed="true"],
  .button[aria-current="page"] {
    background: var(--pos-accent);
    border-color: var(--pos-accent);
    color: var(--pos-accent-text);
  }
  /* High-contrast modes replace the accent fill with the system's colours: the chosen option keeps the Highlight. */
  @media (forced-colors: active) {
    button[aria-pressed="true"],
    .button[aria-current="page"] {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
  }
  /* The transparent border is drawn in forced colours, where the tinted background is dropped. */
  .warn {
    background: var(--pos-warn-bg);
    color: var(--pos-warn);
    border: 2px solid transparent;
    border-radius: 10px;
    padding: 0.6rem 0.9rem;
    font-weight: 600;
  }
  button.danger {
    border-color: var(--pos-danger);
    color: var(--pos-danger);
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible,
  .button:focus-visible,
  a:focus-visible {
    outline: 4px solid var(--pos-focus);
    outline-offset: 2px;
  }
  label {
    display: block;
    font-weight: 600;
    font-size: 1.05rem;
    margin-bottom: 0.35rem;
  }
  input:not([type="checkbox"]),
  select,
  textarea {
    font: inherit;
    font-size: 1.15rem;
    min-height: var(--pos-target);
    width: 100%;
    padding: 0.5rem 0.8rem;
    border-radius: 10px;
    border: 2px solid var(--pos-border);
    background: var(--pos-surface);
    color: var(--pos-text);
  }
  input[aria-invalid="true"],
  textarea[aria-invalid="true"] {
    border-color: var(--pos-danger);
  }
  /* A checkbox and its words, the whole label a 56 px target. */
  label.check {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-height: var(--pos-target);
    font-weight: 500;
  }
  /*
   * The box itself a 28 px target that never shrinks: beside a long sentence (a pairing review's "I trust …") flex
   * squeezed it to the browser's 13 px. The label around it, 56 px high, is the tablet-sized target.
   */
  label.check input {
    flex: none;
    inline-size: 1.75rem;
    block-size: 1.75rem;
    margin: 0;
    accent-color: var(--pos-accent);
  }
  .field-error {
    color: var(--pos-danger);
    font-size: 1rem;
    margin: 0.3rem 0 0;
  }
  .hint {
    color: var(--pos-muted);
    font-size: 1rem;
    margin: 0.3rem 0 0;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .card {
    background: var(--pos-surface);
    border: 1px solid var(--pos-border);
    border-radius: var(--pos-radius);
    padding: 1.25rem;
  }
  /* A sandbox project: on every screen (the header) and every printed receipt and report; black on white on paper. */
  .test-mode {
    display: inline-block;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-weight: 800;
    padding: 0.15rem 0.6rem;
    border: 2px solid var(--pos-warn);
    border-radius: 999px;
    background: var(--pos-warn-bg);
    color: var(--pos-warn);
    white-space: nowrap;
  }
  .paper .test-mode {
    display: block;
    text-align: center;
    border-radius: 0;
    border: 2px dashed #000;
    background: #fff;
    color: #000;
    margin: 0 0 0.5rem;
    white-space: normal;
  }
`;
