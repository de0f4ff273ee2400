/** The images a document draws, loaded through the host: bytes for the PDF, sizes for layout, both from the same bytes. */
import type { Diagnostic, ImageInfo } from '../context.ts';
import { collectImageSources, imageSizeFromBytes } from '../images/index.ts';
import type { Host } from './host.ts';

export interface DocumentImages {
  /** Bytes by source string, for the PDF writer. */
  bytes: Record<string, Uint8Array>;
  /** Size lookup for the layout context. */
  info(src: string): ImageInfo | undefined;
  /** Sources that could not be loaded, with the reason (long data URLs shortened). */
  failures: { src: string; reason: string }[];
}

/** Load every image the template or its data may draw; the ones that fail are listed, not thrown. */
export async function loadDocumentImages(host: Host, templateJson: unknown, data: unknown): Promise<DocumentImages> {
  const bytes: Record<string, Uint8Array> = {};
  const sizes = new Map<string, ImageInfo>();
  const failures: DocumentImages['failures'] = [];
  const sources = collectImageSources(templateJson, data);
  // Loaded side by side, recorded in source order so that failures are reported the same way every time.
  const loaded = await Promise.all(sources.map((src) => loadOne(host, src)));
  sources.forEach((src, i) => {
    const result = loaded[i]!;
    if ('reason' in result) failures.push({ src: src.length > 60 ? `${src.slice(0, 57)}...` : src, reason: result.reason });
    else {
      bytes[src] = result.bytes;
      sizes.set(src, result.size);
    }
  });
  return { bytes, info: (src) => sizes.get(src), failures };
}

/** Failed images as diagnostics, the way the Node hosts report them before layout's own. */
export function imageDiagnostics(images: DocumentImages): Diagnostic[] {
  return images.failures.map((f) => ({ code: 'image-unreadable', message: `${f.src}: ${f.reason}` }));
}

async function loadOne(host: Host, src: string): Promise<{ bytes: Uint8Array; size: ImageInfo } | { reason: string }> {
  try {
    const bytes = await host.imageBytes(src);
    const size = imageSizeFromBytes(bytes);
    return size ? { bytes, size } : { reason: 'not a PNG, JPEG, GIF, WebP or BMP image' };
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}
