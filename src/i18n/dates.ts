/**
 * The one way the app writes a moment: 'YYYY-MM-DD HH:mm' (seconds on request), 24-hour, in the
 * display time zone (the browser's unless set), whatever the language, so a list, a dialog and a
 * message show the same moment the same way. Also the @mantine/dates settings for the app's language.
 */
import 'dayjs/locale/zh-cn';
import type { Locale } from './types.ts';

let displayZone: string | undefined;

/** Show moments in `zone` (an IANA name such as 'Asia/Shanghai'); undefined = the browser's zone. */
export function setDisplayTimeZone(zone: string | undefined): void {
  displayZone = zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string | undefined, seconds: boolean): Intl.DateTimeFormat {
  const key = `${zone ?? ''}|${seconds}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

export interface DateFormatOptions {
  seconds?: boolean;
  /** Overrides the display zone (tests, or a screen that shows another zone on purpose). */
  timeZone?: string;
}

/** A moment as 'YYYY-MM-DD HH:mm[:ss]'; '' for none; an unreadable value as it came. */
export function formatDateTime(value: string | number | Date | null | undefined, options: DateFormatOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(formatter(options.timeZone ?? displayZone, !!options.seconds).formatToParts(date).map((p) => [p.type, p.value]));
  const time = `${parts.hour}:${parts.minute}${options.seconds ? `:${parts.second}` : ''}`;
  return `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** @mantine/dates settings for the app's language (dayjs locale, first day of the week). */
export function datesSettings(locale: Locale): { locale: string; firstDayOfWeek: 0 | 1 } {
  return locale === 'en-US' ? { locale: 'en', firstDayOfWeek: 0 } : { locale: 'zh-cn', firstDayOfWeek: 1 };
}
