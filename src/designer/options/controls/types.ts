/** What every control of an option row receives. */
import type { Suggestion } from '../dataFields.ts';
import type { ControlSpec } from '../registry.ts';
import type { ValueList } from '../valueLists.ts';

export interface ControlProps<K extends ControlSpec['kind'] = ControlSpec['kind']> {
  spec: Extract<ControlSpec, { kind: K }>;
  /** The row label, translated: also the control's accessible name. */
  label: string;
  /** Item name, for ids and test hooks. */
  name: string;
  value: unknown;
  /** Apply a control value (one undo step). */
  commit(value: unknown): void;
  /** A select's entries for the current options. */
  choices?: ValueList;
  /** Text suggestions for the current options (a label shows beside the value when it has one). */
  suggestions?: readonly (string | Suggestion)[];
}

/**
 * Dropdown settings of every select-like control. Closed lists are unmounted: Mantine keeps
 * them by default, and a hidden listbox labelled like its input makes `getByLabel('字体大小')`
 * ambiguous for tests and assistive tools alike. The z-index clears the canvas overlays.
 */
export const COMBOBOX = { keepMounted: false, zIndex: 1000 } as const;
