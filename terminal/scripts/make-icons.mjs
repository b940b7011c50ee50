// Draws the terminal's PNG icons (192, 512, maskable 512) with pngjs: a keypad on a coin, in the theme colour.
// Run once with `node terminal/scripts/make-icons.mjs`; the PNGs are committed in terminal/public/icons.
import { PNG } from "pngjs";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const out = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "icons");
mkdirSync(out, { recursive: true });

/** @typedef {readonly [number, number, number, number]} Rgba */
/** @type {Rgba} */
const BLUE = [11, 92, 173, 255];
/** @type {Rgba} */
const WHITE = [255, 255, 255, 255];
/** @type {Rgba} */
const CLEAR = [0, 0, 0, 0];

/**
 * @param {number} size
 * @param {{ maskable: boolean }} options
 */
function draw(size, { maskable }) {
  const png = new PNG({ width: size, height: size });
  const c = size / 2;
  // Maskable icons keep everything important inside the central 80% circle; the background fills the square.
  const scale = maskable ? 0.72 : 1;
  const corner = size * 0.2;
  const coinR = size * 0.42 * scale;
  const ring = size * 0.04 * scale;
  const key = size * 0.105 * scale;
  const gap = size * 0.04 * scale;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let color = BLUE;
      if (!maskable) {
        // Rounded square: transparent outside the corners.
        const dx = Math.max(corner - x, x - (size - 1 - corner), 0);
        const dy = Math.max(corner - y, y - (size - 1 - corner), 0);
        if (dx * dx + dy * dy > corner * corner) color = CLEAR;
      }
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      if (color !== CLEAR && d <= coinR && d >= coinR - ring) color = WHITE;
      // 3 × 3 keypad in the middle of the coin.
      const gx = x + 0.5 - (c - 1.5 * key - gap);
      const gy = y + 0.5 - (c - 1.5 * key - gap);
      const cell = key + gap;
      if (gx >= 0 && gy >= 0 && gx < 3 * cell && gy < 3 * cell && gx % cell < key && gy % cell < key) color = WHITE;
      const i = (y * size + x) * 4;
      png.data[i] = color[0];
      png.data[i + 1] = color[1];
      png.data[i + 2] = color[2];
      png.data[i + 3] = color[3];
    }
  }
  return PNG.sync.write(png);
}

writeFileSync(join(out, "icon-192.png"), draw(192, { maskable: false }));
writeFileSync(join(out, "icon-512.png"), draw(512, { maskable: false }));
writeFileSync(join(out, "icon-maskable-512.png"), draw(512, { maskable: true }));
console.log("icons written to", out);
