/** rect: a rectangle outlined with borderWidth/borderStyle/borderColor, filled with backgroundColor. */
import { round } from '../../page.ts';
import { shapeType, SHAPE_DEFAULTS } from '../common/index.ts';

export const RECT_DEFAULTS = { ...SHAPE_DEFAULTS, width: 90, height: 90 };

// The fill is decorate's background rect (the whole border box, as CSS paints a background
// under its border); the outline sits inside the box.
export const rectType = shapeType('rect', RECT_DEFAULTS, (box, stroke) => {
  if (!stroke || box.width <= 0 || box.height <= 0) return { items: [] };
  const h = Math.min(stroke.width, box.width, box.height) / 2;
  const outline = { x: round(box.x + h), y: round(box.y + h), width: round(box.width - 2 * h), height: round(box.height - 2 * h) };
  return { items: [{ kind: 'rect', ...outline, stroke }] };
});
