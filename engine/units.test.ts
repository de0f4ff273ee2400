import { describe, expect, it } from 'vitest';
import { isPaperDimension, mmToPt, PAPERS, paperSize, PAPER_NOT_FOUND, ptToMm, pxToPt } from './units.ts';

describe('units', () => {
  it('converts 1 mm to 72/25.4 pt and back', () => {
    expect(mmToPt(25.4)).toBe(72);
    expect(mmToPt(1)).toBeCloseTo(2.834645669, 9);
    expect(ptToMm(mmToPt(210))).toBeCloseTo(210, 9);
    expect(pxToPt(96)).toBe(72);
  });

  it('knows the papers of the specification', () => {
    expect(PAPERS).toEqual({
      A1: [841, 594], A2: [420, 594], A3: [420, 297], A4: [210, 297], A5: [210, 148], A6: [105, 148], A7: [105, 74], A8: [52, 74],
      B1: [1000, 707], B2: [500, 707], B3: [500, 353], B4: [250, 353], B5: [250, 176], B6: [125, 176], B7: [125, 88], B8: [62, 88],
    });
  });

  it('defaults to A4 and swaps for landscape', () => {
    expect(paperSize(undefined, undefined, undefined)).toEqual({ width: 210, height: 297 });
    expect(paperSize('B5', undefined, undefined, 2)).toEqual({ width: 176, height: 250 });
    expect(paperSize('a5', undefined, undefined)).toEqual({ width: 210, height: 148 });
  });

  it('takes explicit sizes as given (hiprint stores them already oriented)', () => {
    expect(paperSize('A4', 297, 210, 2)).toEqual({ width: 297, height: 210 });
    expect(paperSize(undefined, '80', '120.5')).toEqual({ width: 80, height: 120.5 });
  });

  it("sizes a paper type that is not a named paper ('10x15') by its width and height, as hiprint does", () => {
    expect(paperSize('10x15', 100, 150)).toEqual({ width: 100, height: 150 });
    expect(() => paperSize('10x15', undefined, undefined)).toThrow(PAPER_NOT_FOUND);
  });

  it('accepts positive numbers with at most two decimals as custom sizes', () => {
    expect(['1', '80', '80.5', '80.25', 80.25].map(isPaperDimension)).toEqual([true, true, true, true, true]);
    expect(['0', '-5', '80.255', 'abc', '', '1e3', null].map(isPaperDimension)).toEqual([false, false, false, false, false, false, false]);
  });

  it("raises 'not found pagetype' otherwise", () => {
    expect(() => paperSize('Letter', undefined, undefined)).toThrow(PAPER_NOT_FOUND);
    expect(() => paperSize(undefined, 80.255, 100)).toThrow(PAPER_NOT_FOUND);
    expect(() => paperSize(undefined, 80, undefined)).toThrow(PAPER_NOT_FOUND);
  });
});
