/** Reads a QR code on screen the way a phone camera would: from pixels. */
import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator } from "@playwright/test";

export async function scan(qr: Locator): Promise<string> {
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error("no QR code found in the screenshot");
  return code.data;
}
