/**
 * Two numbers edited together (x and y, width and height). Empty counts as 0; with the lock
 * on, typing in one sets the other to the same value.
 */
import { ActionIcon, Input, NumberInput } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useDraft } from '../hooks.ts';
import { clamp, coordinateValue, lockedPair } from '../validation.ts';
import type { ControlProps } from './types.ts';
import classes from './controls.module.css';

type Raw = string | number;

export function LockPairControl({ spec, label, value, commit, name }: ControlProps<'lockPair'>) {
  const t = useT();
  const [locked, setLocked] = useState(false);
  const external = (Array.isArray(value) ? value : [0, 0]) as [Raw, Raw];
  const read = (raw: Raw) => clamp(coordinateValue(raw), spec.min ?? -Infinity, Infinity);
  const { draft, change, flush } = useDraft<[Raw, Raw]>(external, (pair) => commit([read(pair[0]), read(pair[1])]));

  const edit = (index: 0 | 1, raw: Raw) => {
    if (!locked) {
      change(index === 0 ? [raw, draft[1]] : [draft[0], raw]);
      return;
    }
    const [a, b] = lockedPair([read(draft[0]), read(draft[1])], index, read(raw), true);
    // Keep what is typed in the edited input ('' or '1.') and mirror its number in the other.
    change(index === 0 ? [raw, b] : [a, raw]);
  };

  return (
    <Input.Wrapper size="xs" label={label} classNames={{ root: classes.row, label: classes.label }} id={`pair-${name}`}>
      <div className={classes.pair}>
        {[0, 1].map((i) => (
          <NumberInput
            key={i}
            size="xs"
            aria-label={t(spec.labels[i]!)}
            leftSection={<span style={{ fontSize: 11 }}>{t(spec.labels[i]!)}</span>}
            // A narrow label section and little padding: four digits and a decimal ('154.1') fit.
            leftSectionWidth={20}
            classNames={{ input: classes.pairInput }}
            leftSectionPointerEvents="none"
            value={draft[i]}
            onChange={(raw) => edit(i as 0 | 1, raw)}
            onBlur={flush}
            onKeyDown={(e) => e.key === 'Enter' && flush()}
            min={spec.min}
            allowNegative={spec.min === undefined || spec.min < 0}
            hideControls
          />
        ))}
        <ActionIcon
          size="sm"
          variant={locked ? 'filled' : 'subtle'}
          aria-label={locked ? t('options.controls.unlock') : t('options.controls.lock')}
          aria-pressed={locked}
          onClick={() => setLocked((l) => !l)}
        >
          {locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
        </ActionIcon>
      </div>
    </Input.Wrapper>
  );
}
