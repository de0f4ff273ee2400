/**
 * Images decoded for the canvas painters (design canvas, preview pages), from the same bytes
 * and sized by the same rule as layout and the PDF use: what the canvas shows and what
 * prints agree, EXIF orientation or not.
 */
import { imageSizeFromBytes, type DisplayItem, type ImageInfo, type PageDescription } from '../engine/index.ts';
import { withRetries, type RetryOptions } from './imageRetry.ts';
import { fetchImageBytes } from './web.ts';

export interface CanvasImage {
  /** Size for layout, px, from the bytes. */
  size: ImageInfo;
  /** What the canvas painter draws. */
  bitmap: ImageBitmap;
}

/** Read, size and decode the image `src` (resolved against `baseUrl`); rejects when any step fails. */
export async function loadCanvasImage(src: string, baseUrl: string): Promise<CanvasImage> {
  const bytes = await fetchImageBytes(src, baseUrl);
  const size = imageSizeFromBytes(bytes);
  if (!size) throw new Error('not a PNG, JPEG, GIF, WebP or BMP image');
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
  return { size, bitmap };
}

interface Entry {
  image?: CanvasImage;
  failed?: boolean;
}

/**
 * The design canvas's images: each source loaded once on first ask, with the specification's
 * retries; listeners hear when one arrives (layout then sizes it, the painter draws it).
 */
export class CanvasImages {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();

  constructor(
    private readonly baseUrl: string,
    private readonly retry: RetryOptions = {},
  ) {}

  /** The decoded image for a display item's ref, if loaded. */
  image(ref: string): ImageBitmap | undefined {
    return this.entries.get(ref)?.image?.bitmap;
  }

  /** Size for layout; the first ask starts loading and listeners hear when it arrives. */
  info(src: string): ImageInfo | undefined {
    const entry = this.entries.get(src);
    if (!entry) {
      this.entries.set(src, {});
      void this.load(src);
      return undefined;
    }
    return entry.image?.size;
  }

  /** Called when an image arrives; returns the unsubscribe function. */
  onLoad(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async load(src: string): Promise<void> {
    const image = await withRetries(() => loadCanvasImage(src, this.baseUrl), this.retry);
    this.entries.set(src, image ? { image } : { failed: true });
    if (image) for (const listener of [...this.listeners]) listener();
  }
}

/** Decoded page images by resolved URL: a preview repaints pages without decoding again. */
const decoded = new Map<string, Promise<ImageBitmap | undefined>>();

function refsOf(items: DisplayItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    if (item.kind === 'image') into.add(item.ref);
    else if (item.kind === 'group') refsOf(item.items, into);
  }
  return into;
}

/** Load every image the pages draw; images that fail are left out (the painter skips them). */
export async function loadPageImages(pages: PageDescription[], baseUrl: string): Promise<Map<string, ImageBitmap>> {
  const refs = new Set<string>();
  for (const page of pages) refsOf(page.items, refs);
  const out = new Map<string, ImageBitmap>();
  await Promise.all(
    [...refs].map(async (ref) => {
      const key = ref.startsWith('data:') ? ref : new URL(ref, baseUrl).href;
      let pending = decoded.get(key);
      if (!pending) {
        pending = fetchImageBytes(ref, baseUrl)
          .then((bytes) => createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>])))
          .catch(() => undefined);
        decoded.set(key, pending);
      }
      const bitmap = await pending;
      if (bitmap) out.set(ref, bitmap);
    }),
  );
  return out;
}
