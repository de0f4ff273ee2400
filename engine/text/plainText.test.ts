/**
 * The plain-text fast path (one span) against breakLines' general path: identical lines,
 * counts and placed items over generated mixed CJK / Latin / punctuation / newline text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontBook } from '../../tests/helpers/fonts.ts';
import type { DisplayItem } from '../page.ts';
import { breakLines, breakRichText } from './breakLines.ts';
import { canBreakBetween, CJK_CLASS, classOf, CLOSING_CLASS, isCjk, isClosing, isJoiner, isOpening, JOINER_CLASS, OPENING_CLASS } from './charClass.ts';
import { placePlainText } from './layoutText.ts';
import { breakPlainText, countLines } from './plainText.ts';
import { placeLines } from './placeLines.ts';
import type { BreakOptions, TextAlign, TextStyle, VerticalAlign } from './types.ts';

const fonts = fontBook();

/** Pieces that exercise every rule: kinsoku, hyphens, digits, spaces, joiners, surrogates, newlines. */
const PIECES = [
  '一', '二', '中', '国', '字', '東', '가', 'あ', 'カ', 'ｱ', '𠀀', '😀',
  '，', '。', '、', '！', '？', '）', '》', '」', '】', '％', 'ー', 'っ', '…', '·',
  '（', '《', '「', '【', '“', '‘', '￥',
  'a', 'b', 'W', 'i', 'l', 'm', 'é', 'e\u0301', '0', '1', '9',
  ' ', ' ', '  ', '-', '\u2010', '\u2013', '.', ',', ';', ':', '!', '?', '(', ')', '[', ']', '%', '/',
  '\u200b', '\u200d', '\ufe0f', '\u0301', '\ud83c', '\udf00',
  '\n', '\r\n', '\r', '\t',
  'hello', 'well-known', '2024-01-31', '-5', 'SP123456', '东北长粒香大米',
];

const textArb = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));
const styleArb: fc.Arbitrary<TextStyle> = fc.record(
  {
    font: fc.constantFrom('NotoSansSC-Regular', 'NotoSansSC-Bold'),
    size: fc.constantFrom(7, 9, 10, 12.5, 20),
    color: fc.constant('#000000'),
    letterSpacing: fc.constantFrom(0, 0.75, 2, -0.5, Number.NaN),
    underline: fc.boolean(),
    lineThrough: fc.boolean(),
  },
  { requiredKeys: ['font', 'size', 'color'] },
);
const optionsArb: fc.Arbitrary<BreakOptions> = fc.record(
  {
    maxWidth: fc.oneof(fc.constantFrom(0, -5, 10, 25, 33.3, 106, 1000, Number.MAX_VALUE), fc.double({ min: 0, max: 300, noNaN: true })),
    lineHeight: fc.constantFrom(0, 9, 14, 20.5, -1),
    indent: fc.constantFrom(0, 5, 12.25),
  },
  { requiredKeys: ['maxWidth'] },
);
const placeArb = fc.record({
  align: fc.constantFrom<TextAlign>('left', 'center', 'right', 'justify'),
  verticalAlign: fc.constantFrom<VerticalAlign>('top', 'middle', 'bottom'),
  height: fc.constantFrom(0, 12, 40, 200),
});

describe('plain text fast path', () => {
  it('breaks exactly as the general path', () => {
    fc.assert(
      fc.property(textArb, styleArb, optionsArb, (text, style, options) => {
        const general = breakRichText([{ text, style }], options, fonts);
        expect(breakPlainText(text, style, options, fonts)).toEqual(general);
        expect(breakLines([{ text, style }], options, fonts)).toEqual(general);
        expect(countLines(text, style, options, fonts)).toBe(general.length);
      }),
      { numRuns: 3000, seed: 20240506 },
    );
  });

  it('places exactly as placeLines over the general path', () => {
    fc.assert(
      fc.property(textArb, styleArb, optionsArb, placeArb, (text, style, options, place) => {
        const box = { x: 10.3, y: 20.7, width: options.maxWidth, ...place, lineHeight: options.lineHeight, indent: options.indent };
        const fast: DisplayItem[] = [];
        placePlainText(text, style, box, fonts, fast);
        expect(fast).toEqual(placeLines(breakRichText([{ text, style }], options, fonts), box));
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('gives the same lines as before for the rule examples', () => {
    const style: TextStyle = { font: 'NotoSansSC-Regular', size: 10, color: '#000000' };
    for (const text of ['一二三。」四', 'hello world foo', '2024-01-31', 'e\u0301e\u0301e\u0301', 'a\tb\r\nc\n', '', '   ']) {
      for (const maxWidth of [0, 20, 30, 45]) {
        expect(breakPlainText(text, style, { maxWidth }, fonts)).toEqual(breakRichText([{ text, style }], { maxWidth }, fonts));
      }
    }
  });
});

describe('break classes', () => {
  it('agree with the class predicates over the whole BMP', () => {
    for (let cp = 0; cp < 0x10000; cp++) {
      const c = classOf(cp);
      const expected = (isCjk(cp) ? CJK_CLASS : 0) | (isClosing(cp) ? CLOSING_CLASS : 0) | (isOpening(cp) ? OPENING_CLASS : 0) | (isJoiner(cp) ? JOINER_CLASS : 0);
      if ((c & 15) !== expected) expect([cp, c & 15]).toEqual([cp, expected]);
    }
    expect(classOf(0x20000) & CJK_CLASS).toBe(CJK_CLASS);
    expect(classOf(0x1f3fb) & JOINER_CLASS).toBe(JOINER_CLASS);
  });

  it('keep the break rules', () => {
    const cp = (s: string) => s.codePointAt(0)!;
    expect(canBreakBetween(-1, cp('一'), cp('二'))).toBe(true);
    expect(canBreakBetween(-1, cp('一'), cp('，'))).toBe(false);
    expect(canBreakBetween(-1, cp('（'), cp('一'))).toBe(false);
    expect(canBreakBetween(cp('l'), cp('-'), cp('k'))).toBe(true);
    expect(canBreakBetween(cp('4'), cp('-'), cp('0'))).toBe(false);
    expect(canBreakBetween(-1, cp('-'), cp('5'))).toBe(false);
    expect(canBreakBetween(-1, cp(' '), cp('a'))).toBe(true);
    expect(canBreakBetween(-1, cp('a'), cp(' '))).toBe(false);
    expect(canBreakBetween(-1, cp('e'), 0x301)).toBe(false);
  });
});
