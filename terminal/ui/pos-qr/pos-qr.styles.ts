/** Styles of <pos-qr>. */
import { css } from "lit";

export const posQrStyles = css`
  :host {
    display: inline-block;
    --size: var(--pos-qr-size, 320px);
  }
  svg {
    display: block;
    width: var(--size);
    height: var(--size);
    background: #fff;
    border-radius: 8px;
  }
  path {
    fill: #000;
  }
  rect {
    fill: #fff;
  }
`;
