import { describe, expect, it } from 'vitest';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { hlineType } from './index.ts';

const paint = (options: Record<string, unknown>, x = 10, y = 20) =>
  asBox(hlineType.layout(testElement('hline', options), testEnv())).paint(x, y, { index: 0 });

describe('hline', () => {
  it('defaults to 90 x 9 with a 0.75 pt solid black line along the top edge', () => {
    const layout = asBox(hlineType.layout(testElement('hline', {}), testEnv()));
    expect(layout.height).toBe(9);
    expect(layout.paint(10, 20, { index: 0 })).toEqual([
      { kind: 'line', x1: 10, y1: 20.375, x2: 100, y2: 20.375, stroke: { color: '#000000', width: 0.75 } },
    ]);
  });

  it('takes width, style and colour from the options', () => {
    expect(paint({ width: 200, height: 12, borderWidth: 3, borderStyle: 'dashed', borderColor: 'red' })).toEqual([
      { kind: 'line', x1: 10, y1: 21.5, x2: 210, y2: 21.5, stroke: { color: '#ff0000', width: 3, style: 'dashed' } },
    ]);
  });

  it('draws nothing at zero width', () => {
    expect(paint({ borderWidth: 0 })).toEqual([]);
  });

  it('rotates around its box centre', () => {
    const [group] = paint({ transform: 90 });
    expect(group).toMatchObject({ kind: 'group', transform: [0, 1, -1, 0, 79.5, -30.5] });
  });
});
