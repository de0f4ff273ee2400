/** The pure helpers the designer benchmark reads its numbers with. */
import { describe, expect, it } from 'vitest';
import { frameStats, percentile, spread } from './stats.ts';
import { rowsForPages } from './templates.ts';
import type { TypingRun } from './typing.ts';
import { judge, perCommit } from './verdicts.ts';

/** rAF timestamps `gaps` apart, starting at 1000 ms. */
const stamps = (gaps: number[]): number[] => gaps.reduce((list, gap) => [...list, list[list.length - 1]! + gap], [1000]);

describe('frameStats', () => {
  it('reads a steady 60 Hz run as 60 fps with no long frames', () => {
    const s = frameStats(stamps(Array(120).fill(1000 / 60)));
    expect(s.frames).toBe(120);
    expect(s.fps).toBeCloseTo(60, 1);
    expect(s.p95Ms).toBeCloseTo(16.7, 1);
    expect(s.longFrames).toBe(0);
    expect(s.jankMs).toBe(0);
  });

  it('counts a stall as long frames and lowers the rate over the whole window', () => {
    // 58 good frames and two 100 ms stalls: 1166.7 ms for 60 frames.
    const s = frameStats(stamps([...Array(29).fill(1000 / 60), 100, ...Array(29).fill(1000 / 60), 100]));
    expect(s.frames).toBe(60);
    expect(s.longFrames).toBe(2);
    expect(s.maxMs).toBe(100);
    expect(s.fps).toBeCloseTo((60 * 1000) / (58 * (1000 / 60) + 200), 0);
    expect(s.fps).toBeLessThan(55);
    expect(s.jankMs).toBeCloseTo(2 * (100 - 1000 / 60), 0);
    // A p95 over 60 intervals is the 57th smallest: still a good frame; p99 sees the stall.
    expect(s.p95Ms).toBeCloseTo(16.7, 1);
    expect(s.p99Ms).toBe(100);
  });

  it('does not count vsync jitter under 1.5 frames as long', () => {
    expect(frameStats(stamps([16, 18, 20, 24, 15])).longFrames).toBe(0);
    expect(frameStats(stamps([16, 26])).longFrames).toBe(1);
  });

  it('answers zeros for fewer than two timestamps', () => {
    expect(frameStats([5]).frames).toBe(0);
    expect(frameStats([]).fps).toBe(0);
  });
});

describe('percentile', () => {
  it('is the nearest rank, always a measured value', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 95)).toBe(10);
    expect(percentile(sorted, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('spread', () => {
  it('keeps the runs in their order and gives min, median and max', () => {
    expect(spread([30, 10, 20])).toEqual({ min: 10, median: 20, max: 30, runs: [30, 10, 20] });
  });
});

describe('rowsForPages', () => {
  it('scales the probe linearly and refuses a probe of one page', () => {
    expect(rowsForPages(1000, 2000, 40)).toBe(50_000);
    expect(() => rowsForPages(1000, 10, 1)).toThrow(/too few/);
  });
});

describe('reading the typing counts', () => {
  const run = (over: Partial<TypingRun>): TypingRun => ({
    mode: 'paced',
    keys: 4,
    delayMs: 600,
    commits: 4,
    layerDraws: { elements: 4, handles: 4 },
    shapeDraws: { elements: 1200, handles: 12 },
    shapeUpdates: { elements: 4, handles: 4 },
    updateProps: {},
    layerDrawMs: { elements: 20 },
    layerSizes: { elements: 300 },
    slowEvents: 0,
    slowestEventMs: 0,
    longTasks: 0,
    ...over,
  });
  const typingVerdict = (r: TypingRun) => judge(undefined, undefined, { elements: 300, typedIndex: 50, option: 'title', runs: [r] }).at(-1)!;

  it('divides by the commits: one node and one layer repaint each', () => {
    expect(perCommit(run({}))).toEqual({ nodeUpdates: 1, otherUpdates: 1, repaints: 1, shapesPainted: 300, repaintMs: 5, paperRepaints: 0 });
    expect(typingVerdict(run({})).met).toBe(true);
  });

  it('calls every element node re-rendered, or a paper repaint, the whole stage', () => {
    expect(typingVerdict(run({ shapeUpdates: { elements: 1200 } })).met).toBe(false);
    expect(typingVerdict(run({ layerDraws: { elements: 4, paper: 1 } })).met).toBe(false);
  });

  it('does not count a run that committed nothing as met', () => {
    expect(typingVerdict(run({ commits: 0, shapeUpdates: {}, layerDraws: {} })).met).toBe(false);
  });
});
