/**
 * Pure statistics over what the page recorded: frame intervals from requestAnimationFrame
 * timestamps, and percentiles. Kept apart from the browser code so they are unit-tested.
 */

export interface FrameStats {
  /** Frame intervals measured (timestamps - 1). */
  frames: number;
  /** From the first timestamp to the last, ms. */
  durationMs: number;
  /** Frames per second over the whole window (not the mean of per-frame rates, which hides stalls). */
  fps: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Intervals longer than `longFrameMs` (a frame missed at 60 Hz). */
  longFrames: number;
  longFrameMs: number;
  /** Time spent in long frames beyond one frame each, ms: how much of the window was stalled. */
  jankMs: number;
}

/** 60 Hz frame budget, ms. */
export const FRAME_MS = 1000 / 60;

/**
 * Percentile by nearest rank over sorted-ascending values: the smallest value with at least
 * p% of the values at or below it. Nearest rank, so the answer is always a measured value.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Statistics of rAF timestamps (ms, increasing). A long frame is one over 1.5 budgets: the
 * display skipped at least one refresh, while vsync jitter around 16.7 ms is not counted.
 */
export function frameStats(timestamps: readonly number[], longFrameMs = FRAME_MS * 1.5): FrameStats {
  const intervals: number[] = [];
  for (let i = 1; i < timestamps.length; i++) intervals.push(timestamps[i]! - timestamps[i - 1]!);
  const sorted = [...intervals].sort((a, b) => a - b);
  const durationMs = timestamps.length > 1 ? timestamps[timestamps.length - 1]! - timestamps[0]! : 0;
  const long = intervals.filter((d) => d > longFrameMs);
  return {
    frames: intervals.length,
    durationMs: r1(durationMs),
    fps: durationMs > 0 ? r1((intervals.length * 1000) / durationMs) : 0,
    meanMs: intervals.length > 0 ? r1(durationMs / intervals.length) : 0,
    p50Ms: r1(percentile(sorted, 50)),
    p95Ms: r1(percentile(sorted, 95)),
    p99Ms: r1(percentile(sorted, 99)),
    maxMs: r1(sorted[sorted.length - 1] ?? NaN),
    longFrames: long.length,
    longFrameMs: r1(longFrameMs),
    jankMs: r1(long.reduce((sum, d) => sum + d - FRAME_MS, 0)),
  };
}

/** min / median / max of repeated measurements, for runs repeated to see the noise. */
export function spread(values: readonly number[]): { min: number; median: number; max: number; runs: number[] } {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: r1(sorted[0] ?? NaN), median: r1(percentile(sorted, 50)), max: r1(sorted[sorted.length - 1] ?? NaN), runs: values.map(r1) };
}

export const r1 = (n: number): number => Math.round(n * 10) / 10;
