import type { ElementOptions } from '../../model/types.ts';
import type { Box } from '../../page.ts';

const pad = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/**
 * The box inside the element's paddings. contentPadding* win; hiprint's older
 * paddingLeft/paddingRight stand in for the left and right ones. Never negative in size.
 */
export function contentBox(options: ElementOptions, box: Box): Box {
  const left = pad(options.contentPaddingLeft ?? options.paddingLeft);
  const right = pad(options.contentPaddingRight ?? options.paddingRight);
  const top = pad(options.contentPaddingTop);
  const bottom = pad(options.contentPaddingBottom);
  return {
    x: box.x + left,
    y: box.y + top,
    width: Math.max(0, box.width - left - right),
    height: Math.max(0, box.height - top - bottom),
  };
}
