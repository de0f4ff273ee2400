/**
 * The option item registry (hiprint's "styleItem"s): each item is one labelled row of the
 * setting panel — a control, how it reads its value from an options record and what it
 * writes back. Items are target-agnostic: the panel decides whether the patch goes to
 * elements, the paper or a table column (see apply.ts).
 */
import type { Suggestion } from './dataFields.ts';
import type { NumberRule } from './validation.ts';
import type { ValueList } from './valueLists.ts';

/** Thrown when an item has no name (specification sections 5 and 8, verbatim). */
export const ITEM_WITHOUT_NAME = 'styleItem must have name';

export type Options = Readonly<Record<string, unknown>>;

export type ControlSpec =
  /** A value list; `values` may depend on the options (the fonts, the barcode list of a type). */
  /** `free`: the numbers of the list are suggestions; any positive number may be typed (shown with `free` as unit). */
  | { kind: 'select'; values: ValueList | ((options: Options) => ValueList); searchable?: boolean; clearable?: boolean; free?: string }
  | ({ kind: 'number'; step?: number; unit?: string } & NumberRule)
  | { kind: 'slider'; min: number; max: number; step?: number; unit?: string }
  | { kind: 'color' }
  | { kind: 'switch' }
  /**
   * Free text; `suggestions` turns it into an autocomplete (date formats; the record's fields, which
   * depend on the panel: 'element:table', 'column', 'element:text' ...).
   */
  | { kind: 'text'; placeholder?: string; suggestions?: (options: Options, panel: string) => readonly (string | Suggestion)[] | undefined }
  | { kind: 'textarea'; placeholder?: string }
  /** User code (formatter, styler and table hooks), stored as source text. */
  | { kind: 'code'; placeholder?: string }
  /** Two numbers edited together with a lock (coordinates: left/top, sizes: width/height). */
  | { kind: 'lockPair'; keys: readonly [string, string]; labels: readonly [string, string]; min?: number }
  /** The image source: a text input plus the host's chooser. */
  | { kind: 'image' }
  /** Paper type (A1-B8) or a custom width x height in mm. */
  | { kind: 'paper' };

export type ControlKind = ControlSpec['kind'];

export interface OptionItem {
  /** Unique; also the option key the item edits unless `read`/`write` say otherwise. */
  name: string;
  /** i18n key of the row label (the Chinese text is the control's accessible name). */
  label: string;
  control: ControlSpec;
  /** Value the control shows (default: options[name]). */
  read?: (options: Options) => unknown;
  /** Options to set from the control's value; undefined values remove options (default: {[name]: value}). */
  write?: (value: unknown, options: Options) => Record<string, unknown>;
  /** Only shown when this holds (barcode format only for barcodes ...). */
  visible?: (options: Options) => boolean;
  /** Meaningless for several elements at once (title, field, test data ...). */
  single?: boolean;
}

export interface OptionTab {
  /** Tab name; its label is t(`options.tabs.${name}`). */
  name: string;
  /** Item names in row order. */
  items: readonly string[];
}

export type OptionTabs = readonly OptionTab[];

const items = new Map<string, OptionItem>();

/** Register an item. An item without a name throws; a later registration of a name replaces the earlier one (hosts override items). */
export function registerOptionItem(item: OptionItem): OptionItem {
  if (!item || typeof item.name !== 'string' || item.name.trim() === '') throw new Error(ITEM_WITHOUT_NAME);
  items.set(item.name, item);
  return item;
}

export function optionItem(name: string): OptionItem | undefined {
  return items.get(name);
}

export function optionItemNames(): string[] {
  return [...items.keys()];
}

/** The value the item's control shows for these options. */
export function readItem(item: OptionItem, options: Options): unknown {
  return item.read ? item.read(options) : options[item.name];
}

/** The options patch for a control value ('' and null clear the option). */
export function writeItem(item: OptionItem, value: unknown, options: Options): Record<string, unknown> {
  if (item.write) return item.write(value, options);
  return { [item.name]: value === '' || value === null ? undefined : value };
}

/** Whether the item shows for these options. */
export const isItemVisible = (item: OptionItem, options: Options): boolean => item.visible?.(options) ?? true;

/** A select's values for these options. */
export function selectValues(spec: Extract<ControlSpec, { kind: 'select' }>, options: Options): ValueList {
  return typeof spec.values === 'function' ? spec.values(options) : spec.values;
}
