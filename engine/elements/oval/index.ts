/** oval: an ellipse inscribed in the box, outlined like rect and filled with backgroundColor. */
import { parseColor } from '../../color.ts';
import { round, type EllipseItem } from '../../page.ts';
import { shapeType, SHAPE_DEFAULTS } from '../common/index.ts';

export const OVAL_DEFAULTS = { ...SHAPE_DEFAULTS, width: 90, height: 90 };

export const ovalType = shapeType('oval', OVAL_DEFAULTS, (box, stroke, options) => {
  if (box.width <= 0 || box.height <= 0) return { items: [] };
  const fill = parseColor(options.backgroundColor);
  // Radii shrink by half the stroke so the outline stays inside the box.
  const h = stroke ? Math.min(stroke.width, box.width, box.height) / 2 : 0;
  const ellipse: EllipseItem = {
    kind: 'ellipse',
    cx: round(box.x + box.width / 2),
    cy: round(box.y + box.height / 2),
    rx: round(box.width / 2 - h),
    ry: round(box.height / 2 - h),
  };
  if (fill && fill.opacity !== 0) ellipse.fill = fill;
  if (stroke) ellipse.stroke = stroke;
  // The fill belongs to the ellipse, not to a rectangular background.
  return { items: ellipse.fill || ellipse.stroke ? [ellipse] : [], options: { ...options, backgroundColor: undefined } };
});
