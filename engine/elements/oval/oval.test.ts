import { describe, expect, it } from 'vitest';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { ovalType } from './index.ts';

const paint = (options: Record<string, unknown>) => asBox(ovalType.layout(testElement('oval', options), testEnv())).paint(10, 20, { index: 0 });

describe('oval', () => {
  it('defaults to a 90 x 90 circle inscribed in the box, outline inside it', () => {
    expect(paint({})).toEqual([
      { kind: 'ellipse', cx: 55, cy: 65, rx: 44.625, ry: 44.625, stroke: { color: '#000000', width: 0.75 } },
    ]);
  });

  it('fills the ellipse (not the box) with backgroundColor', () => {
    expect(paint({ width: 60, height: 20, borderWidth: 2, borderStyle: 'dotted', backgroundColor: 'yellow' })).toEqual([
      { kind: 'ellipse', cx: 40, cy: 30, rx: 29, ry: 9, fill: { color: '#ffff00' }, stroke: { color: '#000000', width: 2, style: 'dotted' } },
    ]);
  });

  it('draws nothing without fill or outline', () => {
    expect(paint({ borderWidth: 0 })).toEqual([]);
  });

  it('rotates around its centre', () => {
    const [group] = paint({ width: 60, height: 20, transform: 450 });
    expect(group).toMatchObject({ kind: 'group', transform: [0, 1, -1, 0, 70, -10] });
  });
});
