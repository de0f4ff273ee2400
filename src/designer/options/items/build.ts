/** Shorthands for declaring option items; labels default to `options.items.<name>`. */
import { registerOptionItem, type ControlSpec, type OptionItem, type Options } from '../registry.ts';
import type { NumberRule } from '../validation.ts';
import { DEFAULT_ENTRY, type ValueList } from '../valueLists.ts';

type Extra = Partial<Omit<OptionItem, 'name' | 'control'>>;

export const labelOf = (name: string): string => `options.items.${name}`;

export function item(name: string, control: ControlSpec, extra: Extra = {}): OptionItem {
  return registerOptionItem({ name, label: labelOf(name), control, ...extra });
}

/** A select; with `withDefault` the list starts with the entry that clears the option. */
export function select(name: string, values: ValueList | ((o: Options) => ValueList), extra: Extra & { withDefault?: boolean; searchable?: boolean; free?: string } = {}): OptionItem {
  const { withDefault, searchable, free, ...rest } = extra;
  const list = withDefault
    ? typeof values === 'function'
      ? (o: Options) => [DEFAULT_ENTRY, ...values(o)]
      : [DEFAULT_ENTRY, ...values]
    : values;
  return item(name, { kind: 'select', values: list, searchable, free }, rest);
}

export const number = (name: string, rule: NumberRule & { step?: number; unit?: string } = {}, extra: Extra = {}): OptionItem =>
  item(name, { kind: 'number', ...rule }, extra);

export const text = (name: string, extra: Extra & { placeholder?: string } = {}): OptionItem => {
  const { placeholder, ...rest } = extra;
  return item(name, { kind: 'text', placeholder }, rest);
};

export const code = (name: string, extra: Extra = {}): OptionItem => item(name, { kind: 'code', placeholder: 'function (value, options) { return value; }' }, extra);

export const color = (name: string, extra: Extra = {}): OptionItem => item(name, { kind: 'color' }, extra);

/** A switch over a flag stored as hiprint does (true or 'true'); off removes the option. */
export const flag = (name: string, extra: Extra = {}): OptionItem =>
  item(name, { kind: 'switch' }, {
    read: (o) => o[name] === true || o[name] === 'true',
    write: (v) => ({ [name]: v ? true : undefined }),
    ...extra,
  });

/** Read a stored value, falling back to `fallback` when it is unset. */
export const orDefault = (key: string, fallback: unknown) => (o: Options): unknown =>
  o[key] === undefined || o[key] === null || o[key] === '' ? fallback : o[key];
