import { describe, expect, it } from 'vitest';
import { clientToPt, fitWidthZoom, openingZoom, PAPER_MARGIN, ptToClient, RULER_SIZE, scrollForZoom, viewportLayout, type ScreenFrame } from './viewport.ts';

const A4 = { paperWidth: 595.28, paperHeight: 841.89 };

describe('viewportLayout', () => {
  it('centres a paper narrower than the viewport and keeps the content at least the viewport', () => {
    const v = viewportLayout({ width: 1200, height: 700, ...A4, scale: 1 });
    expect(v.originX).toBe(Math.round((1200 - 595.28) / 2));
    expect(v.originY).toBe(RULER_SIZE + PAPER_MARGIN);
    expect(v.contentWidth).toBe(1200);
    expect(v.contentHeight).toBe(Math.ceil(44 + 841.89 + PAPER_MARGIN));
  });

  it('puts a wide paper after the ruler and grows the content to scroll', () => {
    const v = viewportLayout({ width: 400, height: 300, ...A4, scale: 2 });
    expect(v.originX).toBe(RULER_SIZE + PAPER_MARGIN);
    expect(v.contentWidth).toBe(Math.ceil(44 + 595.28 * 2 + PAPER_MARGIN));
  });
});

describe('fitWidthZoom', () => {
  it('fits the paper between the margins, within 25-400 %', () => {
    const zoom = fitWidthZoom(88 + 793.7, 595.28, 96 / 72);
    expect(zoom).toBeCloseTo(1, 2);
    expect(fitWidthZoom(100, 595.28, 96 / 72)).toBe(0.25);
    expect(fitWidthZoom(100000, 595.28, 96 / 72)).toBe(4);
  });
});

describe('openingZoom', () => {
  it('opens at 100 % when the paper fits, and smaller (never larger) when it does not', () => {
    const pxPerPt = 96 / 72;
    expect(openingZoom(1600, 595.28, pxPerPt)).toBe(1);
    const narrow = openingZoom(700, 595.28, pxPerPt);
    expect(narrow).toBeLessThan(1);
    expect(narrow).toBe(fitWidthZoom(700, 595.28, pxPerPt));
    // A0 landscape on a small canvas: the smallest zoom there is
    expect(openingZoom(500, 3370, pxPerPt)).toBe(0.25);
  });
});

describe('client <-> pt', () => {
  const frame: ScreenFrame = { left: 100, top: 50, scrollLeft: 30, scrollTop: 10, originX: 44, originY: 44, scale: 2 };

  it('round-trips and accounts for scroll, origin and scale', () => {
    const c = ptToClient(frame, 10, 20);
    expect(c).toEqual({ x: 100 - 30 + 44 + 20, y: 50 - 10 + 44 + 40 });
    expect(clientToPt(frame, c.x, c.y)).toEqual({ x: 10, y: 20 });
  });

  it('keeps the point under the pointer in place when zooming', () => {
    const next = viewportLayout({ width: 400, height: 300, ...A4, scale: 4 });
    const scroll = scrollForZoom(frame, next, 4, 300, 200);
    const after = clientToPt({ ...frame, scrollLeft: scroll.left, scrollTop: scroll.top, originX: next.originX, originY: next.originY, scale: 4 }, 300, 200);
    const before = clientToPt(frame, 300, 200);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });
});
