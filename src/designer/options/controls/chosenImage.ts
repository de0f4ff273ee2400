/**
 * The setImageSrc arguments for a src the chooser returned: loaded first with the
 * specification's retries (host/imageRetry.ts), sized from its bytes as layout and the PDF
 * size it.
 */
import { appBaseUrl, imageUrl, loadImageSize, type RetryOptions } from '../../../../host/browser.ts';
import type { Size } from '../../editor/geometry.ts';

/**
 * With the image's natural size once it loads, so the element resizes by its fit mode; without
 * it (src only) when it never loads.
 */
export async function chosenImageArgs(
  id: string,
  src: string,
  options: RetryOptions & { load?: (url: string) => Promise<Size>; baseUrl?: string } = {},
): Promise<{ id: string; src: string; natural?: Size }> {
  const natural = await loadImageSize(imageUrl(src, options.baseUrl ?? appBaseUrl()), options);
  return natural ? { id, src, natural } : { id, src };
}
