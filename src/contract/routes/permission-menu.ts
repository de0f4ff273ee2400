/**
 * The signed-in user's menus and button actions (spec section 6): the one shape the server builds from the
 * permission rows and the shell turns into routes, menus and button checks.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';

/** A button action (auth and allAuth lists, meta.permissionList). type '2' is not a button action. */
export const ButtonEntry = Type.Object({
  action: Type.String(),
  /** permsType: '1' shown when granted, '2' editable when granted. */
  type: Type.String(),
  describe: Type.String(),
  /** '1' active; in allAuth, '0' makes the action visible to everyone. */
  status: Type.String(),
});
export type ButtonEntry = Static<typeof ButtonEntry>;

/** One menu item of the user's menu tree. */
export const MenuItem = Type.Cyclic(
  {
    MenuItem: Type.Object({
      id: Type.String(),
      path: Type.String(),
      name: Type.String(),
      component: Nullable(Type.String()),
      redirect: Nullable(Type.String()),
      /** '0': kept in the tree but not turned into a route. */
      route: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      hidden: Type.Boolean(),
      meta: Type.Object({
        title: Type.String(),
        icon: Nullable(Type.String()),
        keepAlive: Type.Boolean(),
        // componentName and internalOrExternal: the server always sends them; the shell does without them
        componentName: Type.Optional(Nullable(Type.String())),
        /** The address of a page that lives outside the app (shown in a frame, or opened outside). */
        url: Type.Optional(Type.String()),
        /** The user's button actions on this page. */
        permissionList: Type.Optional(Type.Array(ButtonEntry)),
        /** true: open `url` outside the app (new tab) rather than in a frame. */
        internalOrExternal: Type.Optional(Type.Boolean()),
      }),
      /** Present only on items that have children. */
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
);
export type MenuItem = Static<typeof MenuItem>;

export const UserPermissions = Type.Object({
  menu: Type.Array(MenuItem),
  /** The user's active button actions. */
  auth: Type.Array(ButtonEntry),
  /** Every button action of the system, with its status. */
  allAuth: Type.Array(ButtonEntry),
});
export type UserPermissions = Static<typeof UserPermissions>;

export const userPermissions = defineRoute({
  method: 'GET',
  url: '/sys/permission/getUserPermissionByToken',
  summary: "The signed-in user's menu tree and button actions, and the system's button list (brotli or gzip when accepted)",
  tag: 'permission-menu',
  result: UserPermissions,
});
