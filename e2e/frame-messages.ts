/** Talking to a page in a frame from e2e: the frame, asserted to be there, and a marker instead of a fixed wait. */
import { expect, type Frame, type Locator, type Page } from "@playwright/test";

/**
 * The document inside an iframe element, failing the test when the element has none: a check run through a missing
 * frame (`frame?.evaluate`) would send nothing and pass.
 */
export async function frameOf(iframe: Locator): Promise<Frame> {
  await expect(iframe).toHaveCount(1);
  const frame = await (await iframe.elementHandle())?.contentFrame();
  expect(frame, "the iframe's document").toBeTruthy();
  return frame as Frame;
}

/**
 * Resolves once the messages `sender` has posted to the page so far have been handled. A marker it posts now reaches
 * the page after them (messages from one window to another arrive in the order they were sent), and the app acts on
 * a message as it arrives, so when the marker arrives a message it accepted would already have been acted on. No
 * wall-clock wait: on a loaded machine a fixed wait can end before the message is handled, and the check would pass
 * without checking anything.
 */
export async function postedMessagesHandled(page: Page, sender: Frame): Promise<void> {
  type Waiting = { markerArrived?: Promise<void> };
  const marker = `e2e-marker-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((m) => {
    (window as Waiting).markerArrived = new Promise<void>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.data !== m) return;
        window.removeEventListener("message", onMessage);
        resolve();
      };
      window.addEventListener("message", onMessage);
    });
  }, marker);
  await sender.evaluate((m) => (window === window.top ? window : window.parent).postMessage(m, "*"), marker);
  await page.evaluate(() => (window as Waiting).markerArrived);
}
