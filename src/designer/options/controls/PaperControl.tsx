/**
 * The paper: a named type (A1-A8, B1-B8) or custom width x height in mm. A named type
 * applies at once; a custom size applies once both dimensions are valid.
 */
import { NumberInput, Select, Stack } from '@mantine/core';
import { useMemo, useState, useEffect } from 'react';
import { isPaperDimension, PAPERS } from '../../../../engine/index.ts';
import { useT } from '../../../i18n/index.ts';
import { useDraft } from '../hooks.ts';
import type { PaperValue } from '../items/paper.ts';
import { selectEntries } from '../selectData.ts';
import { PAPER_TYPES } from '../valueLists.ts';
import { COMBOBOX, type ControlProps } from './types.ts';
import classes from './controls.module.css';

type Raw = string | number;

export function PaperControl({ label, value, commit }: ControlProps<'paper'>) {
  const t = useT();
  const paper = (value ?? { paperType: 'A4' }) as PaperValue;
  const [custom, setCustom] = useState(paper.paperType === 'custom');
  useEffect(() => setCustom(paper.paperType === 'custom'), [paper.paperType]);
  const data = useMemo(() => selectEntries(PAPER_TYPES, (key) => t(key)), [t]);

  // A custom size starts from the current paper's size.
  const named = PAPERS[paper.paperType];
  const size: [Raw, Raw] = [paper.width ?? named?.[0] ?? '', paper.height ?? named?.[1] ?? ''];
  const { draft, change, flush } = useDraft<[Raw, Raw]>(size, ([w, h]) => {
    if (isPaperDimension(w) && isPaperDimension(h)) commit({ paperType: 'custom', width: Number(w), height: Number(h) });
  });

  return (
    <Stack gap={4}>
      <Select
        size="xs"
        label={label}
        classNames={{ root: classes.row, label: classes.label }}
        data={data}
        value={custom ? 'custom' : paper.paperType}
        allowDeselect={false}
        comboboxProps={COMBOBOX}
        onChange={(key) => {
          if (key === 'custom') setCustom(true);
          else if (key) {
            setCustom(false);
            commit({ paperType: key });
          }
        }}
      />
      {custom &&
        (['customWidth', 'customHeight'] as const).map((k, i) => (
          <NumberInput
            key={k}
            size="xs"
            label={t(`options.controls.${k}`)}
            classNames={{ root: classes.row, label: classes.label }}
            value={draft[i]}
            onChange={(raw) => change(i === 0 ? [raw, draft[1]] : [draft[0], raw])}
            onBlur={flush}
            onKeyDown={(e) => e.key === 'Enter' && flush()}
            min={1}
            decimalScale={2}
            allowNegative={false}
            hideControls
          />
        ))}
    </Stack>
  );
}
