/**
 * The title a menu or route shows. The server sends Chinese titles; in English a title the product
 * ships is looked up in the menu glossary (i18n area `menus`, keyed by the seeded Chinese title), and any
 * other title (one an administrator typed or renamed) is shown exactly as the server sends it. Titles are
 * stored and passed around as the server's and translated only where they are drawn.
 */
import { useCallback } from 'react';
import { getLocale, hasKey, t, useLocale, type Locale } from '../../i18n/index.ts';

/** `title` as shown in `locale`: the glossary's entry, else unchanged. */
export function menuTitle(title: string, locale: Locale = getLocale()): string {
  // t() reads a dotted key as a path, so a title with a dot can never be a glossary key
  if (!title || title.includes('.')) return title;
  const key = `menus.${title}`;
  return hasKey(key, locale) ? t(key, undefined, locale) : title;
}

/** menuTitle() bound to the current locale; the component re-renders when the locale changes. */
export function useMenuTitle(): (title: string) => string {
  const locale = useLocale();
  return useCallback((title: string) => menuTitle(title, locale), [locale]);
}
