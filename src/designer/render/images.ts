/**
 * Images for the design canvas: decoded once per source, with their pixel size for layout
 * (fit modes read it). A failed load is retried, as the specification asks of image elements.
 * Loaded as <img> rather than fetched: the page's CSP lets images (img-src: self, data:, blob:)
 * load where fetch (connect-src) may not.
 */
import type { ImageInfo } from '../../../engine/context.ts';

/** Image loads are retried this many times, this far apart (section 4). */
export const IMAGE_RETRIES = 10;
export const IMAGE_RETRY_MS = 500;

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
    for (let attempt = 0; attempt <= IMAGE_RETRIES; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, IMAGE_RETRY_MS));
      try {
        const image = new Image();
        image.src = src.startsWith('data:') ? src : new URL(src, this.baseUrl).href;
        await image.decode();
        this.entries.set(src, { image });
        for (const listener of [...this.listeners]) listener();
        return;
      } catch {
        // Network error or undecodable bytes: try again.
      }
    }
    this.entries.set(src, { failed: true });
  }
}
