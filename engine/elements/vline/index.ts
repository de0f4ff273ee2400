/** vline: a vertical rule. As in hiprint, the element is a box whose left border is the line. */
import type { ElementOptions } from '../../model/types.ts';
import { round, type DisplayItem } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { boxAt, decorate, DEFAULT_BORDER_WIDTH, shapeStroke, withDefaults } from '../common/index.ts';

export const VLINE_DEFAULTS: Partial<ElementOptions> = {
  width: 9,
  height: 90,
  borderWidth: DEFAULT_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: '#000000',
};

export const vlineType: ElementType = {
  type: 'vline',
  defaults: VLINE_DEFAULTS,
  layout(element) {
    const options = withDefaults(VLINE_DEFAULTS, element.options);
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        const box = boxAt(options, x, y);
        const stroke = shapeStroke(options, DEFAULT_BORDER_WIDTH);
        const line: DisplayItem[] = [];
        if (stroke && box.height > 0) {
          const lx = round(x + stroke.width / 2);
          line.push({ kind: 'line', x1: lx, y1: round(y), x2: lx, y2: round(y + box.height), stroke });
        }
        return decorate(options, box, line);
      },
    };
  },
};
