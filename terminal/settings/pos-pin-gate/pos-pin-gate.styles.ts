/** Styles of <pos-pin-gate>. */
import { css } from "lit";

export const posPinGateStyles = css`
  :host {
    display: block;
    max-width: 420px;
    margin: 2rem auto;
  }
  form {
    display: grid;
    gap: 1rem;
  }
  input {
    font-size: 2rem;
    letter-spacing: 0.4em;
    text-align: center;
  }
`;
