import { describe, expect, it } from 'vitest';
import { clampToPaper, dragLength, dragPxToPt, resizeBox, rotateBy, snapBox, wrapRotation } from './geometry.ts';
import { finishTextEdit } from './text-edit.ts';

const paper = { width: 595.28, height: 841.89 };

describe('geometry kernels', () => {
  it('clamps a box inside the paper', () => {
    expect(clampToPaper({ x: -5, y: 900, width: 100, height: 10 }, paper)).toMatchObject({ x: 0, y: 831.89 });
  });

  it('snaps within adsorbMin to paper centre and other elements, guides within adsorbLineMin', () => {
    const plan = snapBox({ x: 250, y: 100, width: 100, height: 10 }, paper, [{ x: 10, y: 98, width: 50, height: 10 }]);
    // centre 300 is 2.36 from the paper centre 297.64; top 100 is 2 from the other's top 98.
    expect(plan.dx).toBeCloseTo(-2.36, 2);
    expect(plan.dy).toBe(-2);
    expect(plan.guides.some((g) => g.axis === 'y' && g.at === 98)).toBe(true);
    const far = snapBox({ x: 200, y: 200, width: 10, height: 10 }, paper, [{ x: 215, y: 400, width: 10, height: 10 }]);
    expect(far).toMatchObject({ dx: 0, dy: 0 });
    expect(far.guides.some((g) => g.axis === 'x' && g.at === 215)).toBe(true); // 5 pt away: guide, no snap
  });

  it('resizes in 1.5 pt steps, keeping the opposite edge for n and w', () => {
    expect(resizeBox({ x: 0, y: 0, width: 120, height: 9.75 }, 'se', 2, 0.7)).toEqual({ x: 0, y: 0, width: 121.5, height: 9.75 });
    expect(resizeBox({ x: 10, y: 10, width: 30, height: 30 }, 'nw', 3, 3)).toEqual({ x: 13, y: 13, width: 27, height: 27 });
  });

  it('converts drag px at 0.75 pt per px', () => {
    expect(dragPxToPt(100)).toBe(75);
    expect(dragLength(10)).toBe(9);
  });

  it('wraps rotation past 360', () => {
    expect(wrapRotation(370)).toBe(10);
    expect(wrapRotation(-90)).toBe(270);
    const box = { x: 0, y: 0, width: 20, height: 20 };
    expect(rotateBy(box, 350, [10, 0], [20, 10])).toBe(80);
  });

  it('applies the text-edit finishing rule', () => {
    expect(finishTextEdit('名称：苹果', '名称', 'name')).toEqual({ testData: '苹果' });
    expect(finishTextEdit('名称：', '名称', 'name')).toEqual({ title: '名称：', testData: undefined });
    expect(finishTextEdit('合计', '名称', 'name')).toEqual({ title: '合计' });
    expect(finishTextEdit('名称：苹果', '名称', undefined)).toEqual({ title: '名称：苹果' });
  });
});
