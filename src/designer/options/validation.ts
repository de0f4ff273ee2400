/**
 * What the panel's inputs turn into before they reach the document (specification section 5):
 * empty inputs give no value, coordinates and sizes treat empty as 0, counts are integers with
 * a floor, watermark sliders stay in their ranges, and a locked pair moves together.
 */
import { WATERMARK_DEFAULTS, type WatermarkOptions } from '../../../engine/index.ts';
import { SUMMARY_DECIMALS } from './valueLists.ts';

/** What an input hands over: Mantine's NumberInput gives number | string, text inputs strings. */
export type RawInput = string | number | null | undefined;

const isEmpty = (raw: RawInput): boolean => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** A number, or undefined for an empty or unreadable input ("empty inputs return no value"). */
export function optionalNumber(raw: RawInput): number | undefined {
  if (isEmpty(raw)) return undefined;
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  return Number.isFinite(n) ? n : undefined;
}

/** Coordinate and size inputs: numbers, with empty (or unreadable) treated as 0. */
export function coordinateValue(raw: RawInput): number {
  return optionalNumber(raw) ?? 0;
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** An integer at least `min` (fractions dropped, as parseInt does), or undefined when empty. */
export function integerAtLeast(raw: RawInput, min: number): number | undefined {
  const n = optionalNumber(raw);
  return n === undefined ? undefined : Math.max(min, Math.trunc(n));
}

/** Max rows per page: integer, min 1. */
export const maxRowsValue = (raw: RawInput): number | undefined => integerAtLeast(raw, 1);

/** Summary merge columns (tableSummaryColspan): integer, min 0. */
export const summaryColspanValue = (raw: RawInput): number | undefined => integerAtLeast(raw, 0);

/** Summary decimals: integer 0-6; empty gives no value (the default, 2, applies). */
export function decimalsValue(raw: RawInput): number | undefined {
  const n = optionalNumber(raw);
  return n === undefined ? undefined : clamp(Math.trunc(n), SUMMARY_DECIMALS.min, SUMMARY_DECIMALS.max);
}

/** A number input's rules, as the option items declare them. */
export interface NumberRule {
  min?: number;
  max?: number;
  integer?: boolean;
  /** Coordinates and sizes: an empty input means 0 rather than "no value". */
  emptyAsZero?: boolean;
}

/** Read a number input by its rule. */
export function numberByRule(raw: RawInput, rule: NumberRule): number | undefined {
  const n = rule.emptyAsZero ? coordinateValue(raw) : optionalNumber(raw);
  if (n === undefined) return undefined;
  const whole = rule.integer ? Math.trunc(n) : n;
  return clamp(whole, rule.min ?? -Infinity, rule.max ?? Infinity);
}

// ---- watermark ---------------------------------------------------------------------------------

/** Slider ranges of the watermark (specification section 5). */
export const WATERMARK_LIMITS = {
  fontSize: { min: 10, max: 80 },
  rotate: { min: 0, max: 180 },
  width: { min: 100, max: 800 },
  height: { min: 100, max: 800 },
} as const;

export type WatermarkSlider = keyof typeof WATERMARK_LIMITS;

export { WATERMARK_DEFAULTS };

/** A slider value clamped into its range; an unreadable value falls back to the default. */
export function watermarkSliderValue(field: WatermarkSlider, raw: RawInput): number {
  const n = optionalNumber(raw);
  const { min, max } = WATERMARK_LIMITS[field];
  return n === undefined ? WATERMARK_DEFAULTS[field] : clamp(Math.round(n), min, max);
}

/**
 * The watermark options after changing one field: the stored object, completed with the
 * defaults so a first change writes a whole, readable watermark; sliders are clamped.
 */
export function watermarkPatch(current: unknown, field: keyof WatermarkOptions, value: unknown): WatermarkOptions {
  const base = { content: '', ...WATERMARK_DEFAULTS, ...(isRecord(current) ? current : {}) } as WatermarkOptions;
  const next = field in WATERMARK_LIMITS ? watermarkSliderValue(field as WatermarkSlider, value as RawInput) : value;
  return { ...base, [field]: next };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---- lock pair ---------------------------------------------------------------------------------

/**
 * A pair of inputs (x and y, width and height) after editing one of them: when locked the
 * other follows, so both hold the same value.
 */
export function lockedPair(pair: readonly [number, number], changed: 0 | 1, value: number, locked: boolean): [number, number] {
  if (locked) return [value, value];
  return changed === 0 ? [value, pair[1]] : [pair[0], value];
}
