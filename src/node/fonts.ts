/** The shipped fonts (public/fonts) as the engine and the PDF writer need them, read once per process. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createFontBook, FONT_FILES } from '../../engine/text/fonts.ts';
import type { FontBook } from '../../engine/text/types.ts';
import { PUBLIC_DIR } from './paths.ts';

export interface NodeFonts {
  files: Record<string, Uint8Array>;
  book: FontBook;
}

let fontsOnce: Promise<NodeFonts> | undefined;

/** Read every font of FONT_FILES; a missing file rejects with `path: cannot read font (code)`. */
export function loadFonts(): Promise<NodeFonts> {
  fontsOnce ??= (async () => {
    const files: Record<string, Uint8Array> = {};
    for (const [key, path] of Object.entries(FONT_FILES)) {
      files[key] = await readFile(join(PUBLIC_DIR, path)).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`${join(PUBLIC_DIR, path)}: cannot read font (${error.code ?? error.message})`);
      });
    }
    return { files, book: createFontBook(files) };
  })();
  return fontsOnce;
}
