/** Styles of cc-qr-code: the code on a white tile (scanners need dark on light, even in dark mode). */
import { css } from "lit";

export const qrCodeStyles = css`
  :host {
    display: block;
  }
  figure {
    margin: 0;
    display: grid;
    justify-items: center;
    gap: 0.5rem;
  }
  .tile {
    background: #ffffff;
    border-radius: calc(var(--cc-radius) - 4px);
    border: 1px solid var(--cc-border);
    padding: 4px;
    line-height: 0;
  }
  svg {
    width: var(--checkout-qr-size, 200px);
    height: var(--checkout-qr-size, 200px);
    shape-rendering: crispEdges;
  }
  figcaption {
    width: 100%;
  }
`;
