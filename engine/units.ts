/** Units and paper sizes. Internally everything is pt; templates give paper sizes in mm. */

export const PT_PER_MM = 72 / 25.4;
/** CSS px to pt (96 px = 72 pt). */
export const PT_PER_PX = 0.75;

export const mmToPt = (mm: number): number => mm * PT_PER_MM;
export const ptToMm = (pt: number): number => pt / PT_PER_MM;
export const pxToPt = (px: number): number => px * PT_PER_PX;

/** Named papers of the specification, portrait width x height in mm. */
export const PAPERS: Readonly<Record<string, readonly [number, number]>> = {
  A1: [841, 594],
  A2: [420, 594],
  A3: [420, 297],
  A4: [210, 297],
  A5: [210, 148],
  A6: [105, 148],
  A7: [105, 74],
  A8: [52, 74],
  B1: [1000, 707],
  B2: [500, 707],
  B3: [500, 353],
  B4: [250, 353],
  B5: [250, 176],
  B6: [125, 176],
  B7: [125, 88],
  B8: [62, 88],
};

export const DEFAULT_PAPER = 'A4';

/** Error text of the specification for a paper that is neither named nor a valid size. */
export const PAPER_NOT_FOUND = 'not found pagetype';

/** A custom paper dimension: a positive number with at most two decimals. */
export function isPaperDimension(value: unknown): boolean {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d+(\.\d{1,2})?$/.test(s) && Number(s) > 0;
}

/** The named paper matching `name` case-insensitively, if any. */
export function namedPaper(name: string): string | undefined {
  const upper = name.trim().toUpperCase();
  return upper in PAPERS ? upper : undefined;
}

/**
 * Paper size in mm. Explicit width and height (positive, at most two decimals) win whatever the
 * paper type says, and are taken as already oriented, as hiprint stores them: a panel of a
 * provider's paper ('10x15') prints at its stored size. Otherwise the named paper type (A4 by
 * default) is used, landscape (orient 2) swapping the two. A paper type that is not a named
 * paper with no size given, or a size that is not valid, throw `not found pagetype`.
 */
export function paperSize(
  paperType: string | undefined,
  width: unknown,
  height: unknown,
  orient: 1 | 2 = 1,
): { width: number; height: number } {
  const type = paperType?.trim();
  const given = (v: unknown) => v !== undefined && v !== null && v !== '';
  if (given(width) || given(height)) {
    if (!isPaperDimension(width) || !isPaperDimension(height)) throw new Error(PAPER_NOT_FOUND);
    return { width: Number(width), height: Number(height) };
  }
  if (type && type !== 'other' && type !== 'custom' && !namedPaper(type)) throw new Error(PAPER_NOT_FOUND);
  const [w, h] = PAPERS[type ? (namedPaper(type) ?? DEFAULT_PAPER) : DEFAULT_PAPER]!;
  return orient === 2 ? { width: h, height: w } : { width: w, height: h };
}
