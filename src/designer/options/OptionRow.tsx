/** One option row: the item's control, memoised on its value so a change elsewhere leaves it alone. */
import { memo, type ComponentType } from 'react';
import { useT } from '../../i18n/index.ts';
import { ColorControl } from './controls/ColorControl.tsx';
import { ImageControl } from './controls/ImageControl.tsx';
import { LockPairControl } from './controls/LockPairControl.tsx';
import { NumberControl } from './controls/NumberControl.tsx';
import { PaperControl } from './controls/PaperControl.tsx';
import { SelectControl } from './controls/SelectControl.tsx';
import { SliderControl } from './controls/SliderControl.tsx';
import { SwitchControl } from './controls/SwitchControl.tsx';
import { CodeControl, TextareaControl, TextControl } from './controls/TextControls.tsx';
import type { ControlProps } from './controls/types.ts';
import type { ControlKind, OptionItem } from './registry.ts';
import type { ValueList } from './valueLists.ts';
import type { Suggestion } from './dataFields.ts';

const CONTROLS: { [K in ControlKind]: ComponentType<ControlProps<K>> } = {
  select: SelectControl,
  number: NumberControl,
  slider: SliderControl,
  color: ColorControl,
  switch: SwitchControl,
  text: TextControl,
  textarea: TextareaControl,
  code: CodeControl,
  lockPair: LockPairControl,
  image: ImageControl,
  paper: PaperControl,
};

export interface OptionRowProps {
  item: OptionItem;
  value: unknown;
  choices?: ValueList;
  suggestions?: readonly (string | Suggestion)[];
  /** Stable: applies a control value of `item` to the panel's target. */
  commit(item: OptionItem, value: unknown): void;
}

function OptionRowView({ item, value, choices, suggestions, commit }: OptionRowProps) {
  const t = useT();
  // The table above pairs each kind with its control, so the spec always fits.
  const Control = CONTROLS[item.control.kind] as unknown as ComponentType<ControlProps>;
  return (
    <div data-option={item.name}>
      <Control
        spec={item.control}
        name={item.name}
        label={t(item.label)}
        value={value}
        choices={choices}
        suggestions={suggestions}
        commit={(v) => commit(item, v)}
      />
    </div>
  );
}

const sameJson = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

export const OptionRow = memo(
  OptionRowView,
  (a, b) =>
    a.item === b.item &&
    a.commit === b.commit &&
    sameJson(a.value, b.value) &&
    sameJson(a.choices, b.choices) &&
    sameJson(a.suggestions, b.suggestions),
);
