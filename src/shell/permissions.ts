/**
 * Menus and button permissions from the server's permission answer (section 6).
 * - Button actions: an auth entry whose type is not '2' grants its action; an allAuth entry with
 *   status '0' (the button's policy is switched off) makes the action visible to everyone.
 * - Menus: items whose route flag is '0' are not routes (skipped with their subtree); an item whose
 *   children are all hidden is hidden; an item with a permission list needs one of those actions.
 */
import type { MenuItem } from '../api/types.ts';
import type { ButtonEntry as PermissionEntry, UserPermissions as UserPermissionResult } from '../contract/routes/permission-menu.ts';
import { sessionState } from './state/session.ts';

type PermissionLists = Pick<UserPermissionResult, 'auth' | 'allAuth'> | null | undefined;

/** The actions the user holds as buttons (type not '2'). */
export function grantedActions(permissions: PermissionLists): Set<string> {
  const out = new Set<string>();
  for (const entry of permissions?.auth ?? []) if (entry && String(entry.type) !== '2' && entry.action) out.add(entry.action);
  return out;
}

/** Is an element guarded by `action` shown? Reads the session's permissions unless others are given. */
export function hasAction(action: string, permissions: PermissionLists = sessionState.permissions): boolean {
  if (!action) return true;
  const all: readonly PermissionEntry[] = permissions?.allAuth ?? [];
  if (all.some((entry) => entry.action === action && String(entry.status) === '0')) return true;
  return grantedActions(permissions).has(action);
}

/** Any of several actions (a route's permission list). */
export function hasAnyAction(actions: readonly string[], permissions: PermissionLists = sessionState.permissions): boolean {
  return actions.some((action) => hasAction(action, permissions));
}

/** A menu item that may carry a route-level permission list (meta.permission, ant-design-pro style). */
type GuardedMeta = MenuItem['meta'] & { permission?: string[] };

/**
 * The menu as routes: route '0' items dropped with their subtree, routes whose permission list the user
 * does not match dropped, and items whose children are all hidden marked hidden. Returns new objects.
 */
export function menuRoutes(menu: readonly MenuItem[] | null | undefined, permissions: PermissionLists = sessionState.permissions): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of menu ?? []) {
    if (!item || String(item.route) === '0') continue;
    const required = (item.meta as GuardedMeta | undefined)?.permission;
    if (required && required.length > 0 && !hasAnyAction(required, permissions)) continue;
    const copy: MenuItem = { ...item, meta: { ...item.meta } };
    if (item.children && item.children.length > 0) {
      copy.children = menuRoutes(item.children, permissions);
      if (copy.children.length > 0 && copy.children.every((child) => child.hidden)) copy.hidden = true;
    }
    out.push(copy);
  }
  return out;
}

/** The button entries of the page at `path` (its meta.permissionList), if any. */
export function pagePermissions(menu: readonly MenuItem[] | null | undefined, path: string): PermissionEntry[] {
  for (const item of menu ?? []) {
    if (item.path === path) return item.meta?.permissionList ?? [];
    const found = pagePermissions(item.children, path);
    if (found.length > 0) return found;
  }
  return [];
}
