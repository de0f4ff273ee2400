/** The scaffold shared by the shape elements (hline, vline, rect, oval): a fixed box, decorated. */
import type { ElementOptions } from '../../model/types.ts';
import type { Box, DisplayItem, Stroke } from '../../page.ts';
import type { ElementType } from '../types.ts';
import { decorate, DEFAULT_BORDER_WIDTH } from './decorate.ts';
import { boxAt, shapeStroke, withDefaults } from './options.ts';

/** Every shape's outline: 0.75 pt solid black (specification: "lines: default border 0.75"). */
export const SHAPE_DEFAULTS: Partial<ElementOptions> = {
  borderWidth: DEFAULT_BORDER_WIDTH,
  borderStyle: 'solid',
  borderColor: '#000000',
};

/**
 * A shape element type: `draw` gives the shape's items for its border box and outline stroke
 * (undefined when the border width is 0); background, borders and rotation are added here.
 */
export function shapeType(
  type: string,
  defaults: Partial<ElementOptions>,
  draw: (box: Box, stroke: Stroke | undefined, options: ElementOptions) => { items: DisplayItem[]; options?: ElementOptions },
): ElementType {
  const all = { ...SHAPE_DEFAULTS, ...defaults };
  return {
    type,
    defaults: all,
    layout(element) {
      const options = withDefaults(all, element.options);
      return {
        kind: 'box',
        height: options.height,
        paint(x, y) {
          const box = boxAt(options, x, y);
          const drawn = draw(box, shapeStroke(options, DEFAULT_BORDER_WIDTH), options);
          return decorate(drawn.options ?? options, box, drawn.items);
        },
      };
    },
  };
}
