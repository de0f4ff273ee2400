/** A flag; applies at once. */
import { Switch } from '@mantine/core';
import type { ControlProps } from './types.ts';

export function SwitchControl({ label, value, commit }: ControlProps<'switch'>) {
  return (
    <Switch
      size="xs"
      label={label}
      labelPosition="left"
      checked={value === true}
      onChange={(e) => commit(e.currentTarget.checked)}
      styles={{ body: { justifyContent: 'space-between' }, label: { fontSize: 12, color: 'var(--mantine-color-dimmed)', paddingInline: 0, width: 92 } }}
    />
  );
}
