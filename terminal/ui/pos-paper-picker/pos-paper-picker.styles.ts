/** Styles of <pos-paper-picker>. */
import { css } from "lit";

export const posPaperPickerStyles = css`
  :host {
    display: block;
  }
  fieldset {
    border: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    padding: 0;
    margin: 0;
    align-items: center;
  }
  /* A width is one word ("58 mm"): on a phone the row wraps between buttons, never inside one. */
  button {
    white-space: nowrap;
    padding-inline: 0.75rem;
  }
  legend {
    float: inline-start;
    margin-inline-end: 0.5rem;
    font-weight: 600;
  }
`;
