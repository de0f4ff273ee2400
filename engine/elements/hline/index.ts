/** hline: a horizontal rule. As in hiprint, the element is a box whose top border is the line. */
import { round } from '../../page.ts';
import { shapeType, SHAPE_DEFAULTS } from '../common/index.ts';

export const HLINE_DEFAULTS = { ...SHAPE_DEFAULTS, width: 90, height: 9 };

export const hlineType = shapeType('hline', HLINE_DEFAULTS, (box, stroke) => {
  if (!stroke || box.width <= 0) return { items: [] };
  const y = round(box.y + stroke.width / 2);
  return { items: [{ kind: 'line', x1: round(box.x), y1: y, x2: round(box.x + box.width), y2: y, stroke }] };
});
