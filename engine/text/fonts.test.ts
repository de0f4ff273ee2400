import { readFileSync } from 'node:fs';
import { create } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { createFontBook, DEFAULT_FONT, FONT_FILES } from './fonts.ts';

const publicDir = new URL('../../public/', import.meta.url);
const bytesOf = (key: string) => new Uint8Array(readFileSync(new URL(FONT_FILES[key], publicDir)));
const files = { 'NotoSansSC-Regular': bytesOf('NotoSansSC-Regular'), 'NotoSansSC-Bold': bytesOf('NotoSansSC-Bold') };
const book = createFontBook(files);
const REGULAR = 'NotoSansSC-Regular';
const BOLD = 'NotoSansSC-Bold';

describe('FONT_FILES', () => {
  it('names the shipped files and the default font', () => {
    expect(FONT_FILES).toEqual({ 'NotoSansSC-Regular': 'fonts/NotoSansSC-Regular.ttf', 'NotoSansSC-Bold': 'fonts/NotoSansSC-Bold.ttf' });
    expect(DEFAULT_FONT).toBe(REGULAR);
    expect(FONT_FILES[DEFAULT_FONT]).toBeDefined();
  });
});

describe('measure', () => {
  it('measures a CJK character as one em', () => {
    expect(book.measure(REGULAR, '中', 12)).toBe(12);
    expect(book.measure(BOLD, '中文', 9)).toBe(18);
  });

  it('uses per-glyph advances: A and i differ, a string is the sum of its glyph advances', () => {
    const a = book.measure(REGULAR, 'A', 10);
    const i = book.measure(REGULAR, 'i', 10);
    expect(a).not.toBe(i);
    const font = create(files[REGULAR]);
    const text = 'Ai 中，x-1';
    const units = [...text].reduce((sum, c) => sum + font.glyphForCodePoint(c.codePointAt(0)!).advanceWidth, 0);
    expect(book.measure(REGULAR, text, 10)).toBeCloseTo((units / font.unitsPerEm) * 10, 9);
    expect(book.measure(REGULAR, 'Ai', 10)).toBeCloseTo(a + i, 9);
  });

  it('measures with the face it is asked for', () => {
    expect(book.measure(BOLD, 'A', 10)).not.toBe(book.measure(REGULAR, 'A', 10));
  });

  it('measures a code point without a glyph as .notdef, and a surrogate pair as one code point', () => {
    const font = create(files[REGULAR]);
    const notdef = (font.glyphForCodePoint(0x10fffd).advanceWidth / font.unitsPerEm) * 10;
    expect(book.hasGlyph(REGULAR, 0x10fffd)).toBe(false);
    expect(book.measure(REGULAR, String.fromCodePoint(0x10fffd), 10)).toBe(notdef);
    expect(book.measure(REGULAR, String.fromCodePoint(0x20000), 10)).toBe(book.measure(REGULAR, String.fromCodePoint(0x20000), 10));
    expect(book.measure(REGULAR, String.fromCodePoint(0x20000), 10)).toBeLessThanOrEqual(10);
    expect(book.hasGlyph(REGULAR, '中'.codePointAt(0)!)).toBe(true);
    expect(book.hasGlyph(REGULAR, 0x41)).toBe(true);
  });

  it('measures the empty string as 0 and scales linearly with size', () => {
    expect(book.measure(REGULAR, '', 10)).toBe(0);
    expect(book.measure(REGULAR, 'Hello', 20)).toBeCloseTo(2 * book.measure(REGULAR, 'Hello', 10), 9);
  });

  it('handles 100k measure calls of short strings', () => {
    let total = 0;
    for (let n = 0; n < 100_000; n++) total += book.measure(n % 2 ? REGULAR : BOLD, `行${n}号`, 9);
    expect(total).toBeGreaterThan(0);
  });

  it('rejects a key that is not loaded', () => {
    expect(() => book.measure('Arial-Regular', 'a', 10)).toThrow(/Arial-Regular/);
  });

  it('parses fonts lazily: bad bytes fail on first use, not on creation', () => {
    const lazy = createFontBook({ 'Broken-Regular': new Uint8Array([1, 2, 3, 4]) });
    expect(lazy.resolve('Broken')).toBe('Broken-Regular');
    expect(() => lazy.measure('Broken-Regular', 'a', 10)).toThrow(/Broken-Regular/);
  });
});

describe('metrics', () => {
  it('scales hhea ascent, descent and line gap to the size', () => {
    const font = create(files[REGULAR]);
    const m = book.metrics(REGULAR, 10);
    expect(m.ascent).toBeCloseTo((font.ascent / font.unitsPerEm) * 10, 9);
    expect(m.descent).toBeCloseTo((-font.descent / font.unitsPerEm) * 10, 9);
    expect(m.descent).toBeGreaterThan(0);
    expect(m.lineGap).toBe((font.lineGap / font.unitsPerEm) * 10);
    expect(m.ascent).toBeCloseTo(11.6, 9);
  });
});

describe('resolve', () => {
  it('maps the designer families, generic and unknown families to Noto Sans SC Regular', () => {
    for (const family of ['SimSun', '宋体', 'Microsoft YaHei', '微软雅黑', 'sans-serif', 'serif', 'Comic Sans MS', '', undefined]) {
      expect(book.resolve(family)).toBe(REGULAR);
    }
    expect(book.resolve('NotoSansSC')).toBe(REGULAR);
    expect(book.resolve('Noto Sans SC')).toBe(REGULAR);
    expect(book.resolve('NotoSansSC-Bold')).toBe(REGULAR); // a key names its family; weight picks the face
    expect(book.resolve('constructor, __proto__')).toBe(REGULAR);
  });

  it('takes the first family it knows from a CSS list', () => {
    expect(book.resolve("'Microsoft YaHei', Arial", 'bold')).toBe(BOLD);
    expect(book.resolve('Arial, "SimSun"')).toBe(REGULAR);
    const two = createFontBook({ ...files, 'Other-Regular': files[REGULAR] });
    expect(two.resolve('Arial, Other, SimSun')).toBe('Other-Regular');
    expect(two.resolve('Arial, SimSun, Other')).toBe(REGULAR);
    expect(two.resolve('Other', 700)).toBe('Other-Regular'); // no bold face: regular
  });

  it('selects the bold face for bold, bolder and weights from 600', () => {
    for (const weight of ['bold', 'bolder', 'BOLD', 600, 700, 900, '600', '800']) expect(book.resolve('SimSun', weight)).toBe(BOLD);
    for (const weight of ['normal', 'lighter', 100, 400, 500, '599', '', 'heavy', undefined]) expect(book.resolve('SimSun', weight)).toBe(REGULAR);
  });

  it('falls back to regular when the bold face is not loaded', () => {
    const regularOnly = createFontBook({ [REGULAR]: files[REGULAR] });
    expect(regularOnly.resolve('Microsoft YaHei', 'bold')).toBe(REGULAR);
  });
});

describe('shipped font coverage', () => {
  it('has a glyph for every character of GB 2312 and for printable ASCII', async () => {
    const { fontBook } = await import('../../tests/helpers/fonts.ts');
    const book = fontBook();
    const decoder = new TextDecoder('gb18030');
    const missing: string[] = [];
    // GB 2312: rows 0xA1-0xA9 (symbols) and 0xB0-0xF7 (hanzi), columns 0xA1-0xFE.
    for (const row of [...Array.from({ length: 9 }, (_, i) => 0xa1 + i), ...Array.from({ length: 72 }, (_, i) => 0xb0 + i)]) {
      for (let col = 0xa1; col <= 0xfe; col++) {
        const ch = decoder.decode(new Uint8Array([row, col]));
        const cp = ch.codePointAt(0)!;
        // Unassigned GB 2312 positions decode to U+FFFD or to GB 18030's private-use mapping.
        if (ch === '\ufffd' || ch.length !== 1 || (cp >= 0xe000 && cp <= 0xf8ff)) continue;
        for (const key of ['NotoSansSC-Regular', 'NotoSansSC-Bold']) if (!book.hasGlyph(key, cp)) missing.push(ch);
      }
    }
    for (let cp = 0x20; cp < 0x7f; cp++) if (!book.hasGlyph('NotoSansSC-Regular', cp)) missing.push(String.fromCodePoint(cp));
    expect(missing).toEqual([]);
  });
});
