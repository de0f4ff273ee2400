/** Lines kept from measuring are the lines breaking gives, and place the same items. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontBook } from '../../tests/helpers/fonts.ts';
import type { DisplayItem } from '../page.ts';
import { placePlainLines, placePlainText } from './layoutText.ts';
import { LineStore } from './lineStore.ts';
import { plainLines, type PlainLines } from './plainText.ts';
import type { TextStyle } from './types.ts';

const fonts = fontBook();
const PIECES = ['东北长粒香大米', '，', '。', 'SP123456', ' ', '  ', 'well-known', '2024-01-31', '\t', '\n', '\r\n', 'W', '𠀀', 'e\u0301', '（'];
const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(''));
const style: TextStyle = { font: 'NotoSansSC-Regular', size: 9, color: '#000000' };

/** The lines as plain values (the shared buffer is overwritten by the next break). */
function copy(lines: PlainLines) {
  const n = lines.count;
  return { text: lines.text, count: n, from: [...lines.from.slice(0, n)], to: [...lines.to.slice(0, n)], flags: [...lines.flags.slice(0, n)] };
}

describe('LineStore', () => {
  it('gives back the lines of each text it broke, and places the same items', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(textArb, fc.constantFrom(0, 20, 45, 106, 1000)), { minLength: 1, maxLength: 20 }), (cells) => {
        const store = new LineStore(cells.length);
        const broken = cells.map(([text, maxWidth], key) => copy(store.breakText(key, text, style, { maxWidth }, fonts)));
        cells.forEach(([text, maxWidth], key) => {
          expect(broken[key]).toEqual(copy(plainLines(text, style, { maxWidth }, fonts)));
          const kept = store.lines(key, text)!;
          expect(copy(kept)).toEqual(broken[key]);
          const box = { x: 3, y: 4, width: maxWidth, height: 30, align: 'center' as const, verticalAlign: 'middle' as const };
          const fromStore: DisplayItem[] = [];
          placePlainLines(store.lines(key, text)!, style, box, fonts, fromStore);
          const direct: DisplayItem[] = [];
          placePlainText(text, style, box, fonts, direct);
          expect(fromStore).toEqual(direct);
        });
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('has nothing for a key it was not given', () => {
    const store = new LineStore(3);
    store.breakText(1, '一二三', style, { maxWidth: 100 }, fonts);
    expect(store.lines(0, 'x')).toBeUndefined();
    expect(store.lines(1, '一二三')?.count).toBe(1);
  });
});
