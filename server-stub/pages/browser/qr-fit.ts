/**
 * The embedded page's payment code sized to the frame's height. A provider's page is told no height and tells none
 * (issue #38): the embedder gives the frame what its screen allows, and the page fits its payment view in it. The
 * code is the one part of that view that can give: it takes what the frame's height leaves beside the amount, the
 * address, the warning and the status, between a size a phone still scans and the size a roomy frame shows.
 */

/** The code's edge in CSS pixels: 128 px still scans from a phone held at a screen; 240 px is the roomy size. */
export const QR_EDGE = { min: 128, max: 240 } as const;

/**
 * The edge that makes the page end at the bottom of the frame: the current edge grown by the room left under the
 * page's content (or shrunk by what overflows), within QR_EDGE, in whole pixels.
 */
export function fittedQrEdge(current: number, frameHeight: number, contentBottom: number): number {
  const wanted = Math.floor(current + frameHeight - contentBottom);
  return Math.min(QR_EDGE.max, Math.max(QR_EDGE.min, wanted));
}

/**
 * Keeps `--checkout-qr-size` of `checkout` fitted while the page's content (`content`, which holds all of it) or the
 * frame changes size. The code's tile grows one pixel per pixel of edge, so one step lands on the fit and the next
 * finds nothing to change. Before the code shows, the edge follows the room all the same, and is right the moment it
 * does.
 */
export function fitQrToFrame(content: HTMLElement, checkout: HTMLElement, win: Window = window): void {
  let edge: number = QR_EDGE.max;
  const apply = () => checkout.style.setProperty("--checkout-qr-size", `${edge}px`);
  const fit = () => {
    const frameHeight = win.document.documentElement.clientHeight;
    const contentBottom = content.getBoundingClientRect().bottom + win.scrollY;
    const next = fittedQrEdge(edge, frameHeight, contentBottom);
    if (next === edge) return;
    edge = next;
    apply();
  };
  apply();
  new ResizeObserver(fit).observe(content);
  win.addEventListener("resize", fit);
}
