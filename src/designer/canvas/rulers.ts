/**
 * Ruler ticks in mm for a stretch of screen: small ticks no closer than a few pixels, labels
 * no closer than a label's width, both at round mm steps.
 */

/** Minimum distance between two ticks, and between two labels, CSS px. */
export const MIN_TICK_PX = 4;
export const MIN_LABEL_PX = 40;

const TICK_STEPS = [1, 2, 5, 10, 20, 50, 100];
const LABEL_STEPS = [10, 20, 50, 100, 200, 500, 1000];

export interface Tick {
  mm: number;
  /** Offset from the ruler's start, CSS px. */
  at: number;
  /** 0 small, 1 middle (half a label step), 2 labelled. */
  level: 0 | 1 | 2;
}

/**
 * Ticks for a ruler `length` px long whose start lies `startMm` mm from the paper's origin,
 * at `pxPerMm` px per mm. Negative mm (left of or above the paper) are ticked too.
 */
export function rulerTicks(startMm: number, length: number, pxPerMm: number): Tick[] {
  if (!(pxPerMm > 0) || !(length > 0)) return [];
  const step = TICK_STEPS.find((s) => s * pxPerMm >= MIN_TICK_PX) ?? TICK_STEPS[TICK_STEPS.length - 1]!;
  const label = LABEL_STEPS.find((s) => s * pxPerMm >= MIN_LABEL_PX && s % step === 0) ?? LABEL_STEPS[LABEL_STEPS.length - 1]!;
  const ticks: Tick[] = [];
  const endMm = startMm + length / pxPerMm;
  for (let mm = Math.ceil(startMm / step) * step; mm <= endMm; mm += step) {
    const level = mm % label === 0 ? 2 : (mm * 2) % label === 0 ? 1 : 0;
    ticks.push({ mm: mm + 0, at: (mm - startMm) * pxPerMm, level });
  }
  return ticks;
}
