/**
 * The Chinese menu titles: the server's titles are Chinese already, so each maps to itself. Built from
 * the English glossary's keys rather than written out again, which keeps the two locales' keys in step.
 */
import type { Dict } from '../types.ts';
import en from '../en/menus.ts';

export default Object.fromEntries(Object.keys(en).map((title) => [title, title])) satisfies Dict;
