// Draws the web app manifest's PNG icons (a golf ball beside a flag on the theme's green) with
// no image library: pixels are computed here and written as PNG with node's zlib. The PNGs are
// committed in shell/pwa/icons; run `node scripts/pwa/draw-icons.mjs` after changing the design.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const OUT = path.join(import.meta.dirname, '../../shell/pwa/icons');
const GREEN = [31, 122, 61]; // theme primary #1f7a3d
const WHITE = [255, 255, 255];
const RED = [220, 38, 38];
const POLE = [229, 231, 235];

/** Colour at (x, y) in a 0..1 square; `inset` keeps the artwork inside a maskable safe zone. */
function colourAt(x, y, inset) {
  const u = (x - inset) / (1 - 2 * inset);
  const v = (y - inset) / (1 - 2 * inset);
  const inBall = (u - 0.4) ** 2 + (v - 0.62) ** 2 < 0.2 ** 2;
  const inPole = u > 0.66 && u < 0.69 && v > 0.18 && v < 0.82;
  const inFlag = u >= 0.69 && v > 0.18 && v < 0.42 && u - 0.69 < 0.2 * (1 - Math.abs(v - 0.3) / 0.12);
  if (inBall) return WHITE;
  if (inFlag) return RED;
  if (inPole) return POLE;
  return GREEN;
}

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, inset) {
  const samples = 4; // 4x4 supersampling for smooth edges
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = colourAt((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size, inset);
          for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
        }
      }
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(sum[c] / samples ** 2);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, inset] of [
  ['icon-192.png', 192, 0.06],
  ['icon-512.png', 512, 0.06],
  ['icon-maskable-512.png', 512, 0.16],
  ['apple-touch-icon.png', 180, 0.06],
]) {
  fs.writeFileSync(path.join(OUT, name), png(size, inset));
  console.log(`${name} ${size}x${size}`);
}
