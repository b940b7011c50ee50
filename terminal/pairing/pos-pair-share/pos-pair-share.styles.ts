/** Styles of <pos-pair-share>. */
import { css } from "lit";

export const posPairShareStyles = css`
  :host {
    display: block;
    --pos-qr-size: 280px;
  }
  .share {
    display: flex;
    flex-wrap: wrap;
    gap: 1.25rem;
    align-items: start;
  }
  .link {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.5rem;
    justify-items: start;
  }
  .link input {
    font-family: ui-monospace, monospace;
    font-size: 0.95rem;
  }
`;
