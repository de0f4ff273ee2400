import { describe, expect, it } from 'vitest';
import {
  coordinateValue,
  decimalsValue,
  lockedPair,
  maxRowsValue,
  numberByRule,
  optionalNumber,
  summaryColspanValue,
  WATERMARK_DEFAULTS,
  WATERMARK_LIMITS,
  watermarkPatch,
  watermarkSliderValue,
} from './validation.ts';

describe('number inputs', () => {
  it('empty inputs give no value', () => {
    for (const empty of ['', '  ', null, undefined]) expect(optionalNumber(empty)).toBeUndefined();
    expect(optionalNumber('abc')).toBeUndefined();
    expect(optionalNumber('12.5')).toBe(12.5);
    expect(optionalNumber(0)).toBe(0);
  });
  it('coordinates and sizes accept numbers with empty treated as 0', () => {
    expect(coordinateValue('')).toBe(0);
    expect(coordinateValue(undefined)).toBe(0);
    expect(coordinateValue('x')).toBe(0);
    expect(coordinateValue('33.5')).toBe(33.5);
    expect(coordinateValue(-4)).toBe(-4);
  });
  it('max rows: integer, min 1', () => {
    expect(maxRowsValue('')).toBeUndefined();
    expect(maxRowsValue(0)).toBe(1);
    expect(maxRowsValue(-3)).toBe(1);
    expect(maxRowsValue('7.9')).toBe(7);
    expect(maxRowsValue(12)).toBe(12);
  });
  it('summary merge columns: integer, min 0', () => {
    expect(summaryColspanValue(undefined)).toBeUndefined();
    expect(summaryColspanValue(-1)).toBe(0);
    expect(summaryColspanValue(0)).toBe(0);
    expect(summaryColspanValue(2.5)).toBe(2);
  });
  it('decimals 0-6', () => {
    expect(decimalsValue('')).toBeUndefined();
    expect(decimalsValue(-1)).toBe(0);
    expect(decimalsValue(9)).toBe(6);
    expect(decimalsValue('3')).toBe(3);
  });
  it('rules combine: integer, range, empty as zero', () => {
    expect(numberByRule('', { emptyAsZero: true, min: 0 })).toBe(0);
    expect(numberByRule('', {})).toBeUndefined();
    expect(numberByRule(7.6, { integer: true, max: 5 })).toBe(5);
    expect(numberByRule(-2, { min: 0 })).toBe(0);
  });
});

describe('watermark', () => {
  it('slider limits: font 10-80, rotation 0-180, density 100-800', () => {
    expect(WATERMARK_LIMITS).toEqual({
      fontSize: { min: 10, max: 80 },
      rotate: { min: 0, max: 180 },
      width: { min: 100, max: 800 },
      height: { min: 100, max: 800 },
    });
    expect(watermarkSliderValue('fontSize', 5)).toBe(10);
    expect(watermarkSliderValue('fontSize', 99)).toBe(80);
    expect(watermarkSliderValue('rotate', 200)).toBe(180);
    expect(watermarkSliderValue('rotate', -10)).toBe(0);
    expect(watermarkSliderValue('width', 50)).toBe(100);
    expect(watermarkSliderValue('height', 900)).toBe(800);
    expect(watermarkSliderValue('height', '')).toBe(200);
  });
  it('defaults: 14px, 25 degrees, 200 x 200, YYYY-MM-DD HH:mm', () => {
    expect(WATERMARK_DEFAULTS).toMatchObject({ fontSize: 14, rotate: 25, width: 200, height: 200, format: 'YYYY-MM-DD HH:mm', fillStyle: 'rgba(184,184,184,0.3)' });
  });
  it('a first change writes a whole watermark; later ones keep the other fields', () => {
    const first = watermarkPatch(undefined, 'content', '机密');
    expect(first).toEqual({ content: '机密', ...WATERMARK_DEFAULTS });
    const second = watermarkPatch(first, 'rotate', 400);
    expect(second).toEqual({ ...first, rotate: 180 });
    expect(watermarkPatch(second, 'timestamp', true).timestamp).toBe(true);
  });
});

describe('lock pair', () => {
  it('locked: editing either value sets both', () => {
    expect(lockedPair([10, 20], 0, 35, true)).toEqual([35, 35]);
    expect(lockedPair([10, 20], 1, 5, true)).toEqual([5, 5]);
  });
  it('unlocked: only the edited value changes', () => {
    expect(lockedPair([10, 20], 0, 35, false)).toEqual([35, 20]);
    expect(lockedPair([10, 20], 1, 5, false)).toEqual([10, 5]);
  });
});
