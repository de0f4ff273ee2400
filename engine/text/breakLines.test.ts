import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakLines, breakRichText } from './breakLines.ts';
import { createFontBook, FONT_FILES } from './fonts.ts';
import type { BreakOptions, TextLine, TextSpan, TextStyle } from './types.ts';

const publicDir = new URL('../../public/', import.meta.url);
const load = () =>
  createFontBook(Object.fromEntries(Object.entries(FONT_FILES).map(([key, path]) => [key, new Uint8Array(readFileSync(new URL(path, publicDir)))])));
const fonts = load();
const REGULAR = 'NotoSansSC-Regular';
const BOLD = 'NotoSansSC-Bold';

const style = (extra: Partial<TextStyle> = {}): TextStyle => ({ font: REGULAR, size: 10, color: '#000000', ...extra });
const span = (text: string, extra: Partial<TextStyle> = {}): TextSpan => ({ text, style: style(extra) });
const texts = (lines: TextLine[]) => lines.map((line) => line.runs.map((run) => run.text).join(''));
const br = (text: string, options: BreakOptions, extra: Partial<TextStyle> = {}) => breakLines([span(text, extra)], options, fonts);
const w = (text: string, size = 10, font = REGULAR) => fonts.measure(font, text, size);

describe('breakLines: CJK', () => {
  it('breaks between any two CJK characters; each is one em wide', () => {
    const lines = br('一二三四五六七', { maxWidth: 30 });
    expect(texts(lines)).toEqual(['一二三', '四五六', '七']);
    expect(lines.map((line) => line.width)).toEqual([30, 30, 10]);
  });

  it('keeps closing punctuation off the start of a line by moving the previous character down', () => {
    expect(texts(br('一二三，四', { maxWidth: 30 }))).toEqual(['一二', '三，四']);
    expect(texts(br('一二三。」四', { maxWidth: 30 }))).toEqual(['一二', '三。」', '四']);
    // No allowed break fits: the width limit wins over kinsoku (lines never exceed maxWidth).
    expect(texts(br('一二三。」四', { maxWidth: 20 }))).toEqual(['一二', '三。', '」四']);
    expect(texts(br('一二三!', { maxWidth: 30 }))).toEqual(['一二', '三!']);
    expect(texts(br('一二三)', { maxWidth: 30 }))).toEqual(['一二', '三)']);
    expect(texts(br('あいうっ', { maxWidth: 30 }))).toEqual(['あい', 'うっ']); // small kana
  });

  it('keeps opening punctuation off the end of a line', () => {
    expect(texts(br('一二（三', { maxWidth: 30 }))).toEqual(['一二', '（三']);
    expect(texts(br('一二《三', { maxWidth: 30 }))).toEqual(['一二', '《三']);
    expect(texts(br('一二(三', { maxWidth: 25 }))).toEqual(['一二', '(三']);
  });

  it('breaks between CJK and Latin', () => {
    expect(texts(br('一二三abc', { maxWidth: 35 }))).toEqual(['一二三', 'abc']);
  });
});

describe('breakLines: Latin', () => {
  it('breaks at spaces; trailing spaces neither count nor show, wrapped lines start without spaces', () => {
    const lines = br('hello world foo', { maxWidth: w('hello world') });
    expect(texts(lines)).toEqual(['hello world', 'foo']);
    expect(lines[0].width).toBeCloseTo(w('hello world'), 3);
    expect(lines[0].runs[0].spaces).toBe(1);
    expect(texts(br('hello world foo', { maxWidth: w('hello world') - 0.01 }))).toEqual(['hello', 'world foo']);
    expect(texts(br('aaa     aaa', { maxWidth: w('aaa') }))).toEqual(['aaa', 'aaa']);
  });

  it('breaks after a hyphen inside a word, not in numbers or after a leading minus', () => {
    expect(texts(br('well-known', { maxWidth: w('well-know') }))).toEqual(['well-', 'known']);
    expect(texts(br('2024-01-31', { maxWidth: w('2024-01') }))).toEqual(['2024-01', '-31']);
    expect(texts(br('x -5', { maxWidth: w('x -') }))).toEqual(['x', '-5']);
  });

  it('splits a word longer than the line between characters', () => {
    const maxWidth = w('abcd') + 0.01;
    const lines = br('abcdefghijkl', { maxWidth });
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(texts(lines).join('')).toBe('abcdefghijkl');
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(maxWidth);
    expect(texts(lines)[0]).toBe('abcd');
  });

  it('keeps combining marks with their base character', () => {
    const lines = br('e\u0301e\u0301e\u0301', { maxWidth: 0 });
    expect(texts(lines)).toEqual(['e\u0301', 'e\u0301', 'e\u0301']);
  });

  it('keeps leading spaces of a paragraph and turns a tab into four spaces', () => {
    expect(texts(br('  a', { maxWidth: 100 }))).toEqual(['  a']);
    const [line] = br('a\tb', { maxWidth: 100 });
    expect(texts([line])).toEqual(['a    b']);
    expect(line.runs[0].spaces).toBe(4);
    expect(line.width).toBeCloseTo(w('a') + 4 * w(' ') + w('b'), 3);
  });
});

describe('breakLines: breakAll (CSS word-break: break-all)', () => {
  const both = (text: string, options: BreakOptions) => {
    const plain = texts(br(text, options));
    // The rich path (two spans of one style) breaks the same places.
    const rich = texts(breakRichText([span(text.slice(0, 3)), span(text.slice(3))], options, fonts));
    expect(rich).toEqual(plain);
    return plain;
  };

  it('fills each line with letters and digits, where the default breaks at the space', () => {
    const maxWidth = w('hello wo');
    expect(both('hello world', { maxWidth })).toEqual(['hello', 'world']);
    expect(both('hello world', { maxWidth, breakAll: true })).toEqual(['hello wo', 'rld']);
    expect(both('zhangwei@example.com', { maxWidth: w('zhangwei@exa'), breakAll: true })).toEqual(['zhangwei@exa', 'mple.com']);
    expect(both('SN20240813001', { maxWidth: w('SN20240'), breakAll: true })).toEqual(['SN20240', '813001']);
  });

  it('still keeps closing punctuation and hyphens off line starts and opening punctuation off line ends', () => {
    expect(both('abcdef, gh', { maxWidth: w('abcdef'), breakAll: true })).toEqual(['abcde', 'f, gh']);
    expect(both('abcd-efgh', { maxWidth: w('abcd'), breakAll: true })).toEqual(['abc', 'd-ef', 'gh']);
    expect(both('abc(def', { maxWidth: w('abc('), breakAll: true })).toEqual(['abc', '(def']);
  });

  it('changes nothing in CJK text', () => {
    const text = '北京市海淀区中关村东路十号，技术部';
    expect(both(text, { maxWidth: w('北京市海淀区'), breakAll: true })).toEqual(both(text, { maxWidth: w('北京市海淀区') }));
  });
});

describe('breakLines: newlines', () => {
  it('forces a break at \\n, \\r\\n and \\r and marks paragraph ends', () => {
    for (const text of ['ab\ncd', 'ab\r\ncd', 'ab\rcd']) {
      const lines = br(text, { maxWidth: 100 });
      expect(texts(lines)).toEqual(['ab', 'cd']);
      expect(lines.map((line) => line.endsParagraph)).toEqual([true, true]);
    }
    const wrapped = br('一二三四\n五', { maxWidth: 30 });
    expect(texts(wrapped)).toEqual(['一二三', '四', '五']);
    expect(wrapped.map((line) => line.endsParagraph)).toEqual([false, true, true]);
  });

  it('gives an empty paragraph a line with the height of its span font', () => {
    const lines = br('a\n\nb', { maxWidth: 100 }, { size: 20 });
    expect(texts(lines)).toEqual(['a', '', 'b']);
    const m = fonts.metrics(REGULAR, 20);
    expect(lines[1].height).toBeCloseTo(m.ascent + m.descent + m.lineGap, 3);
    expect(lines[1].ascent).toBeCloseTo(m.ascent, 3);
    expect(lines[1].width).toBe(0);
    expect(lines[1].runs).toEqual([]);
  });

  it('yields one empty line for empty text and none for no spans; a final newline adds no line', () => {
    expect(br('', { maxWidth: 100 })).toHaveLength(1);
    expect(br('', { maxWidth: 100 })[0].height).toBeGreaterThan(0);
    expect(breakLines([], { maxWidth: 100 }, fonts)).toEqual([]);
    expect(texts(br('a\n', { maxWidth: 100 }))).toEqual(['a']);
    expect(texts(br('a\n\n', { maxWidth: 100 }))).toEqual(['a', '']);
    expect(texts(br('\n', { maxWidth: 100 }))).toEqual(['']);
  });

  it('breaks newlines inside any span of a rich text', () => {
    const lines = breakLines([span('a'), span('b\nc', { font: BOLD }), span('d')], { maxWidth: 100 }, fonts);
    expect(lines.map((line) => line.runs.map((run) => run.text))).toEqual([['a', 'b'], ['c', 'd']]);
  });
});

describe('breakLines: widths, spacing, indent, heights', () => {
  it('positions runs of a rich text one after the other', () => {
    const [line] = breakLines([span('Ab'), span('中', { font: BOLD, size: 20 }), span('c')], { maxWidth: 1000 }, fonts);
    expect(line.runs.map((run) => run.x)).toEqual([0, round(w('Ab')), round(w('Ab') + 20)]);
    expect(line.runs[1].width).toBe(20);
    expect(line.width).toBeCloseTo(w('Ab') + 20 + w('c'), 3);
  });

  it('adds letterSpacing after every character, the last included', () => {
    const [line] = br('abc', { maxWidth: 100 }, { letterSpacing: 2 });
    expect(line.width).toBeCloseTo(w('abc') + 6, 3);
    expect(line.runs[0].width).toBeCloseTo(w('abc') + 6, 3);
    expect(texts(br('一二三四', { maxWidth: 36 }, { letterSpacing: 2 }))).toEqual(['一二三', '四']);
    expect(texts(br('一二三四', { maxWidth: 35.9 }, { letterSpacing: 2 }))).toEqual(['一二', '三四']);
  });

  it('indents the first line of every paragraph', () => {
    const lines = br('一二三四五\n六七', { maxWidth: 30, indent: 10 });
    expect(texts(lines)).toEqual(['一二', '三四五', '六七']);
    expect(lines.map((line) => line.runs[0].x)).toEqual([10, 0, 10]);
    expect(lines.map((line) => line.width)).toEqual([30, 30, 30]);
  });

  it('uses lineHeight when given, else the tallest run; ascent and descent are the max over runs', () => {
    const mixed = [span('a'), span('b', { size: 20 })];
    const m20 = fonts.metrics(REGULAR, 20);
    const [natural] = breakLines(mixed, { maxWidth: 100 }, fonts);
    expect(natural.height).toBeCloseTo(m20.ascent + m20.descent + m20.lineGap, 3);
    expect(natural.ascent).toBeCloseTo(m20.ascent, 3);
    expect(natural.descent).toBeCloseTo(m20.descent, 3);
    const [fixed] = breakLines(mixed, { maxWidth: 100, lineHeight: 9 }, fonts);
    expect(fixed.height).toBe(9);
    expect(fixed.ascent).toBeCloseTo(m20.ascent, 3);
  });

  it('puts at least one character on a line when the width is zero or negative', () => {
    expect(texts(br('一二三', { maxWidth: 0 }))).toEqual(['一', '二', '三']);
    expect(texts(br('ab c', { maxWidth: -5 }))).toEqual(['a', 'b', 'c']);
    expect(texts(br('，，', { maxWidth: 0 }))).toEqual(['，', '，']);
  });

  it('is deterministic', () => {
    const spans = [span('Hello, 世界！ A longer paragraph\nwith   spaces and 中文（括号）。', { letterSpacing: 0.75 }), span(' bold', { font: BOLD })];
    const a = JSON.stringify(breakLines(spans, { maxWidth: 57, indent: 6 }, fonts));
    const b = JSON.stringify(breakLines(structuredClone(spans), { maxWidth: 57, indent: 6 }, load()));
    expect(a).toBe(b);
  });
});

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
