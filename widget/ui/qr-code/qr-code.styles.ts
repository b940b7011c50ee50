/** Styles of the QR code: dark on a white tile (scanners need dark on light, even in dark mode). */
import { css } from "lit";

export const qrCodeStyles = css`
  .qr {
    inline-size: var(--checkout-qr-size, 200px);
    padding: 4px;
    background: #fff;
    border: 1px solid var(--cc-border);
    border-radius: var(--cc-radius-2);
    shape-rendering: crispEdges;
    justify-self: center;
  }
`;
