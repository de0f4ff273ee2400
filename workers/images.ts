/**
 * Image helpers shared by every host (CLI, benchmarks, the layout worker): which image
 * sources a document needs, decoding data URLs, and intrinsic sizes read from the file
 * header. Pure TypeScript over bytes, so Node and the worker give the engine the very same
 * sizes and therefore identical page descriptions (a browser decoder may apply EXIF
 * rotation; the header does not).
 */
import type { ImageInfo } from '../engine/context.ts';

const IMAGE_PATH = /\.(png|jpe?g|gif|webp|bmp)([?#].*)?$/i;

/** True for strings that can only be an image source (data URL or a path to an image file). */
export function looksLikeImageSource(value: string): boolean {
  return value.startsWith('data:image/') || (value.length < 2048 && IMAGE_PATH.test(value));
}

/**
 * Every image source a document may draw: `options.src` of the template's elements, plus
 * data values that look like image sources (image elements bound to a field).
 */
export function collectImageSources(template: unknown, data: unknown): string[] {
  const found = new Set<string>();
  const panels = isRecord(template) && Array.isArray(template.panels) ? template.panels : [];
  for (const panel of panels) {
    const elements = isRecord(panel) && Array.isArray(panel.printElements) ? panel.printElements : [];
    for (const element of elements) {
      const src = isRecord(element) && isRecord(element.options) ? element.options.src : undefined;
      if (typeof src === 'string' && src.trim() !== '') found.add(src.trim());
    }
  }
  walkStrings(data, (s) => {
    if (looksLikeImageSource(s)) found.add(s);
  });
  return [...found];
}

/** Bytes of a `data:` URL (base64 or percent-encoded); undefined when it is not one. */
export function decodeDataUrl(url: string): Uint8Array | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/s.exec(url);
  if (!match) return undefined;
  if (match[2]) {
    const binary = atob(match[3]!.replace(/\s+/g, ''));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  }
  return new TextEncoder().encode(decodeURIComponent(match[3]!));
}

/** Intrinsic size in px of a PNG, JPEG, GIF, WebP or BMP file; undefined for other formats. */
export function imageSize(bytes: Uint8Array): ImageInfo | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = (i: number, s: string) => [...s].every((c, k) => bytes[i + k] === c.charCodeAt(0));
  if (bytes.length >= 24 && at(1, 'PNG')) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && at(0, 'GIF')) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 26 && at(0, 'BM')) return { width: view.getInt32(18, true), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 30 && at(0, 'RIFF') && at(8, 'WEBP')) return webpSize(bytes, view);
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return undefined;
}

function jpegSize(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    const length = view.getUint16(i + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
    }
    i += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageInfo | undefined {
  const chunk = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const b = view.getUint32(21, true);
    return { width: (b & 0x3fff) + 1, height: ((b >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const w = bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16);
    const h = bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16);
    return { width: w + 1, height: h + 1 };
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Visit every string in a JSON value (iteratively: data may be deep). */
function walkStrings(value: unknown, visit: (s: string) => void): void {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') visit(v);
    else if (isRecord(v)) for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push(child);
  }
}
