/**
 * The menu glossary covers the menus the product ships: every title of the server's menu seed (pages,
 * groups and hidden routes) has an English entry, so a new seeded menu without one fails here.
 */
import { describe, expect, it } from 'vitest';
import { MENU_CATALOGUE, type MenuSeed } from '../server/seed/menus.ts';
import enMenus from './en/menus.ts';
import zhMenus from './zh/menus.ts';

const en: Record<string, string> = enMenus;
const zh: Record<string, string> = zhMenus;

const seededTitles = (items: readonly MenuSeed[]): string[] => items.flatMap((item) => [item.name, ...seededTitles(item.children ?? [])]);
const titles = [...new Set(seededTitles(MENU_CATALOGUE))];

describe('menu glossary', () => {
  it('walks the whole seed, hidden routes included', () => {
    expect(titles.length).toBeGreaterThan(90);
    expect(titles).toContain('模板设计');
  });
  it('has an English title for every seeded menu', () => {
    expect(titles.filter((title) => !(Object.hasOwn(en, title) && en[title].trim()))).toEqual([]);
  });
  it('holds nothing the seed does not ship', () => {
    expect(Object.keys(en).filter((title) => !titles.includes(title))).toEqual([]);
  });
  it('uses keys t() can reach (no dots)', () => {
    expect(Object.keys(en).filter((title) => title.includes('.'))).toEqual([]);
  });
  it('keeps the Chinese titles as they are', () => {
    for (const title of titles) expect(zh[title]).toBe(title);
  });
});
