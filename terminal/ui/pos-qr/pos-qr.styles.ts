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
    /* At least min-module pixels a module (pos-qr.ts sets it from the code's size). */
    min-width: var(--pos-qr-least, 0px);
    min-height: var(--pos-qr-least, 0px);
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
