/** The shipped fonts as bytes and as a font book, for tests running in Node. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ContextOptions, createContext, createFontBook, FONT_FILES, type FontBook, type LayoutContext } from '../../engine/index.ts';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));

let bytes: Record<string, Uint8Array> | undefined;
let book: FontBook | undefined;

export function fontBytes(): Record<string, Uint8Array> {
  bytes ??= Object.fromEntries(Object.entries(FONT_FILES).map(([key, path]) => [key, new Uint8Array(readFileSync(publicDir + path))]));
  return bytes;
}

export function fontBook(): FontBook {
  book ??= createFontBook(fontBytes());
  return book;
}

/** A layout context over the shipped fonts; time fixed at 2024-05-06 07:08:09 UTC, zone UTC+8. */
export function testContext(options: Partial<ContextOptions> = {}): LayoutContext {
  return createContext({ fonts: fontBook(), now: Date.UTC(2024, 4, 6, 7, 8, 9), timezoneOffset: 480, ...options });
}
