import { describe, expect, it } from 'vitest';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { rectType } from './index.ts';

const paint = (options: Record<string, unknown>) => asBox(rectType.layout(testElement('rect', options), testEnv())).paint(10, 20, { index: 0 });

describe('rect', () => {
  it('defaults to 90 x 90 with a 0.75 pt outline inside the box', () => {
    const layout = asBox(rectType.layout(testElement('rect', {}), testEnv()));
    expect(layout.height).toBe(90);
    expect(layout.paint(10, 20, { index: 0 })).toEqual([
      { kind: 'rect', x: 10.375, y: 20.375, width: 89.25, height: 89.25, stroke: { color: '#000000', width: 0.75 } },
    ]);
  });

  it('fills the border box with backgroundColor under a styled outline', () => {
    expect(paint({ width: 40, height: 30, borderWidth: 2, borderStyle: 'dashed', borderColor: 'blue', backgroundColor: '#eee' })).toEqual([
      { kind: 'rect', x: 10, y: 20, width: 40, height: 30, fill: { color: '#eeeeee' } },
      { kind: 'rect', x: 11, y: 21, width: 38, height: 28, stroke: { color: '#0000ff', width: 2, style: 'dashed' } },
    ]);
  });

  it('has no outline at border width 0', () => {
    expect(paint({ borderWidth: 0 })).toEqual([]);
  });
});
