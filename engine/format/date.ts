/**
 * Dates for text elements (hiprint tokens: yyyy, MM, dd, HH...) and watermarks (dayjs
 * tokens: YYYY, MMMM, DD...). Computed from UTC plus an explicit zone offset with plain
 * calendar arithmetic, so every machine prints the same text and no clock is read.
 */

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

const CHINESE_MONTHS = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];

/** Date formats offered for text elements: / and - separators, yy or yyyy, optional time. */
export const DATE_FORMATS: readonly string[] = buildDateFormats();

/** Time formats offered for watermark timestamps (specification section 9). */
export const WATERMARK_FORMATS: readonly string[] = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD HH',
  'YYYY-MM-DD',
  'YYYY-MMMM',
  'YYYY-MM',
  'YYYY',
];

/** Default watermark timestamp format. */
export const DEFAULT_WATERMARK_FORMAT = 'YYYY-MM-DD HH:mm';

function buildDateFormats(): string[] {
  // Unpadded dates pair with unpadded times and padded with padded, as 'yy/M/d H:m' and 'yyyy-MM-dd HH:mm:ss'.
  const shapes: [string, string, string[]][] = [
    ['M', 'd', ['H:m', 'H:m:s']],
    ['MM', 'dd', ['HH:mm', 'HH:mm:ss']],
  ];
  const out: string[] = [];
  for (const separator of ['-', '/']) {
    for (const year of ['yyyy', 'yy']) {
      for (const [month, day, times] of shapes) {
        const date = [year, month, day].join(separator);
        out.push(date, ...times.map((time) => `${date} ${time}`));
      }
    }
  }
  return out;
}

/** Calendar fields of one instant as seen in one zone. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (month 1-12). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Inverse of daysFromCivil. */
function civilFromDays(days: number): [year: number, month: number, day: number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function daysInMonth(year: number, month: number): number {
  return daysFromCivil(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) - daysFromCivil(year, month, 1);
}

function toWallTime(epochMs: number, timezoneOffset: number): WallTime {
  const local = epochMs + timezoneOffset * MS_PER_MINUTE;
  const days = Math.floor(local / MS_PER_DAY);
  const msOfDay = local - days * MS_PER_DAY;
  const [year, month, day] = civilFromDays(days);
  return {
    year,
    month,
    day,
    hour: Math.floor(msOfDay / 3_600_000),
    minute: Math.floor(msOfDay / MS_PER_MINUTE) % 60,
    second: Math.floor(msOfDay / 1000) % 60,
    millisecond: Math.floor(msOfDay % 1000),
  };
}

// yyyy-MM-dd or yyyy/M/d (one separator throughout), then optionally H:m[:s[.SSS]] and a zone.
const DATE_TEXT =
  /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})(?:(?:T|\s+)(\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Epoch ms of a date value: a number (ms), a Date-like object, or a string 'yyyy-MM-dd',
 * 'yyyy/MM/dd', 'yyyy-MM-dd HH:mm[:ss]' or ISO 8601. Strings without a zone are wall time
 * `timezoneOffset` minutes east of UTC. Undefined when the value is not a valid date.
 */
export function parseDate(value: unknown, timezoneOffset: number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (isDateLike(value)) {
    const ms = value.getTime();
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const m = DATE_TEXT.exec(value.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[3]);
  const day = Number(m[4]);
  const hour = m[5] === undefined ? 0 : Number(m[5]);
  const minute = m[6] === undefined ? 0 : Number(m[6]);
  const second = m[7] === undefined ? 0 : Number(m[7]);
  const millisecond = m[8] === undefined ? 0 : Number(m[8].slice(0, 3).padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offset = m[9] === undefined ? safeOffset(timezoneOffset) : zoneMinutes(m[9]);
  if (offset === undefined) return undefined;
  const wall = daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond;
  return wall - offset * MS_PER_MINUTE;
}

function isDateLike(value: unknown): value is { getTime(): unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { getTime?: unknown }).getTime === 'function';
}

function safeOffset(timezoneOffset: number): number {
  return Number.isFinite(timezoneOffset) ? timezoneOffset : 0;
}

/** Minutes east of UTC of 'Z', '+08', '+0800' or '-05:00'; undefined when out of range. */
function zoneMinutes(zone: string): number | undefined {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone[0] === '-' ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return undefined;
  return sign * (hours * 60 + minutes);
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Each token's text; longer tokens are listed first so 'yyyy' wins over 'yy'. */
const TOKENS: readonly [string, (t: WallTime) => string][] = [
  ['YYYY', (t) => pad(t.year, 4)],
  ['yyyy', (t) => pad(t.year, 4)],
  ['MMMM', (t) => CHINESE_MONTHS[t.month - 1]],
  ['YY', (t) => pad(((t.year % 100) + 100) % 100, 2)],
  ['yy', (t) => pad(((t.year % 100) + 100) % 100, 2)],
  ['MM', (t) => pad(t.month, 2)],
  ['DD', (t) => pad(t.day, 2)],
  ['dd', (t) => pad(t.day, 2)],
  ['HH', (t) => pad(t.hour, 2)],
  ['hh', (t) => pad(t.hour % 12 || 12, 2)],
  ['mm', (t) => pad(t.minute, 2)],
  ['ss', (t) => pad(t.second, 2)],
  ['M', (t) => String(t.month)],
  ['D', (t) => String(t.day)],
  ['d', (t) => String(t.day)],
  ['H', (t) => String(t.hour)],
  ['h', (t) => String(t.hour % 12 || 12)],
  ['m', (t) => String(t.minute)],
  ['s', (t) => String(t.second)],
];

/**
 * Formats epoch ms as wall time `timezoneOffset` minutes east of UTC. Accepts hiprint
 * tokens (yyyy yy MM M dd d HH H hh h mm m ss s) and dayjs tokens (YYYY YY MMMM DD D);
 * hh/h are the 12-hour clock, [text] is literal, other characters are copied. '' for a non-finite time.
 */
export function formatDate(epochMs: number, format: string, timezoneOffset: number): string {
  if (!Number.isFinite(epochMs)) return '';
  const time = toWallTime(epochMs, safeOffset(timezoneOffset));
  let out = '';
  let i = 0;
  while (i < format.length) {
    if (format[i] === '[') {
      const close = format.indexOf(']', i + 1);
      if (close !== -1) {
        out += format.slice(i + 1, close);
        i = close + 1;
        continue;
      }
    }
    const token = TOKENS.find(([name]) => format.startsWith(name, i));
    if (token) {
      out += token[1](time);
      i += token[0].length;
    } else {
      out += format[i];
      i += 1;
    }
  }
  return out;
}
