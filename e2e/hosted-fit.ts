/**
 * Whether the embedded hosted page shows its payment code without anyone scrolling: measured, not looked at. The
 * code's box (in the top page's viewport), the frame's box, how far the frame's document and the top page are
 * scrolled, and where the code ends inside the frame's own viewport. Used by the widget's and the terminal's specs.
 */
import { expect, type Locator, type Page } from "@playwright/test";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FrameFit {
  readonly viewport: { width: number; height: number };
  readonly frame: Box;
  readonly qr: Box;
  /** The frame's document: its scroll position, the height it shows and the height of all it holds. */
  readonly frameDocument: { scrollTop: number; clientHeight: number; scrollHeight: number; qrBottom: number };
  /** The top page: how far it is scrolled, and whether it could be scrolled at all. */
  readonly page: { scrollY: number; scrollHeight: number; innerHeight: number };
}

/** Measures the code `qrName` (an accessible name) shown in `frame`, an iframe of `page`. */
export async function measureFrameFit(page: Page, frame: Locator, qrName: RegExp = /QR/): Promise<FrameFit> {
  const qrInFrame = frame.contentFrame().getByRole("img", { name: qrName }).first();
  await expect(qrInFrame).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const frameBox = await frame.boundingBox();
  const qr = await qrInFrame.boundingBox();
  if (frameBox === null || qr === null) throw new Error("the frame or its code has no box");
  const frameDocument = await qrInFrame.evaluate((svg) => {
    const root = svg.ownerDocument.documentElement;
    return {
      scrollTop: root.scrollTop,
      clientHeight: root.clientHeight,
      scrollHeight: root.scrollHeight,
      qrBottom: svg.getBoundingClientRect().bottom,
    };
  });
  const pageScroll = await page.evaluate(() => ({
    scrollY: window.scrollY,
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  return { viewport, frame: frameBox, qr, frameDocument, page: pageScroll };
}

/**
 * The code is wholly on the screen and inside the frame, and nothing was or needs to be scrolled to get there: the
 * frame's document is at its top and the code ends within the frame's height; the top page is at its top and no
 * taller than the screen.
 */
export function expectCodeInView(fit: FrameFit, label: string): void {
  const { qr, frame, viewport } = fit;
  const within = (inner: Box, outer: Box) =>
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5;
  expect(within(qr, { x: 0, y: 0, ...viewport }), `${label}: the code is on the screen ${JSON.stringify(fit)}`).toBe(
    true,
  );
  expect(within(qr, frame), `${label}: the code is inside the frame ${JSON.stringify(fit)}`).toBe(true);
  expect(fit.frameDocument.scrollTop, `${label}: the frame is not scrolled`).toBe(0);
  expect(
    fit.frameDocument.qrBottom,
    `${label}: the code ends within the frame's height ${JSON.stringify(fit.frameDocument)}`,
  ).toBeLessThanOrEqual(fit.frameDocument.clientHeight + 0.5);
  expect(fit.page.scrollY, `${label}: the page is not scrolled`).toBe(0);
  expect(fit.page.scrollHeight, `${label}: the page fits the screen ${JSON.stringify(fit.page)}`).toBeLessThanOrEqual(
    fit.page.innerHeight,
  );
}

/** Whether `control` is wholly on the screen and outside the frame's box. */
export async function expectOnScreenOutside(
  page: Page,
  control: Locator,
  frame: Locator,
  label: string,
): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const box = await control.boundingBox();
  const frameBox = await frame.boundingBox();
  if (box === null || frameBox === null) throw new Error(`${label}: no box`);
  const onScreen =
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  const apart =
    box.x >= frameBox.x + frameBox.width ||
    box.x + box.width <= frameBox.x ||
    box.y >= frameBox.y + frameBox.height ||
    box.y + box.height <= frameBox.y;
  expect(onScreen, `${label}: on the screen ${JSON.stringify({ box, viewport })}`).toBe(true);
  expect(apart, `${label}: outside the frame ${JSON.stringify({ box, frameBox })}`).toBe(true);
}

/**
 * The frame's document shows all it holds: its scroll height is at most its client height (+1 px of rounding), so
 * nothing in it is below the frame's edge for anyone to scroll to (issue #38: "the page itself must fit its payment
 * view" in the height the frame is given). Polled: the page settles its code's size to the frame's height.
 */
export async function expectFrameDocumentFits(frame: Locator, label: string): Promise<void> {
  const root = frame.contentFrame().locator("html");
  await expect
    .poll(() => root.evaluate((html) => html.scrollHeight - html.clientHeight), {
      message: `${label}: the frame's document needs no scrolling (scrollHeight − clientHeight, px)`,
    })
    .toBeLessThanOrEqual(1);
}
