/** Styles of <pos-paper-picker>. */
import { css } from "lit";

export const posPaperPickerStyles = css`
  :host {
    display: block;
  }
  fieldset {
    border: none;
    display: flex;
    gap: 0.5rem;
    padding: 0;
    margin: 0;
    align-items: center;
  }
  legend {
    float: inline-start;
    margin-inline-end: 0.5rem;
    font-weight: 600;
  }
`;
