import { describe, expect, it } from 'vitest';
import { compareCells, inkCells, parsePgm, type Raster } from './compare.ts';

/** A white raster of 20 x 10 px for a 20 x 10 mm page (1 px a mm), with black pixels at `dots`. */
function raster(dots: Array<[number, number]>): Raster {
  const gray = new Uint8Array(200).fill(255);
  for (const [x, y] of dots) gray[y * 20 + x] = 0;
  return { width: 20, height: 10, gray };
}

describe('fidelity measure', () => {
  it('reads a binary PGM', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('P5\n# c\n2 1\n255\n'), 0, 255]);
    expect(parsePgm(bytes)).toMatchObject({ width: 2, height: 1, gray: new Uint8Array([0, 255]) });
  });

  it('inks a 2 mm cell with two dark pixels, not one', () => {
    const cells = inkCells(raster([[0, 0], [1, 1], [10, 4]]), 20, 10);
    expect([cells.cols, cells.rows]).toEqual([10, 5]);
    expect([...cells.ink].map((v, i) => (v ? i : -1)).filter((i) => i >= 0)).toEqual([0]);
  });

  it('measures a taller page on a shorter page\'s cells at its own scale', () => {
    // 20 x 12 mm at 1 px a mm, cut to hiprint's 20 x 10 mm: the dots at 8-9 mm stay in cell row 4
    // (stretched onto 10 mm they would land in row 3), the dots at 10-11 mm fall outside.
    const gray = new Uint8Array(240).fill(255);
    for (const [x, y] of [[0, 8], [1, 9], [4, 10], [5, 11]] as const) gray[y * 20 + x] = 0;
    const cells = inkCells({ width: 20, height: 12, gray }, 20, 12, { widthMm: 20, heightMm: 10 });
    expect([cells.cols, cells.rows]).toEqual([10, 5]);
    expect([...cells.ink].map((v, i) => (v ? i : -1)).filter((i) => i >= 0)).toEqual([40]);
  });

  it('gives IoU, missing and extra ink, and a tolerant figure that forgives a neighbouring cell', () => {
    const a = inkCells(raster([[0, 0], [1, 0], [4, 0], [5, 0]]), 20, 10);
    const b = inkCells(raster([[0, 0], [1, 0], [6, 0], [7, 0]]), 20, 10);
    const f = compareCells(a, b);
    expect(f.iou).toBeCloseTo(1 / 3, 6);
    expect(f.missing).toBe(0.5);
    expect(f.extra).toBe(0.5);
    expect(f.tolerant).toBe(1);
    expect(compareCells(a, a).iou).toBe(1);
  });
});
