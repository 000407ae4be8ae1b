/**
 * A picture's size from its header, before anything decodes it (issue 23.1): a 560 kB PNG whose
 * header says 12,000 × 12,000 (all-zero rows deflate to almost nothing) took the PDF drawer 69 s
 * and 1.6 GB. Every place a picture arrives (image fields, notes' and documents' images, report
 * photos, signatures, a user's picture) refuses one over MAX_IMAGE_PIXELS with a 422 that says its
 * size, and the PDF drawer skips one already stored (src/server/pdf/document.ts).
 *
 * Pure header reading: PNG (IHDR), JPEG (the first SOFn marker), GIF (the logical screen and every
 * frame's descriptor), WebP (VP8, VP8L, VP8X) and BMP. Nothing here inflates or decodes.
 */
import { HttpError } from './errors';

export type PictureFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp';

export interface PictureSize {
  format: PictureFormat;
  width: number;
  height: number;
}

/** MAX_IMAGE_PIXELS when unset: 25 megapixels (a 6,000 × 4,000 camera photo fits; 12,000 × 12,000 does not). */
export const DEFAULT_MAX_IMAGE_PIXELS = 25_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const i32le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24);

function png(b: Uint8Array): PictureSize | null {
  if (b.length < 24 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { format: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** The first start-of-frame marker's size; the markers before it (EXIF, ICC profiles) are skipped by their lengths. */
function jpeg(b: Uint8Array): PictureSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = u16be(b, at + 2);
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): length, precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > b.length) return null;
      return { format: 'jpeg', width: u16be(b, at + 7), height: u16be(b, at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The logical screen, and the largest frame (a frame may claim more than the screen, and a decoder allocates it). */
function gif(b: Uint8Array): PictureSize | null {
  if (b.length < 10) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const skipSubBlocks = (at: number) => {
    while (at < b.length && b[at] !== 0) at += b[at] + 1;
    return at + 1;
  };
  let at = 13;
  if (b[10] & 0x80) at += 3 * 2 ** ((b[10] & 0x07) + 1); // global colour table
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      at = skipSubBlocks(at + 2); // extension: label, then sub-blocks
    } else if (block === 0x2c) {
      if (at + 10 > b.length) break;
      width = Math.max(width, u16le(b, at + 1) + u16le(b, at + 5));
      height = Math.max(height, u16le(b, at + 3) + u16le(b, at + 7));
      const flags = b[at + 9];
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1); // local colour table
      at = skipSubBlocks(at + 1); // LZW minimum code size, then the image data
    } else break;
  }
  return { format: 'gif', width, height };
}

function webp(b: Uint8Array): PictureSize | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { format: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24);
    return { format: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { format: 'webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

function bmp(b: Uint8Array): PictureSize | null {
  if (b.length < 26) return null;
  return { format: 'bmp', width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
}

/** The picture's format and size from its first bytes; null when it is none of the formats read here, or its header is cut short. */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  const b = bytes;
  if (b.length >= 8 && PNG_SIGNATURE.every((v, i) => b[i] === v)) return png(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 6 && (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')) return gif(b);
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return webp(b);
  if (b.length >= 2 && ascii(b, 0, 2) === 'BM') return bmp(b);
  return null;
}

/** Whether the bytes start like a picture format pictureSize reads (its header may still be broken). */
export const looksLikePicture = (bytes: Uint8Array): boolean =>
  (bytes.length >= 8 && PNG_SIGNATURE.every((v, i) => bytes[i] === v)) ||
  (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  (bytes.length >= 4 && ascii(bytes, 0, 4) === 'GIF8') ||
  (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP');

const megapixels = (pixels: number) => `${Number((pixels / 1_000_000).toFixed(1)).toLocaleString('en-SG')} megapixels`;

/**
 * What is wrong with a picture's size, as a sentence, or null when it is within `maxPixels` (or
 * is not a picture read here). A picture whose header cannot be read is refused too: nothing
 * downstream should try to decode it.
 */
export function pictureSizeProblem(bytes: Uint8Array, maxPixels: number, name?: string): string | null {
  const size = pictureSize(bytes);
  const it = name ? `"${name}"` : 'This picture';
  if (!size) return looksLikePicture(bytes) ? `${it} cannot be read: its header is broken or cut short` : null;
  if (size.width === 0 || size.height === 0) return `${it} has no pixels (${size.width} × ${size.height})`;
  if (size.width * size.height <= maxPixels) return null;
  return `${it} is ${size.width.toLocaleString('en-SG')} × ${size.height.toLocaleString('en-SG')} pixels; pictures may be at most ${megapixels(maxPixels)}`;
}

/** Refuses (422, the errors body naming `field`) a picture over `maxPixels`; anything not a picture passes. */
export function checkPicturePixels(bytes: Uint8Array, maxPixels: number, field: string, name?: string): void {
  const problem = pictureSizeProblem(bytes, maxPixels, name);
  if (problem) throw new HttpError('VALIDATION_FAILED', [{ title: problem, meta: { field } }]);
}
