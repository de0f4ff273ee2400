/**
 * The browser host (designer canvas, preview pages): the shipped fonts fetched from the app's
 * base URL for layout and registered as CSS font faces for the canvas, images fetched (with
 * the specification's retries where a user just chose them) and sized from their bytes, one
 * sandbox for the page.
 */
import { FONT_FILES, type Host } from '../engine/index.ts';
import { fetchFonts, fetchImageBytes, sharedSandbox } from './web.ts';

export { CanvasImages, loadCanvasImage, loadPageImages, type CanvasImage } from './canvasImages.ts';
export { IMAGE_RETRIES, IMAGE_RETRY_MS, imageSizeAt, loadImageSize, withRetries, type RetryOptions } from './imageRetry.ts';
export { imageUrl } from './web.ts';

/** The app's base URL: fonts and relative image sources resolve against it. */
export const appBaseUrl = (): string => new URL(import.meta.env.BASE_URL, window.location.href).href;

/** A host for main-thread layout; relative images resolve against `baseUrl`. */
export function browserHost(baseUrl: string = appBaseUrl()): Host {
  return {
    // The canvas paints with the very files layout measures: the font faces are registered before
    // the fonts resolve, after the bytes (their requests then come from the HTTP cache).
    fonts: async () => {
      const fonts = await fetchFonts(appBaseUrl());
      await loadFontFaces();
      return fonts;
    },
    imageBytes: (src) => fetchImageBytes(src, baseUrl),
    sandbox: sharedSandbox,
  };
}

/** The CSS family name under which the font with key `key` is registered. */
export const fontFamily = (key: string): string => `larder-${key}`;

let faces: Promise<void> | undefined;

/** Register every shipped font as a CSS font face (canvas painters name them by fontFamily). */
export function loadFontFaces(): Promise<void> {
  faces ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([key, path]) => {
      const url = new URL(`${import.meta.env.BASE_URL}${path}`, window.location.href);
      const face = new FontFace(fontFamily(key), `url(${JSON.stringify(url.href)})`);
      document.fonts.add(await face.load());
    }),
  ).then(() => undefined);
  return faces;
}
