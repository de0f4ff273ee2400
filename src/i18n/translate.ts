/**
 * The current locale and t(): nested keys ('tabs.homeNotClosable'), {param} placeholders, falling back
 * to Chinese and then to the key itself so a missing string shows up rather than breaking the page.
 */
import { en } from './en.ts';
import type { Dict, Locale } from './types.ts';
import { zh } from './zh.ts';

export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

const dictionaries: Record<Locale, Dict> = { 'zh-CN': zh, 'en-US': en };

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

export function getLocale(): Locale {
  return current;
}

/** Switch the UI language; components using useT() re-render. */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale) || locale === current) return;
  current = locale;
  for (const listener of [...listeners]) listener();
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type TParams = Record<string, string | number>;

/** The string for `key` in the current (or given) locale with {params} filled in. */
export function t(key: string, params?: TParams, locale: Locale = current): string {
  const text = lookup(dictionaries[locale], key) ?? lookup(dictionaries[DEFAULT_LOCALE], key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function hasKey(key: string, locale: Locale = current): boolean {
  return lookup(dictionaries[locale], key) !== undefined;
}

/** Every leaf key of a dictionary, dotted (used by the tests that keep zh and en in step). */
export function keysOf(dict: Dict, prefix = ''): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.push(key);
    else out.push(...keysOf(value, key));
  }
  return out;
}

export { dictionaries };
