/** Permission (menu tree) administration (spec section 7): the admin tree, the picker tree, rows and grants. */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, NullableText, Stamps } from '../rows.ts';

/** 0 menu, 1 sub-menu, 2 button. */
export const MENU_TYPES = [0, 1, 2] as const;

/** A permission (menu) row's own fields, as the admin tree and the flat row list answer them. */
export const PERMISSION_ROW = {
  parentId: Nullable(Type.String()),
  name: Type.String(),
  url: Nullable(Type.String()),
  component: Nullable(Type.String()),
  componentName: Nullable(Type.String()),
  redirect: Nullable(Type.String()),
  icon: Nullable(Type.String()),
  /** 0 menu, 1 sub-menu, 2 button. */
  menuType: Type.Number(),
  perms: Nullable(Type.String()),
  /** '1' shown when granted, '2' editable when granted. */
  permsType: Type.String(),
  sortNo: Type.Number(),
  /** false: kept in the tree but not turned into a route. */
  route: Type.Boolean(),
  hidden: Type.Boolean(),
  keepAlive: Type.Boolean(),
  /** '1' active, '0' disabled. */
  status: Type.String(),
  description: Nullable(Type.String()),
};

/** One node of the permission admin tree: a permission row under the names the back office uses. */
export const MenuNode = Type.Cyclic(
  {
    MenuNode: Type.Object({
      id: Type.String(),
      key: Type.String(),
      title: Type.String(),
      ...PERMISSION_ROW,
      /** true: `url` is an external address opened outside the app. */
      internalOrExternal: Type.Boolean(),
      isLeaf: Type.Boolean(),
      ...Stamps,
      children: Type.Array(Type.Ref('MenuNode')),
    }),
  },
  'MenuNode',
);
export type MenuNode = Static<typeof MenuNode>;

/** A node of the light checkbox tree of the role- and department-permission dialogs. */
export const PickerNode = Type.Cyclic(
  {
    PickerNode: Type.Object({
      key: Type.String(),
      value: Type.String(),
      title: Type.String(),
      parentId: Nullable(Type.String()),
      menuType: Type.Number(),
      icon: Nullable(Type.String()),
      isLeaf: Type.Boolean(),
      children: Type.Array(Type.Ref('PickerNode')),
    }),
  },
  'PickerNode',
);
export type PickerNode = Static<typeof PickerNode>;

/** The editable fields of a menu row, as the admin form sends them. */
const MenuBody = {
  parentId: NullableText(64),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  url: NullableText(500),
  component: NullableText(300),
  componentName: NullableText(100),
  redirect: NullableText(500),
  icon: NullableText(100),
  menuType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
  perms: NullableText(1000),
  permsType: Type.Optional(Type.String({ maxLength: 4 })),
  sortNo: Type.Optional(Type.Number()),
  route: Type.Optional(Type.Boolean()),
  hidden: Type.Optional(Type.Boolean()),
  keepAlive: Type.Optional(Type.Boolean()),
  internalOrExternal: Type.Optional(Type.Boolean()),
  status: Type.Optional(Type.String({ maxLength: 4 })),
  description: NullableText(500),
};
export const MenuAddBody = Type.Object(MenuBody);
export type MenuAddBody = Static<typeof MenuAddBody>;
export const MenuEditBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...MenuBody });
export type MenuEditBody = Static<typeof MenuEditBody>;

const TAG = 'admin-permissions';
/** Comma-separated permission ids, jeecg style. */
const IdList = Type.Optional(Nullable(Type.String({ maxLength: 100_000 })));

export const permissionAdd = defineRoute({
  method: 'POST',
  url: '/sys/permission/add',
  summary: 'Add a menu, sub-menu or button (granted at once to the roles that hold every row)',
  tag: TAG,
  body: MenuAddBody,
  result: MenuNode,
});

export const permissionEdit = defineRoute({
  method: 'PUT',
  url: '/sys/permission/edit',
  summary: 'Edit a permission row (fields left out keep their value)',
  tag: TAG,
  body: MenuEditBody,
  result: MenuNode,
});

export const permissionDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/permission/delete',
  summary: 'Delete a permission row without children',
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});

export const permissionList = defineRoute({
  method: 'GET',
  url: '/sys/permission/list',
  summary: 'The whole permission tree, as the permission page shows it',
  tag: TAG,
  result: Type.Array(MenuNode),
});

export const permissionTree = defineRoute({
  method: 'GET',
  url: '/sys/permission/queryTreeList',
  summary: 'The checkbox tree of the permission dialogs, and every row id',
  tag: TAG,
  result: Type.Object({ treeList: Type.Array(PickerNode), ids: Type.Array(Type.String()) }),
});

export const rolePermissions = defineRoute({
  method: 'GET',
  url: '/sys/permission/queryRolePermission',
  summary: 'The permission ids a role holds',
  tag: TAG,
  querystring: Type.Object({ roleId: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: Type.Array(Type.String()),
});

export const saveRolePermissions = defineRoute({
  method: 'POST',
  url: '/sys/permission/saveRolePermission',
  summary: "Replace a role's permissions (only rows the caller holds may be added)",
  tag: TAG,
  body: Type.Object({
    roleId: Type.String({ minLength: 1, maxLength: 64 }),
    permissionIds: IdList,
    /** What the dialog loaded; the whole set is replaced, so this only travels for compatibility. */
    lastpermissionIds: IdList,
  }),
  result: Type.Null(),
});

export const departPermissions = defineRoute({
  method: 'GET',
  url: '/sys/permission/queryDepartPermission',
  summary: 'The permission ids a department may hand out',
  tag: TAG,
  querystring: Type.Object({ departId: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: Type.Array(Type.String()),
});

export const saveDepartPermissions = defineRoute({
  method: 'POST',
  url: '/sys/permission/saveDepartPermission',
  summary: "Replace a department's permissions (what its administrators may hand out)",
  tag: TAG,
  body: Type.Object({
    departId: Type.String({ minLength: 1, maxLength: 64 }),
    permissionIds: IdList,
    lastpermissionIds: IdList,
  }),
  result: Type.Null(),
});
