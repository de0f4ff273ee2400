/**
 * The shipped fonts for main-thread layout: their bytes feed the font book (the same advances
 * the worker and the PDF use) and the same files are registered as CSS font faces, so the
 * canvas paints with the very glyphs layout measured.
 */
import { createFontBook, FONT_FILES } from '../../../engine/text/fonts.ts';
import type { FontBook } from '../../../engine/text/types.ts';
import { loadFonts } from '../../app/preview/fonts.ts';

let book: Promise<FontBook> | undefined;

/** The font book, once per page; font faces are registered before it resolves. */
export function loadDesignFonts(): Promise<FontBook> {
  book ??= (async () => {
    const base = new URL(import.meta.env.BASE_URL, window.location.href);
    const entries = await Promise.all(
      Object.entries(FONT_FILES).map(async ([key, path]) => {
        const response = await fetch(new URL(path, base));
        if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
        return [key, new Uint8Array(await response.arrayBuffer())] as const;
      }),
    );
    // After the bytes: the font faces' requests then come from the HTTP cache (ETag).
    await loadFonts();
    return createFontBook(Object.fromEntries(entries));
  })();
  // A failed load is tried again by the next caller rather than remembered.
  book.catch(() => (book = undefined));
  return book;
}
