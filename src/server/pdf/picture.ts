/**
 * A stored picture made fit for a PDF before jsPDF sees it (issue 23.1).
 *
 * jsPDF decodes a PNG in JavaScript (fast-png, pako) and deflates it again: 1,000 × 1,000 took
 * about 1.8 s, 4,000 × 4,000 with alpha 30 s, and a 12,000 × 12,000 one froze the server for a
 * minute. A page needs far fewer pixels than a camera gives (a photo cell is about 165 pt wide: 700
 * pixels print it at 300 dpi). So a PNG is inflated here with node:zlib, its rows unfiltered and
 * averaged down to at most `maxSide` pixels on its long side, and handed to jsPDF as RGBA. A JPEG
 * is embedded as it is (jsPDF reads only its header; the viewer decodes it). A picture over the
 * pixel budget, or one this reader cannot read (an interlaced PNG), is not drawn: the caller
 * draws an empty frame with a line saying why.
 */
import { inflateSync } from 'node:zlib';
import { pictureSize } from '../images';

/** The long side, in pixels, of a picture drawn in a PDF. */
export const PDF_PICTURE_MAX_SIDE = 1000;

export type PdfPicture = { kind: 'rgba'; data: Uint8ClampedArray; width: number; height: number } | { kind: 'jpeg'; bytes: Uint8Array; width: number; height: number };

export type PictureRefusal = { refused: string };

const u32 = (b: Uint8Array, at: number) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);

/** The picture ready to draw, or why it is not drawn. */
export function pdfPicture(bytes: Uint8Array, maxPixels: number, maxSide = PDF_PICTURE_MAX_SIDE): PdfPicture | PictureRefusal {
  const size = pictureSize(bytes);
  if (!size || !size.width || !size.height) return { refused: 'This picture cannot be read' };
  if (size.width * size.height > maxPixels) return { refused: `Too large to print: ${size.width.toLocaleString('en-SG')} × ${size.height.toLocaleString('en-SG')} pixels` };
  if (size.format === 'jpeg') return { kind: 'jpeg', bytes, width: size.width, height: size.height };
  if (size.format !== 'png') return { refused: `${size.format.toUpperCase()} pictures are not printed` };
  try {
    return smallerPng(bytes, maxSide);
  } catch (e) {
    return { refused: `This picture cannot be read (${(e as Error).message})` };
  }
}

/** A non-interlaced PNG of any colour type and depth as RGBA, averaged down to at most `maxSide` pixels on its long side. */
function smallerPng(b: Uint8Array, maxSide: number): PdfPicture {
  let width = 0;
  let height = 0;
  let depth = 8;
  let colorType = 0;
  let interlace = 0;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= b.length; ) {
    const length = u32(b, at);
    const type = String.fromCharCode(b[at + 4], b[at + 5], b[at + 6], b[at + 7]);
    const data = b.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = u32(data, 0);
      height = u32(data, 4);
      depth = data[8];
      colorType = data[9];
      interlace = data[12];
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (interlace) throw new Error('interlaced');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(depth)) throw new Error(`colour type ${colorType}, depth ${depth}`);
  const bitsPerPixel = channels * depth;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3); // the filters' byte distance
  const expected = (rowBytes + 1) * height;
  const raw = inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1 });
  if (raw.length < expected) throw new Error('image data cut short');

  const scale = Math.max(1, Math.max(width, height) / maxSide);
  const outWidth = Math.max(1, Math.round(width / scale));
  const outHeight = Math.max(1, Math.round(height / scale));
  const sums = new Float64Array(outWidth * outHeight * 4);
  const counts = new Uint32Array(outWidth * outHeight);
  const columnOut = new Uint32Array(width);
  for (let x = 0; x < width; x++) columnOut[x] = Math.min(outWidth - 1, Math.floor(x / scale));

  let previous = new Uint8Array(rowBytes);
  let row = new Uint8Array(rowBytes);
  const rgba = new Uint8Array(width * 4);
  const maxSample = (1 << Math.min(depth, 8)) - 1;
  for (let y = 0; y < height; y++) {
    const at = y * (rowBytes + 1);
    const filter = raw[at];
    for (let i = 0; i < rowBytes; i++) {
      const x = raw[at + 1 + i];
      const a = i >= bpp ? row[i - bpp] : 0;
      const up = previous[i];
      const c = i >= bpp ? previous[i - bpp] : 0;
      let v: number;
      switch (filter) {
        case 0: v = x; break;
        case 1: v = x + a; break;
        case 2: v = x + up; break;
        case 3: v = x + ((a + up) >> 1); break;
        case 4: {
          const p = a + up - c;
          const pa = Math.abs(p - a);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - c);
          v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? up : c);
          break;
        }
        default: throw new Error(`row filter ${filter}`);
      }
      row[i] = v & 0xff;
    }
    toRgba(row, rgba, width, colorType, depth, channels, maxSample, palette, transparency);
    const outRow = Math.min(outHeight - 1, Math.floor(y / scale)) * outWidth;
    for (let x = 0; x < width; x++) {
      const o = outRow + columnOut[x];
      const s = o * 4;
      sums[s] += rgba[x * 4];
      sums[s + 1] += rgba[x * 4 + 1];
      sums[s + 2] += rgba[x * 4 + 2];
      sums[s + 3] += rgba[x * 4 + 3];
      counts[o]++;
    }
    [previous, row] = [row, previous];
  }
  const data = new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let o = 0; o < counts.length; o++) for (let k = 0; k < 4; k++) data[o * 4 + k] = Math.round(sums[o * 4 + k] / Math.max(1, counts[o]));
  return { kind: 'rgba', data, width: outWidth, height: outHeight };
}

/** One unfiltered row as 8-bit RGBA: 16-bit samples keep their high byte, lower depths are stretched, a palette looked up. */
function toRgba(row: Uint8Array, out: Uint8Array, width: number, colorType: number, depth: number, channels: number, maxSample: number, palette: Uint8Array | null, transparency: Uint8Array | null): void {
  const sample = (x: number, k: number): number => {
    const index = x * channels + k;
    if (depth === 8) return row[index];
    if (depth === 16) return row[index * 2];
    const bit = index * depth;
    return (row[bit >> 3] >> (8 - depth - (bit & 7))) & maxSample;
  };
  const stretch = depth < 8 && colorType !== 3 ? 255 / maxSample : 1;
  for (let x = 0; x < width; x++) {
    const o = x * 4;
    if (colorType === 3) {
      const i = sample(x, 0);
      out[o] = palette?.[i * 3] ?? 0;
      out[o + 1] = palette?.[i * 3 + 1] ?? 0;
      out[o + 2] = palette?.[i * 3 + 2] ?? 0;
      out[o + 3] = transparency && i < transparency.length ? transparency[i] : 255;
    } else if (colorType === 0 || colorType === 4) {
      const g = Math.round(sample(x, 0) * stretch);
      out[o] = out[o + 1] = out[o + 2] = g;
      out[o + 3] = colorType === 4 ? sample(x, 1) : 255;
    } else {
      out[o] = sample(x, 0);
      out[o + 1] = sample(x, 1);
      out[o + 2] = sample(x, 2);
      out[o + 3] = colorType === 6 ? sample(x, 3) : 255;
    }
  }
}
