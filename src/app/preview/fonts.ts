/**
 * The shipped font files registered as CSS font faces, so the canvas painter draws with the
 * very files layout measured. Each font key gets its own family name.
 */
import { FONT_FILES } from '../../../engine/text/fontFiles.ts';

export const fontFamily = (key: string): string => `larder-${key}`;

let loaded: Promise<void> | undefined;

export function loadFonts(): Promise<void> {
  loaded ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([key, path]) => {
      const url = new URL(`${import.meta.env.BASE_URL}${path}`, window.location.href);
      const face = new FontFace(fontFamily(key), `url(${JSON.stringify(url.href)})`);
      document.fonts.add(await face.load());
    }),
  ).then(() => undefined);
  return loaded;
}
