/** rect: a rectangle outlined with borderWidth/borderStyle/borderColor, filled with backgroundColor. */
import type { ElementOptions } from '../../model/types.ts';
import { round, type DisplayItem } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { boxAt, decorate, DEFAULT_BORDER_WIDTH, shapeStroke, withDefaults } from '../common/index.ts';

export const RECT_DEFAULTS: Partial<ElementOptions> = {
  width: 90,
  height: 90,
  borderWidth: DEFAULT_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: '#000000',
};

export const rectType: ElementType = {
  type: 'rect',
  defaults: RECT_DEFAULTS,
  layout(element) {
    const options = withDefaults(RECT_DEFAULTS, element.options);
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        // The fill is decorate's background rect (the whole border box, as CSS paints a
        // background under its border); the outline sits inside the box.
        const box = boxAt(options, x, y);
        const stroke = shapeStroke(options, DEFAULT_BORDER_WIDTH);
        const outline: DisplayItem[] = [];
        if (stroke && box.width > 0 && box.height > 0) {
          const h = Math.min(stroke.width, box.width, box.height) / 2;
          outline.push({
            kind: 'rect',
            x: round(x + h),
            y: round(y + h),
            width: round(box.width - 2 * h),
            height: round(box.height - 2 * h),
            stroke,
          });
        }
        return decorate(options, box, outline);
      },
    };
  },
};
