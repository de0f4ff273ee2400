import { describe, expect, it } from 'vitest';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { vlineType } from './index.ts';

describe('vline', () => {
  it('defaults to 9 x 90 with a 0.75 pt line along the left edge', () => {
    const layout = asBox(vlineType.layout(testElement('vline', {}), testEnv()));
    expect(layout.height).toBe(90);
    expect(layout.paint(10, 20, { index: 0 })).toEqual([
      { kind: 'line', x1: 10.375, y1: 20, x2: 10.375, y2: 110, stroke: { color: '#000000', width: 0.75 } },
    ]);
  });

  it('takes width, style and colour from the options', () => {
    const layout = asBox(vlineType.layout(testElement('vline', { height: 50, borderWidth: 2, borderStyle: 'dotted', borderColor: '#00ff0080' }), testEnv()));
    expect(layout.paint(0, 0, { index: 0 })).toEqual([
      { kind: 'line', x1: 1, y1: 0, x2: 1, y2: 50, stroke: { color: '#00ff00', width: 2, style: 'dotted', opacity: 0.502 } },
    ]);
  });
});
