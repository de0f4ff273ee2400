import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../load/load.ts';
import type { DisplayItem, TextItem } from '../../page.ts';
import { testContext } from '../../../tests/helpers/fonts.ts';
import type { ElementFlow, FlowChunk } from '../types.ts';
import { longTextType, LONG_TEXT_MEASURE_LIMIT } from './index.ts';

function flow(options: Record<string, unknown>, data: Record<string, unknown>, ctx = testContext()): ElementFlow {
  const element = loadTemplate({ panels: [{ printElements: [{ options, printElementType: { type: 'longText' } }] }] }).panels[0]!.elements[0]!;
  return longTextType.layout(element, { ctx, data }) as ElementFlow;
}
const texts = (items: DisplayItem[]) => items.filter((i): i is TextItem => i.kind === 'text');
const PAGE = { index: 0, count: 1 };
/** A chunk with its items painted. */
const painted = (chunk: FlowChunk) => ({ height: chunk.height, done: chunk.done, items: chunk.paint(PAGE) });
const whole = (f: ElementFlow) => painted(f.next({ x: 0, y: 0, available: Infinity, page: PAGE, atTop: true }));

describe('longText', () => {
  it('wraps the title and value to its width and grows to fit', () => {
    const chunk = whole(flow({ width: 60, height: 10, title: '备注', field: 'note', fontSize: 10, lineHeight: 15 }, { note: '请于上午七点前送达北门收货处' }));
    const lines = texts(chunk.items).map((t) => t.text);
    expect(lines.join('')).toBe('备注：请于上午七点前送达北门收货处');
    expect(lines.length).toBe(3); // 6 characters of 10 pt per 60 pt line
    expect(chunk.height).toBe(45);
    expect(chunk.done).toBe(true);
  });

  it("titles itself with its type's title when its options have none, as hiprint does; an empty value keeps the title line only", () => {
    const element = loadTemplate({ panels: [{ printElements: [{ options: { width: 300, height: 40, field: 'missing', lineHeight: 12 }, printElementType: { title: '长文', type: 'longText' } }] }] }).panels[0]!.elements[0]!;
    const chunk = whole(longTextType.layout(element, { ctx: testContext(), data: {} }) as ElementFlow);
    expect(texts(chunk.items).map((t) => t.text).join('')).toBe('长文：');
    // One line, not the designed 40 pt: what lies below moves up.
    expect(chunk.height).toBe(12);
    // Designing, the title shows and the element keeps its designed height.
    const designed = whole(longTextType.layout(element, { ctx: testContext({ mode: 'design' }), data: {} }) as ElementFlow);
    expect(texts(designed.items).map((t) => t.text).join('')).toBe('长文：');
    expect(designed.height).toBe(40);
  });

  it('indents the first line of each paragraph by longTextIndent', () => {
    const [first, second] = texts(whole(flow({ width: 200, field: 'v', hideTitle: true, longTextIndent: 20 }, { v: '甲\n乙' })).items);
    expect(first!.x).toBe(20);
    expect(second!.x).toBe(20);
  });

  it('removes the spaces at the start of lines with leftSpaceRemoved', () => {
    const items = whole(flow({ width: 200, field: 'v', hideTitle: true, leftSpaceRemoved: true }, { v: '   甲\n\u3000乙' })).items;
    expect(texts(items).map((t) => t.text)).toEqual(['甲', '乙']);
    expect(texts(items).every((t) => t.x === 0)).toBe(true);
  });

  it('keeps at least lHeight when the text is shorter', () => {
    expect(whole(flow({ width: 200, field: 'v', hideTitle: true, lHeight: 80, lineHeight: 12 }, { v: '短' })).height).toBe(80);
    expect(whole(flow({ width: 200, field: 'v', hideTitle: true, lineHeight: 12 }, { v: '短' })).height).toBe(12);
  });

  it('splits across slots line by line, and waits for the next page when no line fits', () => {
    const f = flow({ width: 200, field: 'v', hideTitle: true, lineHeight: 10 }, { v: 'a\nb\nc\nd\ne' });
    const first = painted(f.next({ x: 0, y: 100, available: 25, page: PAGE, atTop: false }));
    expect([texts(first.items).map((t) => t.text), first.height, first.done]).toEqual([['a', 'b'], 20, false]);
    expect(painted(f.next({ x: 0, y: 0, available: 5, page: PAGE, atTop: false }))).toEqual({ items: [], height: 0, done: false });
    const rest = painted(f.next({ x: 0, y: 0, available: 100, page: PAGE, atTop: true }));
    expect([texts(rest.items).map((t) => t.text), rest.done]).toEqual([['c', 'd', 'e'], true]);
  });

  it('stops measuring at 25000 pt and says so', () => {
    const ctx = testContext();
    const lines = Array.from({ length: 3000 }, (_, i) => String(i)).join('\n');
    const chunk = whole(flow({ width: 200, field: 'v', hideTitle: true, lineHeight: 10 }, { v: lines }, ctx));
    expect(chunk.height).toBe(LONG_TEXT_MEASURE_LIMIT);
    expect(ctx.diagnostics).toEqual([expect.objectContaining({ code: 'long-text-truncated', path: 'panels[0].printElements[0]' })]);
  });
});
