/**
 * The natural size of an image, loaded with the specification's retries (section 4: up to
 * 10 times, 500 ms apart): a freshly uploaded file may not be served yet when the chooser
 * returns its URL. The loader and the clock are parameters so the retry rule is unit-tested.
 */
import type { Size } from '../editor/geometry.ts';

/** Image loads are retried this many times, this far apart (section 4). */
export const IMAGE_RETRIES = 10;
export const IMAGE_RETRY_MS = 500;

export interface RetryOptions {
  retries?: number;
  delayMs?: number;
  /** Waits between attempts (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Run `attempt` until it resolves: once, then up to `retries` more times; undefined when all failed. */
export async function withRetries<T>(attempt: () => Promise<T>, options: RetryOptions = {}): Promise<T | undefined> {
  const { retries = IMAGE_RETRIES, delayMs = IMAGE_RETRY_MS, sleep = wait } = options;
  for (let n = 0; n <= retries; n++) {
    if (n > 0) await sleep(delayMs);
    try {
      return await attempt();
    } catch {
      // Not there yet, or undecodable: try again.
    }
  }
  return undefined;
}

/** Decode an image in the browser; resolves to the element (its naturalWidth/Height are set). */
export async function decodeImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

/** The app's base URL, which relative image sources are resolved against. */
export const appBaseUrl = (): string => new URL(import.meta.env.BASE_URL, window.location.href).href;

/** A src as the canvas loads it: data: URLs as they are, the rest against the app's base. */
export function imageUrl(src: string, baseUrl: string): string {
  return src.startsWith('data:') ? src : new URL(src, baseUrl).href;
}

/**
 * The natural size (px) of the image at `url`, or undefined when it never loads or has no
 * size. `load` defaults to decoding an <img>.
 */
export async function loadImageSize(
  url: string,
  options: RetryOptions & { load?: (url: string) => Promise<Size> } = {},
): Promise<Size | undefined> {
  const load = options.load ?? (async (u: string) => {
    const image = await decodeImage(u);
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  const size = await withRetries(() => load(url), options);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

/**
 * The setImageSrc arguments for a src the chooser returned: with the image's natural size once
 * it loads, so the element resizes by its fit mode; without it (src only) when it never loads.
 */
export async function chosenImageArgs(
  id: string,
  src: string,
  options: RetryOptions & { load?: (url: string) => Promise<Size>; baseUrl?: string } = {},
): Promise<{ id: string; src: string; natural?: Size }> {
  const natural = await loadImageSize(imageUrl(src, options.baseUrl ?? appBaseUrl()), options);
  return natural ? { id, src, natural } : { id, src };
}
