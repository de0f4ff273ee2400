/**
 * The message of a contract rule's error code (src/contract/rules) in the current language, read from the
 * error catalogue, so that a form says what the server would say.
 */
import { errorMessage, type ErrorCode, type Locale as CatalogueLocale } from '../contract/errors.ts';
import { getLocale } from './translate.ts';
import type { Locale } from './types.ts';

const catalogueLocale = (locale: Locale): CatalogueLocale => (locale === 'en-US' ? 'en' : 'zh');

/** The catalogue's message for `code`, or undefined when there is no problem (a rule passed). */
export function ruleMessage(code: ErrorCode | undefined, params?: Record<string, string | number>, locale: Locale = getLocale()): string | undefined {
  return code ? errorMessage(code, catalogueLocale(locale), params) : undefined;
}
