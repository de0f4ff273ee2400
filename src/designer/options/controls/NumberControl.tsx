/** A number typed in the panel: applies after a pause or on blur/Enter, read by the item's rule. */
import { NumberInput } from '@mantine/core';
import { useDraft } from '../hooks.ts';
import { numberByRule } from '../validation.ts';
import type { ControlProps } from './types.ts';
import classes from './controls.module.css';

type Raw = string | number;

export function NumberControl({ spec, label, value, commit }: ControlProps<'number'>) {
  const external: Raw = typeof value === 'number' || (typeof value === 'string' && value !== '') ? Number(value) : '';
  const { draft, change, flush } = useDraft<Raw>(external, (raw) => commit(numberByRule(raw, spec)));
  return (
    <NumberInput
      size="xs"
      label={label}
      classNames={{ root: classes.row, label: classes.label }}
      value={draft}
      onChange={change}
      onBlur={flush}
      onKeyDown={(e) => e.key === 'Enter' && flush()}
      min={spec.min}
      max={spec.max}
      step={spec.step ?? (spec.integer ? 1 : 0.75)}
      allowDecimal={!spec.integer}
      allowNegative={spec.min === undefined || spec.min < 0}
      clampBehavior="blur"
      rightSection={spec.unit ? <span style={{ fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>{spec.unit}</span> : undefined}
      rightSectionPointerEvents="none"
      hideControls
    />
  );
}
