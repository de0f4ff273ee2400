/** vline: a vertical rule along the left edge of its box. */
import { round } from '../../page.ts';
import { shapeType, SHAPE_DEFAULTS } from '../common/index.ts';

export const VLINE_DEFAULTS = { ...SHAPE_DEFAULTS, width: 9, height: 90 };

export const vlineType = shapeType('vline', VLINE_DEFAULTS, (box, stroke) => {
  if (!stroke || box.height <= 0) return { items: [] };
  const x = round(box.x + stroke.width / 2);
  return { items: [{ kind: 'line', x1: x, y1: round(box.y), x2: x, y2: round(box.y + box.height), stroke }] };
});
