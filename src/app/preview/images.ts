/** Decoded images for the canvas painter, keyed by the page descriptions' `ref`. */
import { dataUrlBytes } from '../../../engine/images/index.ts';
import type { DisplayItem, PageDescription } from '../../../engine/page.ts';

/** The image's bytes: data URLs decoded here (the app's connect-src does not allow fetching them). */
async function imageBlob(ref: string, baseUrl: string): Promise<Blob> {
  const bytes = ref.startsWith('data:') ? dataUrlBytes(ref) : undefined;
  if (bytes) return new Blob([bytes as Uint8Array<ArrayBuffer>]);
  const response = await fetch(new URL(ref, baseUrl));
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}

const cache = new Map<string, Promise<ImageBitmap | undefined>>();

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
      let pending = cache.get(ref);
      if (!pending) {
        pending = imageBlob(ref, baseUrl)
          .then((blob) => createImageBitmap(blob))
          .catch(() => undefined);
        cache.set(ref, pending);
      }
      const bitmap = await pending;
      if (bitmap) out.set(ref, bitmap);
    }),
  );
  return out;
}
