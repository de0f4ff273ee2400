/**
 * What a text element shows: its bound value formatted by dataType, upperCase and the user's
 * formatter, composed with its title by hideTitle.
 */
import { formatBoolean, formatDate, formatNumber, parseDate, toChineseUpperCase } from '../../format/index.ts';
import type { ElementOptions, TemplateElement } from '../../model/types.ts';
import { callHook, fieldValue, valueText } from '../common/index.ts';
import type { ElementEnv } from '../types.ts';

/** Separator hiprint puts between a title and its value: a full-width colon. */
export const TITLE_SEPARATOR = '：';
export const DEFAULT_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** The raw value bound to the element: data by field, else testData in design mode. */
export function boundValue(options: ElementOptions, env: ElementEnv): unknown {
  const value = fieldValue(env.data, options.field);
  if (value !== undefined && value !== null) return value;
  return env.ctx.mode === 'design' ? options.testData : undefined;
}

/** The value as text after dataType formatting and Chinese upper case. */
export function formatValue(value: unknown, options: ElementOptions, env: ElementEnv): string {
  if (value === undefined || value === null) return '';
  let text: string;
  const type = options.dataType;
  const dateLike = typeof value === 'object' && typeof (value as { getTime?: unknown }).getTime === 'function';
  if (typeof value === 'object' && !dateLike) {
    text = valueText(value); // lists and records print as JSON whatever the dataType
  } else if (type === 'datetime') {
    const ms = parseDate(value, env.ctx.timezoneOffset);
    text = ms === undefined ? valueText(value) : formatDate(ms, options.format || DEFAULT_DATETIME_FORMAT, env.ctx.timezoneOffset);
  } else if (type === 'boolean') {
    text = formatBoolean(value, options.format);
  } else if (type === 'number' && options.format !== undefined && options.format !== '') {
    text = formatNumber(value, Number(options.format));
  } else {
    text = valueText(value);
  }
  if (options.upperCase !== undefined && text !== '') text = toChineseUpperCase(text, options.upperCase);
  return text;
}

/**
 * The title and value composed as hiprint shows them: `title：value` for a bound element,
 * the title alone for an unbound one, the value alone when the title is hidden.
 */
export function composeText(title: string | undefined, value: string, options: ElementOptions): string {
  const hide = options.hideTitle === 'hide';
  if (!options.field) return title ?? '';
  if (hide || !title) return value;
  return `${title}${TITLE_SEPARATOR}${value}`;
}

/**
 * The element's final text; a formatter hook (hiprint signature: title, value, options,
 * data) replaces it when it returns a string or number. A failing hook is skipped and reported.
 */
export function elementText(element: TemplateElement, env: ElementEnv, title = element.options.title): { value: string; text: string } {
  const { options } = element;
  const value = formatValue(boundValue(options, env), options, env);
  let text = composeText(title, value, options);
  const out = callHook(element, env, 'formatter', [title ?? '', value, element.json.options ?? {}, env.data]);
  if (typeof out === 'string' || typeof out === 'number') text = String(out);
  return { value, text };
}
