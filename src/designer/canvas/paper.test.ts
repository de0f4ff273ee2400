import { describe, expect, it } from 'vitest';
import { lineAt, paperNumberBox, paperView, samePaper } from './paper.ts';

describe('paperView', () => {
  it('reads an A4 panel with the defaults of the specification', () => {
    const v = paperView({ index: 0, paperType: 'A4' });
    expect(v.width).toBeCloseTo(595.28, 1);
    expect(v.header).toBe(0);
    expect(v.footer).toBeCloseTo(841.89, 1);
    expect(v.numberLeft).toBeCloseTo(595.28 - 30, 1);
    expect(v.numberTop).toBeCloseTo(841.89 - 22, 1);
    expect(v.numberFormat).toBe('paperNo-paperCount');
    expect(v.numberDisabled).toBe(false);
  });

  it('takes numbers given as strings and clamps the header 10 pt above the footer', () => {
    const v = paperView({ index: 0, paperType: 'A5', paperHeader: '300', paperFooter: 305, paperNumberDisabled: 'true' } as never);
    expect(v.footer).toBe(305);
    expect(v.header).toBe(295);
    expect(v.numberDisabled).toBe(true);
  });

  it('compares views field by field', () => {
    expect(samePaper(paperView({ index: 0 }), paperView({ index: 0 }))).toBe(true);
    expect(samePaper(paperView({ index: 0 }), paperView({ index: 0, paperHeader: 5 } as never))).toBe(false);
  });
});

describe('lineAt and the paper number', () => {
  const v = paperView({ index: 0, paperHeader: 50, paperFooter: 60 } as never);

  it('picks the nearer line within reach', () => {
    expect(lineAt(v, 52, 3)).toBe('header');
    expect(lineAt(v, 58, 3)).toBe('footer');
    expect(lineAt(v, 55, 5)).toBe('header'); // a tie goes to the header
    expect(lineAt(v, 100, 3)).toBeUndefined();
  });

  it('boxes the paper number at its position', () => {
    expect(paperNumberBox(v)).toMatchObject({ x: v.numberLeft, y: v.numberTop });
  });
});
