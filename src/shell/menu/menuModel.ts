/**
 * What the shell reads from the server's menu tree: the routes it can open (flat, by path) and the
 * tree it draws. Pure functions; visibility rules come from the permission module (section 6).
 */
import type { MenuItem } from '../../api/types.ts';

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

/** Leaves of the visible tree, for the menu search box. */
export function searchableLeaves(menu: readonly MenuItem[]): Array<{ path: string; title: string; external: boolean }> {
  const out: Array<{ path: string; title: string; external: boolean }> = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.children?.length) walk(item.children);
      else out.push({ path: item.meta.url || item.path, title: item.meta.title || item.name, external: !!item.meta.internalOrExternal || isHttp(item.meta.url || item.path) });
    }
  };
  walk(visibleTree(menu));
  return out;
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
