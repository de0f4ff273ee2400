/**
 * What the shell reads from the server's menu tree: the routes it can open (flat, by path) and the
 * tree it draws. Pure functions; visibility rules come from the permission module (section 6).
 */
import type { MenuItem } from '../../api/types.ts';
import type { Locale } from '../../i18n/index.ts';
import { menuTitle } from './menuTitle.ts';

export interface ShellRoute {
  path: string;
  title: string;
  component: string | null;
  keepAlive: boolean;
  hidden: boolean;
  icon: string | null;
  /** A page outside the app: opened in a new tab when `external`, else shown in a frame. */
  url?: string;
  external: boolean;
  redirect: string | null;
}

const isHttp = (url: string | undefined | null): url is string => !!url && /^https?:\/\//i.test(url);

/** Every routable item of the tree (route flag '0' skipped), depth first. */
export function flattenRoutes(menu: readonly MenuItem[]): ShellRoute[] {
  const out: ShellRoute[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (String(item.route) !== '0') {
        const url = item.meta.url ?? (isHttp(item.path) ? item.path : undefined);
        out.push({
          path: item.path,
          title: item.meta.title || item.name,
          component: item.component,
          keepAlive: !!item.meta.keepAlive,
          hidden: !!item.hidden,
          icon: item.meta.icon,
          url: url || undefined,
          external: !!item.meta.internalOrExternal || isHttp(item.path),
          redirect: item.redirect,
        });
      }
      if (item.children?.length) walk(item.children);
    }
  };
  walk(menu);
  return out;
}

/** The tree as drawn: hidden items dropped, a menu whose children are all hidden dropped too. */
export function visibleTree(menu: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu) {
    if (item.hidden || String(item.route) === '0') continue;
    if (item.children?.length) {
      const children = visibleTree(item.children);
      if (children.length === 0 && item.children.every((c) => c.hidden)) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

/** A page the menu search offers: `title` as shown in the locale, `serverTitle` as the server sent it. */
export interface SearchEntry {
  path: string;
  title: string;
  serverTitle: string;
  external: boolean;
}

/** Leaves of the visible tree, for the menu search box, titled for `locale`. */
export function searchableLeaves(menu: readonly MenuItem[], locale: Locale): SearchEntry[] {
  const out: SearchEntry[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children);
      else {
        const serverTitle = item.meta.title || item.name;
        const path = item.meta.url || item.path;
        out.push({ path, title: menuTitle(serverTitle, locale), serverTitle, external: !!item.meta.internalOrExternal || isHttp(path) });
      }
    }
  };
  walk(visibleTree(menu));
  return out;
}

/** Whether the search text finds `entry`: part of its shown or its server title (so Chinese still works in English), any case. */
export function matchesSearch(entry: SearchEntry, search: string): boolean {
  const query = search.trim().toLowerCase();
  return !query || entry.title.toLowerCase().includes(query) || entry.serverTitle.toLowerCase().includes(query);
}

/** Titles from the root down to `path` (the breadcrumb after home). */
export function trail(menu: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of menu) {
    if (item.path === path) return [item];
    if (item.children?.length) {
      const inner = trail(item.children, path);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** The top-level items whose subtree contains `path` (to open the right sub-menu). */
export function ancestorsOf(menu: readonly MenuItem[], path: string): string[] {
  return trail(menu, path).slice(0, -1).map((m) => m.path);
}
