/**
 * Fonts and image bytes over HTTP, for the hosts that run in a page or a Web Worker: the
 * shipped fonts fetched from the app's base URL, images decoded from data URLs (the app's
 * connect-src does not allow fetching them) or fetched. What loads is kept for the life of
 * the page (or worker); what fails is tried again by the next caller. One sandbox serves every
 * document: the user is running their own templates here.
 */
import { createFontBook, createSandbox, dataUrlBytes, FONT_FILES, type HostFonts, type HostSandbox, type Sandbox } from '../engine/index.ts';

let fontsOnce: Promise<HostFonts> | undefined;

/** The shipped fonts from `appBaseUrl`; a font that cannot be fetched rejects with `/path: HTTP 404` (or `network error`). */
export function fetchFonts(appBaseUrl: string): Promise<HostFonts> {
  fontsOnce ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FONT_FILES).map(async ([key, path]) => {
        const url = new URL(path, appBaseUrl);
        const response = await fetch(url).catch(() => undefined);
        if (!response?.ok) throw new Error(`${url.pathname}: ${response ? `HTTP ${response.status}` : 'network error'}`);
        return [key, new Uint8Array(await response.arrayBuffer())] as const;
      }),
    );
    const files = Object.fromEntries(entries);
    return { files, book: createFontBook(files) };
  })();
  fontsOnce.catch(() => (fontsOnce = undefined));
  return fontsOnce;
}

/** A src as it is loaded: data: URLs as they are, the rest resolved against `baseUrl`. */
export function imageUrl(src: string, baseUrl: string): string {
  return src.startsWith('data:') ? src : new URL(src, baseUrl).href;
}

/** Image bytes by resolved URL; images do not change while the page lives. */
const images = new Map<string, Promise<Uint8Array>>();

/** The bytes of image `src`, resolved against `baseUrl`. */
export function fetchImageBytes(src: string, baseUrl: string): Promise<Uint8Array> {
  const url = imageUrl(src, baseUrl);
  let pending = images.get(url);
  if (!pending) {
    pending = readImage(url);
    images.set(url, pending);
    pending.catch(() => images.delete(url));
  }
  return pending;
}

async function readImage(url: string): Promise<Uint8Array> {
  const inline = url.startsWith('data:') ? dataUrlBytes(url) : undefined;
  if (inline) return inline;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

let sandboxOnce: Promise<Sandbox> | undefined;

/** The page's (or worker's) one sandbox, created on first use; releasing it keeps it for the next document. */
export async function sharedSandbox(): Promise<HostSandbox> {
  sandboxOnce ??= createSandbox();
  return { hooks: await sandboxOnce, release: () => undefined };
}
