/**
 * The shipped font files. Kept apart from the font book so hosts that only fetch the files
 * (the app shell) do not pull fontkit into their bundle.
 */

/** Shipped font files by font key, relative to `public/`. */
export const FONT_FILES: Readonly<Record<string, string>> = Object.freeze({
  'NotoSansSC-Regular': 'fonts/NotoSansSC-Regular.ttf',
  'NotoSansSC-Bold': 'fonts/NotoSansSC-Bold.ttf',
});

/** Font key used for unknown families and when nothing else matches. */
export const DEFAULT_FONT = 'NotoSansSC-Regular';
