/**
 * Pictures made in tests: a PNG of any size whose rows are all zero (the "decompression bomb" of
 * issue 23: 12,000 × 12,000 greyscale pixels deflate to about 20 kB), and headers of the other
 * formats that say a size without the pixels behind it.
 */
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG, `width` × `height`, every pixel `pixel(x, y)` (8-bit; colour type 0 grey, 2 RGB, 6 RGBA, or 0 with depth 1 for bombs). */
export function png(width: number, height: number, options: { colorType?: 0 | 2 | 6; depth?: 1 | 8; pixel?: (x: number, y: number) => number[] } = {}): Buffer {
  const { colorType = 0, depth = 8, pixel } = options;
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 1;
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  if (pixel && depth === 8) {
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixel(x, y).slice(0, channels).forEach((v, k) => (raw[y * (rowBytes + 1) + 1 + x * channels + k] = v));
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colorType;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG bomb: `width` × `height` black pixels, a few kB. */
export const pngBomb = (width: number, height: number): Buffer => png(width, height, { depth: 1 });

/** A JPEG's first bytes up to its frame header (SOF0), after an APP0 segment: the size without the picture. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF whose logical screen is small but whose one frame says `width` × `height`. */
export function gifHeader(width: number, height: number): Buffer {
  const u16 = (v: number) => [v & 0xff, v >> 8];
  return Buffer.from([...Buffer.from('GIF89a', 'latin1'), ...u16(1), ...u16(1), 0x00, 0, 0, 0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
}

/** A lossless WebP (VP8L) header saying `width` × `height`. */
export function webpHeader(width: number, height: number): Buffer {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  const data = Buffer.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0, 0, 0]);
  const vp8l = Buffer.concat([Buffer.from('VP8L', 'latin1'), Buffer.from([data.length, 0, 0, 0]), data]);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), Buffer.from([(vp8l.length + 4) & 0xff, 0, 0, 0]), Buffer.from('WEBP', 'latin1'), vp8l]);
}
