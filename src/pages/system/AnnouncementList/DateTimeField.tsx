/**
 * A date and time picker in the app's language (dayjs zh-cn or en) whose value is the server's
 * 'YYYY-MM-DD HH:mm:ss' string ('' for none), as @mantine/dates gives it.
 */
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { datesSettings } from '../../../i18n/dates.ts';
import { useLocale } from '../../../i18n/index.ts';

interface Props {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
  'data-field'?: string;
}

export function DateTimeField({ label, value, onChange, error, ...rest }: Props) {
  const locale = useLocale();
  return (
    <DatesProvider settings={datesSettings(locale)}>
      <DateTimePicker
        label={label}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        valueFormat="YYYY-MM-DD HH:mm"
        placeholder="YYYY-MM-DD HH:mm"
        clearable
        {...rest}
      />
    </DatesProvider>
  );
}
