/**
 * Conformance over the registry: every element type's defaults load, its layout is
 * deterministic and serialisable, and it emits only display items the painters know.
 */
import { describe, expect, it } from 'vitest';
import { elementTypes } from './index.ts';
import { loadTemplate } from '../load/load.ts';
import { paginate } from '../paginate/paginate.ts';
import { DISPLAY_ITEM_KINDS, type DisplayItem } from '../page.ts';
import { testContext } from '../../tests/helpers/fonts.ts';

const kinds = (items: DisplayItem[]): string[] => items.flatMap((i) => [i.kind, ...(i.kind === 'group' ? kinds(i.items) : [])]);

/** Options that make each type draw something. */
const sample: Record<string, Record<string, unknown>> = {
  text: { title: '名称', field: 'name' },
  longText: { field: 'body' },
  image: { src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==' },
  html: { content: '<p>你好 <b>world</b></p>' },
  hline: {},
  vline: {},
  rect: { backgroundColor: '#eeeeee' },
  oval: {},
  table: { field: 'rows', columns: [[{ title: 'A', field: 'a' }]] },
};
const data = { name: '大米', body: '第一行\n第二行', rows: [{ a: 1 }, { a: 2 }] };

describe.each(elementTypes().map((t) => [t.type, t] as const))('element type %s', (name, type) => {
  const template = () =>
    loadTemplate({ panels: [{ printElements: [{ options: { left: 20, top: 30, ...sample[name] }, printElementType: { type: name } }] }] });

  it('has a sample in this test', () => {
    expect(sample[name]).toBeDefined();
  });

  it('loads with its defaults: a positive size', () => {
    const { options } = template().panels[0]!.elements[0]!;
    expect(options.width).toBeGreaterThan(0);
    expect(options.height).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(type.defaults)) {
      if (key === 'left' || key === 'top' || key in sample[name]!) continue;
      expect(options[key], key).toEqual(value);
    }
  });

  it('lays out deterministically into serialisable items of known kinds', () => {
    const first = paginate(template(), data, testContext()).pages;
    const second = paginate(template(), data, testContext()).pages;
    const json = JSON.stringify(first);
    expect(JSON.stringify(second)).toBe(json);
    expect(JSON.parse(json)).toEqual(first);
    const emitted = kinds(first.flatMap((p) => p.items));
    expect(emitted.length).toBeGreaterThan(1); // more than the paper number
    for (const k of emitted) expect(DISPLAY_ITEM_KINDS).toContain(k);
  });
});
