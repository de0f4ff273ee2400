/** hline: a horizontal rule. As in hiprint, the element is a box whose top border is the line. */
import type { ElementOptions } from '../../model/types.ts';
import { round, type DisplayItem } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { boxAt, decorate, DEFAULT_BORDER_WIDTH, shapeStroke, withDefaults } from '../common/index.ts';

export const HLINE_DEFAULTS: Partial<ElementOptions> = {
  width: 90,
  height: 9,
  borderWidth: DEFAULT_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: '#000000',
};

export const hlineType: ElementType = {
  type: 'hline',
  defaults: HLINE_DEFAULTS,
  layout(element) {
    const options = withDefaults(HLINE_DEFAULTS, element.options);
    return {
      kind: 'box',
      height: options.height,
      paint(x, y) {
        const box = boxAt(options, x, y);
        const stroke = shapeStroke(options, DEFAULT_BORDER_WIDTH);
        const line: DisplayItem[] = [];
        if (stroke && box.width > 0) {
          const ly = round(y + stroke.width / 2);
          line.push({ kind: 'line', x1: round(x), y1: ly, x2: round(x + box.width), y2: ly, stroke });
        }
        return decorate(options, box, line);
      },
    };
  },
};
