import { describe, expect, it } from 'vitest';
import { toChineseUpperCase } from './chineseNumerals.ts';

const AMOUNTS = [0, 10, 10.8, 100010, 1234567.89] as const;

// One row per mode, in the order of AMOUNTS.
const EXPECTED: Record<number, string[]> = {
  0: ['零', '十', '十点八', '十万零一十', '一百二十三万四千五百六十七点八九'],
  1: ['零', '一十', '一十点八', '一十万零一十', '一百二十三万四千五百六十七点八九'],
  2: ['零', '拾', '拾点捌', '拾万零壹拾', '壹佰贰拾叁万肆仟伍佰陆拾柒点捌玖'],
  3: ['零', '壹拾', '壹拾点捌', '壹拾万零壹拾', '壹佰贰拾叁万肆仟伍佰陆拾柒点捌玖'],
  4: ['人民币零元整', '人民币拾元整', '人民币拾元捌角', '人民币拾万零壹拾元整', '人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
  5: ['人民币零元整', '人民币壹拾元整', '人民币壹拾元捌角', '人民币壹拾万零壹拾元整', '人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
  6: [
    '人民币零元零角零分',
    '人民币壹拾元零角零分',
    '人民币壹拾元捌角零分',
    '人民币壹拾万零壹拾元零角零分',
    '人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分',
  ],
  7: ['零元零角零分', '壹拾元零角零分', '壹拾元捌角零分', '壹拾万零壹拾元零角零分', '壹佰贰拾叁万肆仟伍佰陆拾柒元捌角玖分'],
};

describe('toChineseUpperCase: every mode on the reference amounts', () => {
  for (const [mode, texts] of Object.entries(EXPECTED)) {
    it.each(AMOUNTS.map((amount, i) => [amount, texts[i]]))(`mode ${mode}: %s -> %s`, (amount, text) => {
      expect(toChineseUpperCase(amount, Number(mode))).toBe(text);
    });
  }
});

describe('toChineseUpperCase: zero rules and large numbers (mode 3)', () => {
  it.each([
    [1001, '壹仟零壹'],
    [1010, '壹仟零壹拾'],
    [10000, '壹万'],
    [10001, '壹万零壹'],
    [20304, '贰万零叁佰零肆'],
    [101000, '壹拾万壹仟'],
    [1000000, '壹佰万'],
    [100000000, '壹亿'],
    [100000001, '壹亿零壹'],
    [100010000, '壹亿零壹万'],
    [110000000, '壹亿壹仟万'],
    [1000000000000, '壹万亿'],
    [10000000000000000, '壹亿亿'],
    ['12345678901234567', '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖亿零壹佰贰拾叁万肆仟伍佰陆拾柒'],
    [0.05, '零点零伍'],
  ])('%s -> %s', (value, text) => {
    expect(toChineseUpperCase(value, 3)).toBe(text);
  });

  it('abbreviates only a leading 一十', () => {
    expect(toChineseUpperCase(15, 0)).toBe('十五');
    expect(toChineseUpperCase(150000, 0)).toBe('十五万');
    expect(toChineseUpperCase(1000000000, 2)).toBe('拾亿');
    expect(toChineseUpperCase(110, 0)).toBe('一百一十');
    expect(toChineseUpperCase(100000000000, 0)).toBe('一千亿');
  });
});

describe('toChineseUpperCase: money', () => {
  it.each([
    [100, 4, '人民币壹佰元整'],
    [1.05, 4, '人民币壹元零伍分'],
    [1.005, 4, '人民币壹元零壹分'],
    [1.005, 6, '人民币壹元零角壹分'],
    [0.5, 4, '人民币伍角'],
    [0.05, 5, '人民币伍分'],
    [0.999, 4, '人民币壹元整'],
    [0.5, 6, '人民币零元伍角零分'],
    [100, 6, '人民币壹佰元零角零分'],
    [100, 7, '壹佰元零角零分'],
    [0.1 + 0.2, 5, '人民币叁角'],
    ['10000000000000000.5', 5, '人民币壹亿亿元伍角'],
  ])('%s in mode %s -> %s', (value, mode, text) => {
    expect(toChineseUpperCase(value, mode)).toBe(text);
  });
});

describe('toChineseUpperCase: signs, strings and other values', () => {
  it('puts 负 in front of negatives', () => {
    expect(toChineseUpperCase(-10.8, 0)).toBe('负十点八');
    expect(toChineseUpperCase(-1001, 3)).toBe('负壹仟零壹');
    expect(toChineseUpperCase(-10.8, 4)).toBe('负人民币拾元捌角');
    expect(toChineseUpperCase('-100', 7)).toBe('负壹佰元零角零分');
  });

  it('drops the sign of values that round to zero', () => {
    expect(toChineseUpperCase(-0.001, 4)).toBe('人民币零元整');
    expect(toChineseUpperCase(-0, 0)).toBe('零');
  });

  it('accepts number-like strings', () => {
    expect(toChineseUpperCase('1,234.5', 3)).toBe('壹仟贰佰叁拾肆点伍');
    expect(toChineseUpperCase(' 12 ', 0)).toBe('十二');
    expect(toChineseUpperCase('12.50', 1)).toBe('一十二点五');
    expect(toChineseUpperCase('1,234.567', 4)).toBe('人民币壹仟贰佰叁拾肆元伍角柒分');
  });

  it('reads float sums at their real precision', () => {
    expect(toChineseUpperCase(0.1 + 0.2, 0)).toBe('零点三');
  });

  it('returns non-numbers unchanged and empties as empty', () => {
    expect(toChineseUpperCase('abc', 3)).toBe('abc');
    expect(toChineseUpperCase('12abc', 3)).toBe('12abc');
    expect(toChineseUpperCase(true, 3)).toBe('true');
    expect(toChineseUpperCase(Number.NaN, 3)).toBe('NaN');
    expect(toChineseUpperCase(Infinity, 3)).toBe('Infinity');
    expect(toChineseUpperCase(null, 3)).toBe('');
    expect(toChineseUpperCase(undefined, 3)).toBe('');
    expect(toChineseUpperCase('', 3)).toBe('');
  });

  it('returns the value unchanged for an unknown mode', () => {
    expect(toChineseUpperCase(12, 8)).toBe('12');
    expect(toChineseUpperCase(12, -1)).toBe('12');
    expect(toChineseUpperCase(12, 1.5)).toBe('12');
  });
});
