/** The permission (menu) tree as the admin pages show it, and the rules a menu row must satisfy. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { permissions, rolePermissions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { usersOfRoles } from '../../auth/permissions.ts';
import { blankToNull } from '../../http/input.ts';
import { buildTree, descendantIds } from '../../db/tree.ts';
import { stampsOf } from '../../db/sql.ts';
import { MENU_TYPES, type MenuAddBody, type MenuNode, type PickerNode } from '../../../contract/routes/admin-permissions.ts';
import { menuCycleProblem, menuNameProblem, menuParentProblem, menuPermsProblem, menuUrlProblem } from '../../../contract/rules/menu.ts';

export type PermissionRow = typeof permissions.$inferSelect;

/** Every live (not deleted) row, in menu order. */
export async function livePermissions(db: Db): Promise<PermissionRow[]> {
  return db.select().from(permissions).where(eq(permissions.deleted, false)).orderBy(permissions.sortNo, permissions.name, permissions.id);
}

/** One node of the admin page's tree: the row under the names the back office uses. */
export function permissionNode(row: PermissionRow, children: MenuNode[]): MenuNode {
  const stamps = stampsOf(row);
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId,
    name: row.name,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    icon: row.icon,
    menuType: row.menuType,
    perms: row.perms,
    permsType: row.permsType,
    sortNo: row.sortNo,
    route: row.route,
    hidden: row.hidden,
    keepAlive: row.keepAlive,
    internalOrExternal: row.external,
    status: row.status,
    description: row.description,
    isLeaf: children.length === 0,
    ...stamps,
    createTime: stamps.createTime.toISOString(),
    updateTime: stamps.updateTime?.toISOString() ?? null,
    children,
  };
}

export function pickerTree(rows: PermissionRow[]): PickerNode[] {
  return buildTree<PermissionRow, PickerNode>(rows, (row, children) => ({
    key: row.id,
    value: row.id,
    title: row.name,
    parentId: row.parentId,
    menuType: row.menuType,
    icon: row.icon,
    isLeaf: children.length === 0,
    children,
  }));
}

export function adminTree(rows: PermissionRow[]): MenuNode[] {
  return buildTree(rows, permissionNode);
}

/** The editable fields of a menu row, as the admin form sends them. */
export type MenuForm = MenuAddBody;

/**
 * Check a menu row (for an edit: the stored row with the request's changes applied) and return the
 * column values to store. `rows` are the live rows, for the parent, cycle and children checks.
 */
export function checkedMenu(form: MenuForm, rows: PermissionRow[], id?: string) {
  const name = form.name?.trim() ?? '';
  const nameProblem = menuNameProblem(name);
  if (nameProblem) fail(nameProblem);
  const menuType = Number(form.menuType);
  if (!(MENU_TYPES as readonly number[]).includes(menuType)) fail('MENU_TYPE_INVALID');
  const perms = blankToNull(form.perms);
  const permsProblem = menuPermsProblem(menuType, perms);
  if (permsProblem) fail(permsProblem);
  const url = blankToNull(form.url);
  const urlProblem = menuUrlProblem(menuType, url);
  if (urlProblem) fail(urlProblem);
  const parentId = blankToNull(form.parentId);
  const parentProblem = menuParentProblem(menuType, parentId);
  if (parentProblem) fail(parentProblem);
  if (parentId) {
    const parent = rows.find((row) => row.id === parentId);
    if (!parent) fail('MENU_PARENT_NOT_FOUND');
    if (parent.menuType === 2) fail('MENU_PARENT_IS_BUTTON');
    const cycle = menuCycleProblem(id, parentId, id ? descendantIds(rows, id) : []);
    if (cycle) fail(cycle);
  }
  if (id && menuType === 2 && rows.some((row) => row.parentId === id)) fail('MENU_BUTTON_HAS_CHILDREN');
  return {
    parentId,
    name,
    url,
    menuType,
    perms,
    component: blankToNull(form.component),
    componentName: blankToNull(form.componentName),
    redirect: blankToNull(form.redirect),
    icon: blankToNull(form.icon),
    permsType: form.permsType === '2' ? '2' : '1',
    sortNo: Number.isFinite(Number(form.sortNo)) ? Number(form.sortNo) : 0,
    route: form.route ?? true,
    hidden: form.hidden ?? false,
    keepAlive: form.keepAlive ?? false,
    external: form.internalOrExternal ?? false,
    status: form.status === '0' ? '0' : '1',
    description: blankToNull(form.description),
  };
}

/** The form view of a stored row (so an edit may send only what changes). */
export function formOf(row: PermissionRow): MenuForm {
  const { external, ...rest } = row;
  return { ...rest, internalOrExternal: external };
}

/** Users whose menus depend on these rows: holders of the rows themselves or of anything beneath them. */
export async function usersHolding(db: Db, ids: string[], rows: PermissionRow[]): Promise<string[]> {
  const all = [...new Set(ids.flatMap((id) => [id, ...descendantIds(rows, id)]))];
  if (all.length === 0) return [];
  const roleRows = await db.selectDistinct({ roleId: rolePermissions.roleId }).from(rolePermissions).where(inArray(rolePermissions.permissionId, all));
  return usersOfRoles(db, roleRows.map((row) => row.roleId));
}

/** The given ids, every one of which must be a live permission row. */
export async function checkPermissionIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(inArray(permissions.id, ids), eq(permissions.deleted, false)));
  if (found.length !== ids.length) fail('PERMISSIONS_NOT_FOUND');
  return ids;
}
