/**
 * Value lists as select data. Selects work on string keys; stored values may be numbers or
 * numeric strings (hiprint writes fontSize as 9 or "9"), so matching compares both ways.
 */
import type { ValueList, ValueOption } from './valueLists.ts';

export interface SelectEntry {
  value: string;
  label: string;
}

/** The key a select uses for an entry. */
export const keyOf = (option: ValueOption): string => String(option.value);

/** Mantine's data for a list; `translate` turns label keys into text. */
export function selectEntries(list: ValueList, translate: (key: string) => string): SelectEntry[] {
  return list.map((o) => ({ value: keyOf(o), label: o.label ? translate(o.label) : `${o.value}${o.unit ?? ''}` }));
}

/** The key of the entry matching a stored value, or null (no entry: the select shows empty). */
export function matchKey(list: ValueList, stored: unknown): string | null {
  if (stored === undefined || stored === null) return list.some((o) => o.value === '') ? '' : null;
  const exact = list.find((o) => o.value === stored || keyOf(o) === String(stored));
  if (exact) return keyOf(exact);
  const n = typeof stored === 'number' ? stored : typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : NaN;
  const numeric = Number.isFinite(n) ? list.find((o) => typeof o.value === 'number' && o.value === n) : undefined;
  return numeric ? keyOf(numeric) : null;
}

/** The stored value of a chosen key: numbers stay numbers; the default entry ('') and no choice give undefined. */
export function valueOfKey(list: ValueList, key: string | null): string | number | undefined {
  if (key === null || key === '') return undefined;
  return list.find((o) => keyOf(o) === key)?.value;
}

/** A typed value of a free list ('20', '20pt', ' 13.5 pt'): a positive number, else undefined. */
export function parseFreeValue(text: string, unit: string): number | undefined {
  const trimmed = text.trim();
  const bare = unit && trimmed.toLowerCase().endsWith(unit.toLowerCase()) ? trimmed.slice(0, -unit.length).trim() : trimmed;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(bare)) return undefined;
  const n = Number(bare);
  return n > 0 ? Math.round(n * 100) / 100 : undefined;
}

/**
 * The entries of a free list (presets are suggestions): the presets, plus the stored value when it is
 * none of them (a 20 pt title shows '20pt', not an empty box), plus what is being typed when it is a
 * new number. Numbers stay in order.
 */
export function freeEntries(list: ValueList, translate: (key: string) => string, unit: string, stored: unknown, typed: string): SelectEntry[] {
  const entries = selectEntries(list, translate);
  const extra = new Set<number>();
  const storedNumber = typeof stored === 'number' ? stored : typeof stored === 'string' ? parseFreeValue(stored, unit) : undefined;
  if (storedNumber !== undefined && Number.isFinite(storedNumber) && matchKey(list, storedNumber) === null) extra.add(storedNumber);
  const typedNumber = parseFreeValue(typed, unit);
  if (typedNumber !== undefined && matchKey(list, typedNumber) === null) extra.add(typedNumber);
  if (extra.size === 0) return entries;
  const added = [...extra].map((value) => ({ value: String(value), label: `${value}${unit}` }));
  const numeric = (e: SelectEntry) => (e.value === '' ? -Infinity : Number(e.value));
  return [...entries, ...added].sort((a, b) => numeric(a) - numeric(b));
}

/** The key a free list shows for a stored value: a preset's key, else the number itself. */
export function freeKey(list: ValueList, unit: string, stored: unknown): string | null {
  const preset = matchKey(list, stored);
  if (preset !== null) return preset;
  const n = typeof stored === 'number' ? stored : typeof stored === 'string' ? parseFreeValue(stored, unit) : undefined;
  return n !== undefined && Number.isFinite(n) ? String(n) : null;
}

/** The stored value of a chosen key of a free list: a preset's value, else the typed number. */
export function freeValueOfKey(list: ValueList, unit: string, key: string | null): string | number | undefined {
  if (key === null || key === '') return undefined;
  return list.find((o) => keyOf(o) === key)?.value ?? parseFreeValue(key, unit);
}
