import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../load/load.ts';
import type { DisplayItem, GroupItem, TextItem } from '../page.ts';
import { testContext } from '../../tests/helpers/fonts.ts';
import { paginate } from './paginate.ts';
import { formatPaperNumber } from './paperNumber.ts';
import { watermarkText } from './watermark.ts';

const longText = { options: { left: 20, top: 40, width: 100, height: 20, field: 'body', hideTitle: true, lineHeight: 20 }, printElementType: { type: 'longText' } };
const body = Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n');

function pagesOf(panel: Record<string, unknown>) {
  const template = loadTemplate({ panels: [{ width: 100, height: 100, paperHeader: 20, paperFooter: 260, printElements: [longText], ...panel }] });
  return paginate(template, { body }, testContext()).pages;
}
const flat = (items: DisplayItem[]): DisplayItem[] => items.flatMap((i) => (i.kind === 'group' ? flat(i.items) : [i]));
const textsOf = (items: DisplayItem[]) => flat(items).filter((i): i is TextItem => i.kind === 'text');

describe('paper number', () => {
  it('replaces paperNo and paperCount', () => {
    expect(formatPaperNumber('paperNo-paperCount', 2, 7)).toBe('2-7');
    expect(formatPaperNumber('第paperNo页 共paperCount页', 3, 10)).toBe('第3页 共10页');
    // hiprint's own default and the placeholder form: replaced, then read as a template literal.
    expect(formatPaperNumber('${paperNo}-${paperCount}', 2, 7)).toBe('2-7');
    expect(formatPaperNumber('第${paperNo}页，共${paperCount}页', 1, 2)).toBe('第1页，共2页');
  });

  it('is drawn on every page at 30 pt from the right and 22 pt from the bottom by default', () => {
    const pages = pagesOf({});
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      const number = textsOf(page.items).find((t) => t.text === `${i + 1}-3`)!;
      expect(number).toBeDefined();
      expect(number.x).toBeCloseTo(page.width - 30, 3);
      expect(number.y).toBeGreaterThan(page.height - 22); // baseline below the box top
      expect(number.y).toBeLessThan(page.height - 22 + 12);
    });
  });

  it('follows paperNumberLeft/Top and paperNumberFormat', () => {
    const [first] = pagesOf({ paperNumberLeft: 10, paperNumberTop: 5, paperNumberFormat: 'P paperNo / paperCount' });
    const number = textsOf(first!.items).find((t) => t.text === 'P 1 / 3')!;
    expect(number.x).toBe(10);
  });

  it('is not drawn when disabled', () => {
    const pages = pagesOf({ paperNumberDisabled: true });
    expect(pages.flatMap((p) => textsOf(p.items)).some((t) => /^\d+-\d+$/.test(t.text))).toBe(false);
  });
});

describe('watermark', () => {
  const watermark = { content: '机密', fillStyle: 'rgba(255,0,0,0.5)', fontSize: 20, rotate: 45, width: 100, height: 100 };

  it('tiles rotated vector text over every page in the watermark colour', () => {
    const pages = pagesOf({ watermarkOptions: watermark });
    for (const page of pages) {
      const layer = page.items.find((i): i is GroupItem => i.kind === 'group' && i.clip !== undefined)!;
      expect(layer.clip).toEqual({ x: 0, y: 0, width: page.width, height: page.height });
      // 100 x 100 px tiles = 75 pt; 283.465 x 283.465 pt page -> 4 x 4 tiles
      expect(layer.items).toHaveLength(16);
      const tile = layer.items[0] as GroupItem;
      expect(tile.transform!.slice(0, 4)).toEqual([0.707107, -0.707107, 0.707107, 0.707107]);
      expect(tile.transform!.slice(4)).toEqual([37.5, 37.5]);
      const [text] = textsOf(tile.items);
      expect(text).toMatchObject({ text: '机密', size: 15, color: '#ff0000', opacity: 0.5 });
    }
  });

  it('adds the current time from the context when timestamp is on', () => {
    const options = { ...watermark, timestamp: true, format: 'YYYY-MM-DD HH:mm', width: 200, height: 200, fillStyle: '', rotate: 25 };
    const template = loadTemplate({ panels: [{ watermarkOptions: options, printElements: [] }] });
    const ctx = testContext();
    expect(watermarkText(template.panels[0]!.watermark!, ctx)).toBe('机密\n2024-05-06 15:08');
    const [page] = paginate(template, {}, ctx).pages;
    const texts = textsOf(page!.items).map((t) => t.text);
    expect(texts).toContain('2024-05-06 15:08');
  });

  it('is absent without content or timestamp', () => {
    const pages = pagesOf({ watermarkOptions: { content: '' } });
    expect(pages[0]!.items.some((i) => i.kind === 'group')).toBe(false);
  });
});
