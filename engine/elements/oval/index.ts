/** oval: an ellipse inscribed in the box, outlined like rect and filled with backgroundColor. */
import { parseColor } from '../../color.ts';
import type { ElementOptions } from '../../model/types.ts';
import { round, type EllipseItem } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { boxAt, decorate, DEFAULT_BORDER_WIDTH, shapeStroke, withDefaults } from '../common/index.ts';

export const OVAL_DEFAULTS: Partial<ElementOptions> = {
  width: 90,
  height: 90,
  borderWidth: DEFAULT_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: '#000000',
};

export const ovalType: ElementType = {
  type: 'oval',
  defaults: OVAL_DEFAULTS,
  layout(element) {
    const options = withDefaults(OVAL_DEFAULTS, element.options);
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        const box = boxAt(options, x, y);
        if (box.width <= 0 || box.height <= 0) return [];
        const stroke = shapeStroke(options, DEFAULT_BORDER_WIDTH);
        const fill = parseColor(options.backgroundColor);
        // Radii shrink by half the stroke so the outline stays inside the box.
        const h = stroke ? Math.min(stroke.width, box.width, box.height) / 2 : 0;
        const ellipse: EllipseItem = {
          kind: 'ellipse',
          cx: round(x + box.width / 2),
          cy: round(y + box.height / 2),
          rx: round(box.width / 2 - h),
          ry: round(box.height / 2 - h),
        };
        if (fill && fill.opacity !== 0) ellipse.fill = fill;
        if (stroke) ellipse.stroke = stroke;
        const shape = ellipse.fill || ellipse.stroke ? [ellipse] : [];
        // The fill belongs to the ellipse, not to a rectangular background.
        return decorate({ ...options, backgroundColor: undefined }, box, shape);
      },
    };
  },
};
