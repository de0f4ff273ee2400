/** The menu (permission) form: local rules mirroring the server's, and the request body (pure). */
import { MENU_TYPES, type MenuAddBody, type MenuEditBody, type MenuNode } from '../../../contract/routes/admin-permissions.ts';

export { MENU_TYPES };

export type { MenuNode } from '../../../contract/routes/admin-permissions.ts';

export interface MenuForm {
  id?: string;
  menuType: number;
  name: string;
  parentId: string | null;
  url: string;
  component: string;
  redirect: string;
  icon: string;
  perms: string;
  permsType: string;
  status: string;
  sortNo: number;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  internalOrExternal: boolean;
  description: string;
}

export function emptyMenu(parent: MenuNode | null): MenuForm {
  return {
    menuType: parent ? 1 : 0, name: '', parentId: parent?.id ?? null, url: '', component: '', redirect: '', icon: '', perms: '',
    permsType: '1', status: '1', sortNo: 1, route: true, hidden: false, keepAlive: false, internalOrExternal: false, description: '',
  };
}

export function menuFormOf(n: MenuNode): MenuForm {
  return {
    id: n.id, menuType: n.menuType, name: n.name, parentId: n.parentId, url: n.url ?? '', component: n.component ?? '', redirect: n.redirect ?? '',
    icon: n.icon ?? '', perms: n.perms ?? '', permsType: n.permsType || '1', status: n.status || '1', sortNo: n.sortNo, route: n.route,
    hidden: n.hidden, keepAlive: n.keepAlive, internalOrExternal: n.internalOrExternal, description: n.description ?? '',
  };
}

export function validateMenu(f: MenuForm): Partial<Record<keyof MenuForm, string>> {
  const e: Partial<Record<keyof MenuForm, string>> = {};
  if (!f.name.trim()) e.name = 'permission.rule.nameRequired';
  if (f.menuType === 2 && !f.perms.trim()) e.perms = 'permission.rule.permsRequired';
  if (f.menuType !== 2 && !f.url.trim()) e.url = 'permission.rule.urlRequired';
  if (f.menuType !== 0 && !f.parentId) e.parentId = 'permission.rule.parentRequired';
  if (f.id && f.parentId === f.id) e.parentId = 'permission.rule.parentSelf';
  return e;
}

export function menuPayload(f: MenuForm): MenuAddBody | MenuEditBody {
  const text = (s: string) => s.trim() || null;
  const button = f.menuType === 2;
  return {
    ...(f.id ? { id: f.id } : {}),
    menuType: f.menuType,
    name: f.name.trim(),
    parentId: f.menuType === 0 ? null : f.parentId,
    url: button ? null : text(f.url),
    component: button ? null : text(f.component),
    redirect: button ? null : text(f.redirect),
    icon: button ? null : text(f.icon),
    perms: text(f.perms),
    permsType: f.permsType,
    status: f.status,
    sortNo: f.sortNo,
    route: f.route,
    hidden: f.hidden,
    keepAlive: f.keepAlive,
    internalOrExternal: f.internalOrExternal,
    description: text(f.description),
  };
}
