/**
 * Fill rules (issue 21): how a generated code reads — prefix, the China date in the rule's date part, then a
 * sequence of a fixed width that restarts every reset period. The server's numbering and the screen's
 * preview both format through formatCode.
 */
export const DATE_PARTS = ['none', 'yyyy', 'yyyyMM', 'yyyyMMdd'] as const;
export type DatePart = (typeof DATE_PARTS)[number];
export const RESET_PERIODS = ['day', 'month', 'year', 'never'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

export const SEQ_WIDTH_MIN = 1;
export const SEQ_WIDTH_MAX = 12;
/** Letters, digits, '-' and '_': a prefix ends up in file names and URLs. */
export const PREFIX_PATTERN = '^[A-Za-z0-9_-]{0,16}$';
export const RULE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_]{1,63}$';

export const DATE_PART_NAMES: Readonly<Record<DatePart, { zh: string; en: string }>> = {
  none: { zh: '无日期', en: 'No date' },
  yyyy: { zh: '年（yyyy）', en: 'Year (yyyy)' },
  yyyyMM: { zh: '年月（yyyyMM）', en: 'Month (yyyyMM)' },
  yyyyMMdd: { zh: '年月日（yyyyMMdd）', en: 'Day (yyyyMMdd)' },
};
export const RESET_PERIOD_NAMES: Readonly<Record<ResetPeriod, { zh: string; en: string }>> = {
  day: { zh: '每天', en: 'Daily' },
  month: { zh: '每月', en: 'Monthly' },
  year: { zh: '每年', en: 'Yearly' },
  never: { zh: '不重置', en: 'Never' },
};

export interface FillRuleShape {
  prefix: string;
  datePart: DatePart;
  seqWidth: number;
  resetPeriod: ResetPeriod;
}

/** YYYYMMDD of the China date at `at` (the platform works in China time whatever the server's zone). */
function chinaDigits(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The counter a code at `at` draws from: the day, month or year it falls in, '' for never. */
export function periodKey(resetPeriod: ResetPeriod, at: Date): string {
  const digits = chinaDigits(at);
  if (resetPeriod === 'day') return digits;
  if (resetPeriod === 'month') return digits.slice(0, 6);
  if (resetPeriod === 'year') return digits.slice(0, 4);
  return '';
}

const DATE_LENGTH: Readonly<Record<DatePart, number>> = { none: 0, yyyy: 4, yyyyMM: 6, yyyyMMdd: 8 };

/** What every code of `rule` at `at` starts with: the prefix and the date text. */
export function codeStem(rule: Pick<FillRuleShape, 'prefix' | 'datePart'>, at: Date): string {
  return `${rule.prefix}${chinaDigits(at).slice(0, DATE_LENGTH[rule.datePart])}`;
}

/** The code with sequence number `seq` at `at`; a sequence wider than the width keeps all its digits. */
export function formatCode(rule: FillRuleShape, seq: number, at: Date): string {
  return `${codeStem(rule, at)}${String(seq).padStart(rule.seqWidth, '0')}`;
}
