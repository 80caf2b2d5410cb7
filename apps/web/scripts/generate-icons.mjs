// Writes the app icons (PNG) into public/icons. Run once after changing the design:
//   node apps/web/scripts/generate-icons.mjs
// The design matches public/favicon.svg: a white hanger and two bubbles on the brand teal.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const outDir = path.resolve(import.meta.dirname, '../public/icons');
const teal = [10, 92, 122];
const white = [255, 255, 255];
const aqua = [127, 214, 230];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segmentDistance(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Colour of one sample point (unit square) of the icon, or null when transparent. */
function sample(x, y, { fullBleed, scale }) {
  if (!fullBleed) {
    const r = 0.22;
    const cx = Math.min(Math.max(x, r), 1 - r);
    const cy = Math.min(Math.max(y, r), 1 - r);
    if (Math.hypot(x - cx, y - cy) > r) return null;
  }
  // The glyph is drawn in its own unit square, scaled around the centre (maskable icons need room).
  const gx = 0.5 + (x - 0.5) / scale;
  const gy = 0.5 + (y - 0.5) / scale;
  const stroke = 0.024;
  const hook = Math.abs(Math.hypot(gx - 0.5, gy - 0.3) - 0.07);
  const onHookArc = hook < stroke && (gy <= 0.3 || gx >= 0.5);
  const onHanger =
    onHookArc ||
    segmentDistance(gx, gy, 0.5, 0.37, 0.5, 0.44) < stroke ||
    segmentDistance(gx, gy, 0.5, 0.44, 0.17, 0.68) < stroke ||
    segmentDistance(gx, gy, 0.5, 0.44, 0.83, 0.68) < stroke ||
    segmentDistance(gx, gy, 0.17, 0.68, 0.83, 0.68) < stroke;
  if (onHanger) return white;
  if (Math.hypot(gx - 0.76, gy - 0.22) < 0.055 || Math.hypot(gx - 0.85, gy - 0.35) < 0.032) return aqua;
  if (Math.hypot(gx - 0.26, gy - 0.8) < 0.028) return aqua;
  return teal;
}

function render(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const grid = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < grid; sy++) {
        for (let sx = 0; sx < grid; sx++) {
          const colour = sample((px + (sx + 0.5) / grid) / size, (py + (sy + 0.5) / grid) / size, options);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) {
        rgba[i] = Math.round(r / a);
        rgba[i + 1] = Math.round(g / a);
        rgba[i + 2] = Math.round(b / a);
      }
      rgba[i + 3] = Math.round((a / (grid * grid)) * 255);
    }
  }
  return encodePng(size, rgba);
}

const icons = [
  ['icon-192.png', 192, { fullBleed: false, scale: 1 }],
  ['icon-512.png', 512, { fullBleed: false, scale: 1 }],
  ['icon-maskable-512.png', 512, { fullBleed: true, scale: 0.78 }],
  ['apple-touch-icon.png', 180, { fullBleed: true, scale: 0.9 }],
];
for (const [name, size, options] of icons) {
  writeFileSync(path.join(outDir, name), render(size, options));
  console.log(`wrote public/icons/${name}`);
}
