/** A value list as a select; the choice applies at once. */
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { matchKey, selectEntries, valueOfKey } from '../selectData.ts';
import { COMBOBOX, type ControlProps } from './types.ts';
import classes from './controls.module.css';

export function SelectControl({ spec, label, value, commit, choices }: ControlProps<'select'>) {
  const t = useT();
  const list = choices ?? [];
  const data = useMemo(() => selectEntries(list, (key) => t(key)), [list, t]);
  return (
    <Select
      size="xs"
      label={label}
      classNames={{ root: classes.row, label: classes.label }}
      data={data}
      value={matchKey(list, value)}
      onChange={(key) => commit(valueOfKey(list, key))}
      allowDeselect={false}
      searchable={spec.searchable}
      maxDropdownHeight={260}
      comboboxProps={COMBOBOX}
    />
  );
}
