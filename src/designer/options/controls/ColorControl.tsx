/** A colour: typed or picked; applies when the picker is released or typing pauses. */
import { ColorInput } from '@mantine/core';
import { useDraft } from '../hooks.ts';
import type { ControlProps } from './types.ts';
import classes from './controls.module.css';

const SWATCHES = ['#000000', '#333333', '#666666', '#999999', '#ffffff', '#ff0000', '#fa8c16', '#fadb14', '#52c41a', '#1677ff', '#722ed1', 'rgba(184,184,184,0.3)'];

export function ColorControl({ label, value, commit }: ControlProps<'color'>) {
  const external = typeof value === 'string' ? value : '';
  const { draft, change, flush } = useDraft(external, (v: string) => commit(v === '' ? undefined : v));
  return (
    <ColorInput
      size="xs"
      label={label}
      classNames={{ root: classes.row, label: classes.label }}
      // rgba keeps the alpha channel hiprint's colours (and the watermark default) use.
      format="rgba"
      swatches={SWATCHES}
      value={draft}
      onChange={change}
      onChangeEnd={() => flush()}
      onBlur={flush}
      withEyeDropper={false}
      popoverProps={{ zIndex: 1000 }}
    />
  );
}
