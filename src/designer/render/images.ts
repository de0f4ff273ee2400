/**
 * Images for the design canvas: decoded once per source, with their pixel size for layout
 * (fit modes read it). A failed load is retried, as the specification asks of image elements.
 * Loaded as <img> rather than fetched: the page's CSP lets images (img-src: self, data:, blob:)
 * load where fetch (connect-src) may not.
 */
import type { ImageInfo } from '../../../engine/context.ts';
import { decodeImage, imageUrl, withRetries } from './imageSize.ts';

export { IMAGE_RETRIES, IMAGE_RETRY_MS } from './imageSize.ts';

interface Entry {
  image?: HTMLImageElement;
  failed?: boolean;
}

export class DesignImages {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();

  constructor(private readonly baseUrl: string) {}

  /** The decoded image for a display item's ref, if loaded. */
  image(ref: string): HTMLImageElement | undefined {
    return this.entries.get(ref)?.image;
  }

  /** Size for layout; the first ask starts loading and listeners hear when it arrives. */
  info(src: string): ImageInfo | undefined {
    const entry = this.entries.get(src);
    if (!entry) {
      this.entries.set(src, {});
      void this.load(src);
      return undefined;
    }
    return entry.image ? { width: entry.image.naturalWidth, height: entry.image.naturalHeight } : undefined;
  }

  /** Called when an image arrives; returns the unsubscribe function. */
  onLoad(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async load(src: string): Promise<void> {
    const image = await withRetries(() => decodeImage(imageUrl(src, this.baseUrl)));
    this.entries.set(src, image ? { image } : { failed: true });
    if (image) for (const listener of [...this.listeners]) listener();
  }
}
