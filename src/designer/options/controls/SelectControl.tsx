/**
 * A value list as a select; the choice applies at once. A free list (font sizes, line heights ...)
 * takes its entries as suggestions: the stored value always shows, and any number can be typed.
 */
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { freeEntries, freeKey, freeValueOfKey, matchKey, parseFreeValue, selectEntries, valueOfKey } from '../selectData.ts';
import { COMBOBOX, type ControlProps } from './types.ts';
import classes from './controls.module.css';

export function SelectControl(props: ControlProps<'select'>) {
  return props.spec.free !== undefined ? <FreeSelect {...props} unit={props.spec.free} /> : <ListSelect {...props} />;
}

function ListSelect({ spec, label, value, commit, choices }: ControlProps<'select'>) {
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

function FreeSelect({ label, value, commit, choices, unit }: ControlProps<'select'> & { unit: string }) {
  const t = useT();
  const list = choices ?? [];
  const [typed, setTyped] = useState('');
  const data = useMemo(() => freeEntries(list, (key) => t(key), unit, value, typed), [list, t, unit, value, typed]);
  const key = freeKey(list, unit, value);
  const shown = data.find((entry) => entry.value === key)?.label ?? '';
  const shownValue = key === null || key === '' ? undefined : Number(key);
  return (
    <Select
      size="xs"
      label={label}
      classNames={{ root: classes.row, label: classes.label }}
      data={data}
      value={key}
      searchable
      searchValue={typed || shown}
      onSearchChange={(text) => setTyped(text === shown ? '' : text)}
      // Every suggestion stays on offer while the box shows the current value.
      filter={({ options, search }) => (search === shown ? options : options.filter((o) => 'label' in o && o.label.toLowerCase().includes(search.trim().toLowerCase())))}
      selectFirstOptionOnChange
      onChange={(next) => {
        setTyped('');
        commit(freeValueOfKey(list, unit, next));
      }}
      // Enter takes a typed number as it is, whether or not the list has caught up with the typing.
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        const n = parseFreeValue(event.currentTarget.value, unit);
        if (n === undefined || n === shownValue) return;
        setTyped('');
        commit(n);
      }}
      onBlur={() => setTyped('')}
      allowDeselect={false}
      maxDropdownHeight={260}
      comboboxProps={COMBOBOX}
      data-free-select
    />
  );
}
