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
