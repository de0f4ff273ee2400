/** Value formatting: Chinese numerals, numbers, dates and booleans. */
export { toChineseUpperCase } from './chineseNumerals.ts';
export { formatNumber, toNumber } from './number.ts';
export { DATE_FORMATS, DEFAULT_WATERMARK_FORMAT, WATERMARK_FORMATS, formatDate, parseDate } from './date.ts';
export { formatBoolean, toBoolean } from './boolean.ts';
