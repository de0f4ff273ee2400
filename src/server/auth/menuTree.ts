/**
 * The permission call's answer built in memory from the flat permission rows: the user's menu tree, the
 * user's button actions and the system's button list. Pure (rows in, answer out) so that the route does
 * one query and this stays testable without a database.
 */
import type { ButtonEntry, MenuItem, UserPermissions } from '../../contract/routes/permission-menu.ts';

/** The columns of a permissions row the menu answer needs. */
export interface PermissionRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  icon: string | null;
  /** 0 menu, 1 sub-menu, 2 button. */
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  external: boolean;
  /** '1' active, '0' disabled. */
  status: string;
}

export type { ButtonEntry, MenuItem, UserPermissions } from '../../contract/routes/permission-menu.ts';

const isHttpUrl = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url);

/** jeecg-style route name from a path: '/system/user' -> 'system-user', '/printDesign/:id' -> 'printDesign-@id'. */
export function routeName(path: string): string {
  return path.replace(/^\/+/, '').replace(/\//g, '-').replace(/:/g, '@');
}

const buttonEntry = (row: PermissionRow): ButtonEntry => ({
  action: row.perms ?? '',
  type: row.permsType,
  describe: row.name,
  status: row.status,
});

/**
 * Build {menu, auth, allAuth}. `rows` are all non-deleted permission rows in display order (sortNo);
 * `granted` holds the ids of the rows the user's roles hold.
 * - A granted page keeps its ancestors (containers) so that it stays reachable; a disabled or missing
 *   ancestor removes the page.
 * - A menu whose children are all hidden is hidden (section 6).
 * - auth: the user's active buttons; allAuth: every button, with its status, since a disabled button
 *   policy (status '0') makes the action visible to everyone.
 */
export function buildUserPermissions(rows: readonly PermissionRow[], granted: ReadonlySet<string>): UserPermissions {
  const byId = new Map<string, PermissionRow>();
  for (const row of rows) byId.set(row.id, row);

  const allAuth: ButtonEntry[] = [];
  const auth: ButtonEntry[] = [];
  const buttonsOf = new Map<string, ButtonEntry[]>();
  const included = new Set<string>();

  for (const row of rows) {
    if (row.menuType === 2) {
      if (!row.perms) continue;
      const entry = buttonEntry(row);
      allAuth.push(entry);
      if (row.status === '1' && granted.has(row.id)) {
        auth.push(entry);
        if (row.parentId) {
          const list = buttonsOf.get(row.parentId);
          if (list) list.push(entry);
          else buttonsOf.set(row.parentId, [entry]);
        }
      }
      continue;
    }
    if (row.status !== '1' || !granted.has(row.id) || included.has(row.id)) continue;
    const chain: string[] = [row.id];
    let reachable = true;
    for (let parentId = row.parentId, depth = 0; parentId; depth++) {
      const parent = byId.get(parentId);
      // a cycle in bad data must not hang the request
      if (!parent || parent.menuType === 2 || parent.status !== '1' || depth > 32) {
        reachable = false;
        break;
      }
      if (included.has(parentId)) break;
      chain.push(parentId);
      parentId = parent.parentId;
    }
    if (reachable) for (const id of chain) included.add(id);
  }

  const items = new Map<string, MenuItem>();
  const menu: MenuItem[] = [];
  // rows are in display order, so appending keeps every children list sorted
  for (const row of rows) if (included.has(row.id)) items.set(row.id, menuItem(row, buttonsOf.get(row.id)));
  for (const row of rows) {
    const item = items.get(row.id);
    if (!item) continue;
    const parent = row.parentId ? items.get(row.parentId) : undefined;
    if (parent) (parent.children ??= []).push(item);
    else menu.push(item);
  }
  for (const item of menu) settleHidden(item);
  return { menu, auth, allAuth };
}

function menuItem(row: PermissionRow, buttons: ButtonEntry[] | undefined): MenuItem {
  const external = isHttpUrl(row.url);
  const path = external ? `/external/${row.id}` : (row.url ?? `/${row.id}`);
  const item: MenuItem = {
    id: row.id,
    path,
    name: routeName(path),
    component: row.component,
    redirect: row.redirect,
    route: row.route ? '1' : '0',
    hidden: row.hidden,
    meta: {
      title: row.name,
      icon: row.icon,
      keepAlive: row.keepAlive,
      componentName: row.componentName,
      internalOrExternal: row.external,
    },
  };
  if (external) item.meta.url = row.url!;
  if (buttons) item.meta.permissionList = buttons;
  return item;
}

/** Bottom-up: an item whose children are all hidden is hidden too. */
function settleHidden(item: MenuItem): boolean {
  if (item.children) {
    let allHidden = true;
    for (const child of item.children) if (!settleHidden(child)) allHidden = false;
    if (allHidden) item.hidden = true;
  }
  return item.hidden;
}
