/**
 * Which screen a protected path shows: a menu route, a fixed screen of the router table, the 404
 * page, or nothing (the caller redirects to /404). Pure.
 */
import { matchPattern, STATIC_SCREENS, stripSlash } from '../router/table.ts';
import type { ShellRoute } from '../menu/menuModel.ts';

export type Screen =
  | { kind: 'page'; path: string; title: string; titleKey?: string; component: string | null; keepAlive: boolean }
  | { kind: 'frame'; path: string; title: string; url: string; keepAlive: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export function resolveScreen(path: string, routes: readonly ShellRoute[]): Screen | undefined {
  const p = stripSlash(path);
  if (p === '/404') return { kind: 'not-found' };
  const route = routes.find((r) => r.path === p) ?? routes.find((r) => r.path.includes(':') && matchPattern(r.path, p));
  if (route) {
    if (route.url && !route.external) return { kind: 'frame', path: p, title: route.title, url: route.url, keepAlive: route.keepAlive };
    const isContainer = !route.component || route.component.startsWith('layouts/');
    if (isContainer && route.redirect && route.redirect !== p) return { kind: 'redirect', to: route.redirect };
    if (!isContainer) return { kind: 'page', path: p, title: route.title, component: route.component, keepAlive: route.keepAlive };
  }
  const screen = STATIC_SCREENS.find((s) => matchPattern(s.path, p));
  if (screen) return { kind: 'page', path: p, title: '', titleKey: screen.titleKey, component: screen.component, keepAlive: false };
  return undefined;
}
