/**
 * Image bytes: data URLs decoded, and intrinsic sizes read from the file header (no pixels
 * decoded). Every host uses these, so Node and the worker give layout the very same sizes
 * (a browser decoder may apply EXIF rotation; the header does not).
 */
import type { ImageInfo } from '../context.ts';

/** Width and height in px from PNG, JPEG, GIF, WebP or BMP header bytes; undefined for anything else. */
export function imageSizeFromBytes(bytes: Uint8Array): ImageInfo | undefined {
  return pngSize(bytes) ?? gifSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes) ?? bmpSize(bytes);
}

/** The bytes of a `data:` URL (base64 or percent-encoded); undefined when `src` is not one. */
export function dataUrlBytes(src: string): Uint8Array | undefined {
  const m = /^data:([^,]*),(.*)$/is.exec(src.trim());
  if (!m) return undefined;
  const params = m[1]!.toLowerCase().split(';').map((p) => p.trim());
  const body = m[2]!;
  return params.includes('base64') ? decodeBase64(body) : decodePercent(body);
}

/** Percent-decode to bytes (%XX is one byte; other characters are taken as Latin-1). */
function decodePercent(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      out[n++] = parseInt(hex, 16);
      i += 2;
    } else {
      out[n++] = text.charCodeAt(i) & 0xff;
    }
  }
  return out.subarray(0, n);
}

/** Size of the image in a data URL, if its header can be read. */
export function dataUrlImageSize(src: string): ImageInfo | undefined {
  // PNG and GIF sizes sit in the first bytes and JPEG frames usually do: try a short prefix
  // before decoding a possibly multi-megabyte URL whole.
  const head = src.length > 8192 ? dataUrlBytes(src.slice(0, 8192)) : undefined;
  const quick = head ? imageSizeFromBytes(head) : undefined;
  if (quick) return quick;
  const bytes = dataUrlBytes(src);
  return bytes ? imageSizeFromBytes(bytes) : undefined;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = (() => {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) table[B64.charCodeAt(i)] = i;
  table['-'.charCodeAt(0)] = 62; // base64url
  table['_'.charCodeAt(0)] = 63;
  return table;
})();

/** Decode base64 (standard or url alphabet), skipping whitespace; undefined on a bad character. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let n = 0;
  let acc = 0;
  let bits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 61) break; // '=' padding ends the data
    if (c === 32 || c === 9 || c === 10 || c === 13) continue;
    const v = c < 128 ? B64_INDEX[c]! : -1;
    if (v < 0) return undefined;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  return out.subarray(0, n);
}

function u16be(b: Uint8Array, i: number): number {
  return (b[i]! << 8) | b[i + 1]!;
}

function u32be(b: Uint8Array, i: number): number {
  return ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 24 || PNG_SIGNATURE.some((v, i) => b[i] !== v)) return undefined;
  // IHDR is always the first chunk: length(4) type(4) width(4) height(4).
  if (String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR') return undefined;
  return valid(u32be(b, 16), u32be(b, 20));
}

function gifSize(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 10) return undefined;
  const sig = String.fromCharCode(...b.subarray(0, 6));
  if (sig !== 'GIF87a' && sig !== 'GIF89a') return undefined;
  return valid(b[6]! | (b[7]! << 8), b[8]! | (b[9]! << 8));
}

function jpegSize(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image / start of scan before any frame
    const length = u16be(b, i + 2);
    // SOF0..SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > b.length) return undefined;
      return valid(u16be(b, i + 7), u16be(b, i + 5));
    }
    if (length < 2) return undefined;
    i += 2 + length;
  }
  return undefined;
}

function valid(width: number, height: number): ImageInfo | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function u16le(b: Uint8Array, i: number): number {
  return b[i]! | (b[i + 1]! << 8);
}

function webpSize(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 30 || String.fromCharCode(...b.subarray(0, 4)) !== 'RIFF' || String.fromCharCode(...b.subarray(8, 12)) !== 'WEBP') {
    return undefined;
  }
  const chunk = String.fromCharCode(...b.subarray(12, 16));
  if (chunk === 'VP8 ') return valid(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return valid((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return valid((b[24]! | (b[25]! << 8) | (b[26]! << 16)) + 1, (b[27]! | (b[28]! << 8) | (b[29]! << 16)) + 1);
  return undefined;
}

function bmpSize(b: Uint8Array): ImageInfo | undefined {
  if (b.length < 26 || b[0] !== 0x42 || b[1] !== 0x4d) return undefined;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return valid(view.getInt32(18, true), Math.abs(view.getInt32(22, true)));
}
