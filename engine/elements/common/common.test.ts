import { describe, expect, it } from 'vitest';
import type { ElementOptions } from '../../model/types.ts';
import type { DisplayItem, GroupItem, LineItem } from '../../page.ts';
import { contentBox, decorate, fieldValue, normalizeRotation, withDefaults } from './index.ts';

const base = (o: Partial<ElementOptions> = {}): ElementOptions => ({ left: 0, top: 0, width: 100, height: 50, ...o });
const box = { x: 10, y: 20, width: 100, height: 50 };
const content: DisplayItem[] = [{ kind: 'rect', x: 12, y: 22, width: 5, height: 5, fill: { color: '#ff0000' } }];

describe('contentBox', () => {
  it('applies the four content paddings', () => {
    const o = base({ contentPaddingLeft: 1, contentPaddingTop: 2, contentPaddingRight: 3, contentPaddingBottom: 4 });
    expect(contentBox(o, box)).toEqual({ x: 11, y: 22, width: 96, height: 44 });
  });
  it('takes paddingLeft/paddingRight as aliases, contentPadding* winning', () => {
    expect(contentBox(base({ paddingLeft: 5, paddingRight: 6 }), box)).toEqual({ x: 15, y: 20, width: 89, height: 50 });
    expect(contentBox(base({ paddingLeft: 5, contentPaddingLeft: 2 }), box).x).toBe(12);
  });
  it('ignores negative paddings and never goes below zero size', () => {
    expect(contentBox(base({ contentPaddingLeft: -5 }), box)).toEqual(box);
    expect(contentBox(base({ contentPaddingLeft: 80, contentPaddingRight: 80 }), box).width).toBe(0);
  });
});

describe('decorate', () => {
  it('returns the content alone with no decoration options', () => {
    expect(decorate(base(), box, content)).toEqual(content);
  });

  it('puts the background under the content', () => {
    const items = decorate(base({ backgroundColor: 'rgba(0, 0, 255, 0.5)' }), box, content);
    expect(items[0]).toEqual({ kind: 'rect', x: 10, y: 20, width: 100, height: 50, fill: { color: '#0000ff', opacity: 0.5 } });
    expect(items[1]).toBe(content[0]);
  });

  it('skips transparent and invalid backgrounds', () => {
    expect(decorate(base({ backgroundColor: 'transparent' }), box, content)).toEqual(content);
    expect(decorate(base({ backgroundColor: 'nope' }), box, content)).toEqual(content);
  });

  it('draws each border side inset by half the stroke, over the content', () => {
    const items = decorate(
      base({ borderTop: 'solid', borderRight: 'dashed', borderBottom: 'dotted', borderLeft: 'solid', borderWidth: 2, borderColor: '#123456' }),
      box,
      content,
    );
    expect(items[0]).toBe(content[0]);
    const lines = items.slice(1) as LineItem[];
    expect(lines).toEqual([
      { kind: 'line', x1: 10, y1: 21, x2: 110, y2: 21, stroke: { color: '#123456', width: 2 } },
      { kind: 'line', x1: 109, y1: 20, x2: 109, y2: 70, stroke: { color: '#123456', width: 2, style: 'dashed' } },
      { kind: 'line', x1: 10, y1: 69, x2: 110, y2: 69, stroke: { color: '#123456', width: 2, style: 'dotted' } },
      { kind: 'line', x1: 11, y1: 20, x2: 11, y2: 70, stroke: { color: '#123456', width: 2 } },
    ]);
  });

  it('defaults a set side to 0.75 pt black, accepts border/true as solid', () => {
    const o = base({ borderLeft: 'border' as never, borderTop: true as never });
    const lines = decorate(o, box, []) as LineItem[];
    expect(lines).toEqual([
      { kind: 'line', x1: 10, y1: 20.375, x2: 110, y2: 20.375, stroke: { color: '#000000', width: 0.75 } },
      { kind: 'line', x1: 10.375, y1: 20, x2: 10.375, y2: 70, stroke: { color: '#000000', width: 0.75 } },
    ]);
  });

  it('draws no border for none or zero width', () => {
    expect(decorate(base({ borderLeft: 'none' as never }), box, [])).toEqual([]);
    expect(decorate(base({ borderLeft: 'solid', borderWidth: 0 }), box, [])).toEqual([]);
  });

  it('rotates everything around the box centre', () => {
    const items = decorate(base({ transform: 90, borderTop: 'solid' }), box, content);
    expect(items).toHaveLength(1);
    const group = items[0] as GroupItem;
    expect(group.kind).toBe('group');
    // centre (60, 45): x' = -y + 105, y' = x - 15
    expect(group.transform).toEqual([0, 1, -1, 0, 105, -15]);
    expect(group.items).toHaveLength(2);
    const [a, b, c, d, e, f] = group.transform!;
    const at = (x: number, y: number) => [a * x + c * y + e, b * x + d * y + f];
    expect(at(60, 45)).toEqual([60, 45]);
    expect(at(110, 45)).toEqual([60, 95]); // right edge midpoint goes down: clockwise on screen
  });

  it('omits the group for rotation 0 and for 360', () => {
    expect(decorate(base({ transform: 0 }), box, content)).toEqual(content);
    expect(decorate(base({ transform: 360 }), box, content)).toEqual(content);
  });
});

describe('normalizeRotation', () => {
  it.each([
    [0, 0],
    [10, 10],
    [360, 0],
    [370, 10],
    [725, 5],
    [-90, 270],
    [-360, 0],
    [-450, 270],
    [45.5, 45.5],
    [NaN, 0],
  ])('%d -> %d', (input, expected) => {
    expect(Object.is(normalizeRotation(input), expected)).toBe(true);
  });
});

describe('option helpers', () => {
  it('fills absent options from defaults', () => {
    const o = withDefaults({ width: 90, height: 9, borderWidth: 0.75 }, { left: 0, top: 0, width: 50, height: undefined as never });
    expect(o).toMatchObject({ width: 50, height: 9, borderWidth: 0.75 });
  });
  it('reads dot paths, preferring a literal key', () => {
    const data = { a: { b: { c: 'x' } }, 'a.b': 'literal' };
    expect(fieldValue(data, 'a.b.c')).toBe('x');
    expect(fieldValue(data, 'a.b')).toBe('literal');
    expect(fieldValue(data, 'a.z')).toBeUndefined();
    expect(fieldValue(data, 'constructor')).toBeUndefined();
    expect(fieldValue(data, undefined)).toBeUndefined();
  });
});
