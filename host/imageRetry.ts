/**
 * Loading an image with the specification's retries (section 4: up to 10 times, 500 ms apart):
 * a freshly uploaded file may not be served yet when the chooser returns its URL. The loader
 * and the clock are parameters so the retry rule is unit-tested.
 */
import { imageSizeFromBytes, type ImageInfo } from '../engine/index.ts';
import { fetchImageBytes } from './web.ts';

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

/**
 * The size (px) of the image at `url` as layout and the PDF see it: read from its bytes, not
 * from a decoded <img> (whose natural size follows EXIF orientation). Bytes that are no image
 * (yet) fail the attempt, as an <img> that cannot decode would.
 */
export async function imageSizeAt(url: string): Promise<ImageInfo> {
  const size = imageSizeFromBytes(await fetchImageBytes(url, url));
  if (!size) throw new Error('not a PNG, JPEG, GIF, WebP or BMP image');
  return size;
}

/**
 * The natural size (px) of the image at `url`, or undefined when it never loads or has no
 * size. `load` defaults to reading it from the image's bytes (imageSizeAt).
 */
export async function loadImageSize(url: string, options: RetryOptions & { load?: (url: string) => Promise<ImageInfo> } = {}): Promise<ImageInfo | undefined> {
  const load = options.load ?? imageSizeAt;
  const size = await withRetries(() => load(url), options);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}
