import { describe, expect, it } from 'vitest';
import { MIN_LABEL_PX, MIN_TICK_PX, rulerTicks } from './rulers.ts';

describe('rulerTicks', () => {
  it('ticks every mm and labels every 10 mm at 100 % (3.78 px per mm)', () => {
    const ticks = rulerTicks(0, 400, 96 / 25.4);
    expect(ticks.slice(0, 3).map((t) => t.mm)).toEqual([0, 2, 4]);
    // 3.78 px is under the minimum: every 2 mm; labels at least 40 px apart: every 20 mm.
    const labels = ticks.filter((t) => t.level === 2).map((t) => t.mm);
    expect(labels.slice(0, 3)).toEqual([0, 20, 40]);
    expect(ticks.find((t) => t.mm === 10)?.level).toBe(1);
  });

  it('keeps ticks and labels apart at any zoom', () => {
    for (const pxPerMm of [0.9, 1.5, 3.78, 7.5, 15.1]) {
      const ticks = rulerTicks(-13, 800, pxPerMm);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.at - ticks[i - 1]!.at).toBeGreaterThanOrEqual(MIN_TICK_PX - 1e-9);
      const labels = ticks.filter((t) => t.level === 2);
      for (let i = 1; i < labels.length; i++) expect(labels[i]!.at - labels[i - 1]!.at).toBeGreaterThanOrEqual(MIN_LABEL_PX - 1e-9);
    }
  });

  it('places ticks relative to the ruler start (negative mm before the paper)', () => {
    const ticks = rulerTicks(-5, 100, 10);
    expect(ticks[0]).toEqual({ mm: -5, at: 0, level: 1 });
    expect(ticks.find((t) => t.mm === 0)).toEqual({ mm: 0, at: 50, level: 2 });
  });
});
