/** Painting an element's display items with the engine's canvas painter (the preview's painter). */
import { type Canvas2DLike, type DisplayItem, PAGE_FORMAT_VERSION, paintPage } from '../../../engine/index.ts';
import { fontFamily } from '../../../host/browser.ts';

/**
 * Paint `items` on `ctx` in its current transform (pt units). paintPage fills the page white
 * first; a page of size 0 x 0 makes that fill empty, so only the items are drawn over the paper.
 */
export function paintItems(ctx: Canvas2DLike, items: DisplayItem[], image: (ref: string) => unknown): void {
  paintPage(ctx, { version: PAGE_FORMAT_VERSION, index: 0, width: 0, height: 0, items }, { fontFamily, image, Path2D: globalThis.Path2D }, 1);
}
