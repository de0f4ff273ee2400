/** Loading the images a document draws, for Node hosts (CLI, benchmarks, the API server). */
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageInfo } from '../../engine/context.ts';
import { collectImageSources, dataUrlBytes, imageSizeFromBytes } from '../../engine/images/index.ts';
import { PUBLIC_DIR } from './paths.ts';

export interface NodeImages {
  /** Bytes by source string, for the PDF writer. */
  bytes: Record<string, Uint8Array>;
  /** Size lookup for the layout context. */
  info(src: string): ImageInfo | undefined;
  /** Sources that could not be loaded, with the reason. */
  failures: { src: string; reason: string }[];
}

export interface ImageSources {
  /** Folder that relative paths are read from first (the template file's folder); omitted = public/ only. */
  templateDir?: string;
  /** Fetch http(s) URLs. A server rendering other people's templates leaves this off (no requests on their behalf). */
  remote?: boolean;
}

/**
 * Load every image the document may draw. Data URLs are decoded; http(s) URLs fetched when allowed;
 * other sources are files relative to the template's folder (when given), then to public/.
 */
export async function loadImages(templateJson: unknown, data: unknown, sources: ImageSources = {}): Promise<NodeImages> {
  const bytes: Record<string, Uint8Array> = {};
  const sizes = new Map<string, ImageInfo>();
  const failures: NodeImages['failures'] = [];
  for (const src of collectImageSources(templateJson, data)) {
    try {
      const content = await readImage(src, sources);
      const size = imageSizeFromBytes(content);
      if (!size) throw new Error('not a PNG, JPEG, GIF, WebP or BMP image');
      bytes[src] = content;
      sizes.set(src, size);
    } catch (error) {
      failures.push({ src: src.length > 60 ? `${src.slice(0, 57)}...` : src, reason: (error as Error).message });
    }
  }
  return { bytes, info: (src) => sizes.get(src), failures };
}

async function readImage(src: string, sources: ImageSources): Promise<Uint8Array> {
  const inline = dataUrlBytes(src);
  if (inline) return inline;
  if (/^https?:\/\//i.test(src)) {
    if (!sources.remote) throw new Error('remote images are not fetched here');
    const response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  if (src.startsWith('file:') && sources.templateDir === undefined) throw new Error('file not found');
  const path = src.startsWith('file:') ? fileURLToPath(src) : decodeURIComponent(src.split(/[?#]/)[0]!);
  const inPublic = join(PUBLIC_DIR, path.replace(/^[/\\]+/, ''));
  const candidates = sources.templateDir === undefined ? [inPublic] : [resolve(sources.templateDir, path), inPublic];
  for (const candidate of candidates) {
    // public/ lookups stay inside public/.
    if (candidate === inPublic && !candidate.startsWith(PUBLIC_DIR + sep)) continue;
    try {
      return await readFile(candidate);
    } catch {
      // try the next place
    }
  }
  throw new Error('file not found');
}
