/**
 * Typed text: short text (with suggestions as an autocomplete), long text and user code.
 * Text applies after a pause in typing; code only on blur or 确定, since a half-written
 * function is of no use to the layout.
 */
import { Autocomplete, Textarea, TextInput } from '@mantine/core';
import { useDraft } from '../hooks.ts';
import { COMBOBOX, type ControlProps } from './types.ts';
import classes from './controls.module.css';

const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** Empty text removes the option ("empty inputs return no value"). */
const fromText = (v: string): string | undefined => (v === '' ? undefined : v);

export function TextControl({ spec, label, value, commit, suggestions }: ControlProps<'text'>) {
  const { draft, change, flush } = useDraft(asText(value), (v: string) => commit(fromText(v)));
  const common = {
    size: 'xs' as const,
    label,
    classNames: { root: classes.row, label: classes.label },
    placeholder: spec.placeholder,
    onBlur: flush,
    onKeyDown: (e: React.KeyboardEvent) => e.key === 'Enter' && flush(),
  };
  if (suggestions && suggestions.length > 0) {
    const labels = new Map(suggestions.map((s) => (typeof s === 'string' ? [s, ''] : [s.value, s.label])));
    return (
      <Autocomplete
        {...common}
        data={[...new Set(labels.keys())]}
        renderOption={({ option }) => (
          <span className={classes.suggestion}>
            {option.value}
            {labels.get(option.value) ? <span className={classes.suggestionLabel}>{labels.get(option.value)}</span> : null}
          </span>
        )}
        value={draft}
        onChange={change}
        onOptionSubmit={(v) => {
          change(v);
          flush();
        }}
        comboboxProps={COMBOBOX}
        maxDropdownHeight={240}
      />
    );
  }
  return <TextInput {...common} value={draft} onChange={(e) => change(e.currentTarget.value)} />;
}

export function TextareaControl({ spec, label, value, commit }: ControlProps<'textarea'>) {
  const { draft, change, flush } = useDraft(asText(value), (v: string) => commit(fromText(v)));
  return (
    <Textarea
      size="xs"
      label={label}
      classNames={{ root: classes.stacked, label: classes.label }}
      placeholder={spec.placeholder}
      value={draft}
      onChange={(e) => change(e.currentTarget.value)}
      onBlur={flush}
      autosize
      minRows={3}
      maxRows={12}
    />
  );
}

export function CodeControl({ spec, label, value, commit }: ControlProps<'code'>) {
  const { draft, change, flush } = useDraft(asText(value), (v: string) => commit(fromText(v.trim() === '' ? '' : v)), 'manual');
  return (
    <Textarea
      size="xs"
      label={label}
      classNames={{ root: `${classes.stacked} ${classes.code}`, label: classes.label }}
      placeholder={spec.placeholder}
      value={draft}
      onChange={(e) => change(e.currentTarget.value)}
      onBlur={flush}
      autosize
      minRows={2}
      maxRows={14}
      spellCheck={false}
    />
  );
}
