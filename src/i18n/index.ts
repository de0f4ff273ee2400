/**
 * i18n for the back office: Chinese by default, English selectable. Strings live in zh.ts / en.ts,
 * which merge the common file and one file per area (zh/<area>.ts, en/<area>.ts).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, onLocaleChange, t, type TParams } from './translate.ts';
import type { Locale } from './types.ts';

export { DEFAULT_LOCALE, LOCALES, getLocale, hasKey, isLocale, onLocaleChange, setLocale, t } from './translate.ts';
export type { TParams } from './translate.ts';
export { ruleMessage } from './ruleMessage.ts';
export type { Dict, Locale } from './types.ts';

/** The current locale, re-rendering on change. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, getLocale, getLocale);
}

/** t() bound to the current locale; the component re-renders when the locale changes. */
export function useT(): (key: string, params?: TParams) => string {
  const locale = useLocale();
  return useCallback((key: string, params?: TParams) => t(key, params, locale), [locale]);
}
