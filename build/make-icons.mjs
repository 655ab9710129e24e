// Draws Timetray's icons as PNGs with nothing but node:zlib, so the build needs no image
// tool. Run `node build/make-icons.mjs`; the PNGs are committed next to it.
//
//   build/tray/tray.png, tray@2x.png           16 / 32 px, coloured (Windows tray)
//   build/tray/tray-32.png, tray-32@2x.png     32 / 64 px, coloured (Linux panels)
//   build/tray/trayTemplate.png, @2x           16 / 32 px, black + alpha (macOS menu bar,
//                                              recoloured by the system for light/dark)
//   build/icon.png                             512 px app icon (electron-builder)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const TEAL = [15, 123, 138];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];

/** CRC-32 as PNG chunks need it (table-driven, IEEE polynomial). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes straight RGBA pixels (one filter byte 0 per row) as a PNG. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from p to the segment a–b (all in unit coordinates). */
function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/**
 * A clock face in unit coordinates: returns [layer colour, coverage] per sample. The
 * coloured style is a teal disc with white hands; the template style is a black ring with
 * black hands on transparency.
 */
function sample(x, y, style) {
  const r = Math.hypot(x - 0.5, y - 0.5);
  const hand = 0.085;
  const onHands =
    segmentDistance(x, y, 0.5, 0.5, 0.5, 0.2) < hand / 2 || // minute hand, 12 o'clock
    segmentDistance(x, y, 0.5, 0.5, 0.7, 0.58) < hand / 2; // hour hand, past 3
  if (style === 'template') {
    const ring = Math.abs(r - 0.4) < 0.055;
    return ring || onHands ? BLACK : null;
  }
  if (r > 0.47) return null;
  return onHands ? WHITE : TEAL;
}

/** Renders with 6×6 supersampling so the small sizes stay smooth. */
function render(size, style) {
  const n = 6;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const colour = sample((px + (sx + 0.5) / n) / size, (py + (sy + 0.5) / n) / size, style);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const i = (py * size + px) * 4;
      if (covered > 0) pixels.set([r / covered, g / covered, b / covered, (255 * covered) / (n * n)], i);
    }
  }
  return encodePng(size, pixels);
}

const outputs = [
  ['tray/tray.png', 16, 'colour'],
  ['tray/tray@2x.png', 32, 'colour'],
  ['tray/tray-32.png', 32, 'colour'],
  ['tray/tray-32@2x.png', 64, 'colour'],
  ['tray/trayTemplate.png', 16, 'template'],
  ['tray/trayTemplate@2x.png', 32, 'template'],
  ['icon.png', 512, 'colour'],
];

for (const [name, size, style] of outputs) {
  const file = join(here, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, render(size, style));
  console.log(`${name}  ${size}×${size}`);
}
