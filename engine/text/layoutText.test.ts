import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TextItem } from '../page.ts';
import { createFontBook, FONT_FILES } from './fonts.ts';
import { layoutText } from './index.ts';
import type { TextSpan } from './types.ts';

const publicDir = new URL('../../public/', import.meta.url);
const load = () =>
  createFontBook(Object.fromEntries(Object.entries(FONT_FILES).map(([key, path]) => [key, new Uint8Array(readFileSync(new URL(path, publicDir)))])));
const fonts = load();
const spans = (text: string): TextSpan[] => [{ text, style: { font: fonts.resolve('SimSun'), size: 10, color: '#000000' } }];

describe('layoutText', () => {
  it('breaks to the box width, places lines and reports their total height', () => {
    const out = layoutText(spans('一二三四五六七'), { x: 10, y: 20, width: 30, height: 100, align: 'center', verticalAlign: 'top' }, fonts);
    const m = fonts.metrics('NotoSansSC-Regular', 10);
    const natural = m.ascent + m.descent + m.lineGap;
    expect(out.lines).toHaveLength(3);
    expect(out.height).toBeCloseTo(3 * natural, 2);
    const items = out.items as TextItem[];
    expect(items.map((item) => [item.text, item.x, item.width])).toEqual([
      ['一二三', 10, 30],
      ['四五六', 10, 30],
      ['七', 20, 10],
    ]);
    expect(items[0].y).toBeCloseTo(20 + m.ascent, 3);
  });

  it('applies lineHeight and indent', () => {
    const out = layoutText(spans('一二三四五'), { x: 0, y: 0, width: 30, height: 10, align: 'left', verticalAlign: 'top', lineHeight: 18, indent: 20 }, fonts);
    expect(out.lines.map((line) => line.runs[0].text)).toEqual(['一', '二三四', '五']);
    expect(out.height).toBe(54);
    expect((out.items as TextItem[]).map((item) => item.x)).toEqual([20, 0, 0]);
  });

  it('gives identical JSON for the same input with separate font books', () => {
    const text = 'Invoice 发票 No. 2024-001：总计￥1,234.50（含税）。\nSecond paragraph with a verylongwordthatmustbesplit.';
    const box = { x: 5, y: 5, width: 80, height: 40, align: 'justify', verticalAlign: 'middle', indent: 12 } as const;
    expect(JSON.stringify(layoutText(spans(text), box, fonts))).toBe(JSON.stringify(layoutText(spans(text), box, load())));
  });
});
