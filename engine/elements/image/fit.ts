/** Where an image goes inside its box for each fit mode (the CSS object-fit values). */
import { PT_PER_PX } from '../../units.ts';
import type { Box } from '../../page.ts';
import type { ImageInfo } from '../../context.ts';

export type ImageFit = 'contain' | 'cover' | 'fill' | 'none';

export interface FittedImage {
  /** Where the whole image is drawn, pt. */
  rect: Box;
  /** Set when the drawn rectangle may extend past the box. */
  clip?: Box;
}

/**
 * Place an image of intrinsic size `px` (CSS px) in `box` (pt):
 * contain scales to fit and centres; cover scales to cover, centres and clips;
 * fill stretches to the box; none draws at intrinsic size (0.75 pt/px) from the top-left, clipped.
 */
export function fitImage(fit: ImageFit, px: ImageInfo, box: Box): FittedImage {
  if (fit === 'fill') return { rect: { ...box } };
  if (fit === 'none') {
    const rect = { x: box.x, y: box.y, width: px.width * PT_PER_PX, height: px.height * PT_PER_PX };
    return rect.width > box.width || rect.height > box.height ? { rect, clip: { ...box } } : { rect };
  }
  const sx = box.width / px.width;
  const sy = box.height / px.height;
  const scale = fit === 'contain' ? Math.min(sx, sy) : Math.max(sx, sy);
  const width = px.width * scale;
  const height = px.height * scale;
  const rect = { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
  return fit === 'cover' ? { rect, clip: { ...box } } : { rect };
}
