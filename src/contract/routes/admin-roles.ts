/** Role administration (spec section 7): the paged list, the full list of the user dialog, add, edit, delete. */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, NullableText, Paging, Stamps } from '../rows.ts';

export const RoleRecord = Type.Object({
  id: Type.String(),
  roleName: Type.String(),
  roleCode: Type.String(),
  description: Nullable(Type.String()),
  /** Where users of this role land after login; null = /dashboard/analysis. */
  landingPath: Nullable(Type.String()),
  ...Stamps,
});
export type RoleRecord = Static<typeof RoleRecord>;

const RoleBody = {
  roleName: Type.Optional(Type.String({ maxLength: 100 })),
  roleCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: NullableText(500),
  landingPath: NullableText(300),
};

const TAG = 'admin-roles';

export const roleAdd = defineRoute({
  method: 'POST',
  url: '/sys/role/add',
  summary: 'Add a role',
  tag: TAG,
  body: Type.Object(RoleBody),
  result: RoleRecord,
});

export const roleEdit = defineRoute({
  method: 'PUT',
  url: '/sys/role/edit',
  summary: 'Edit a role (fields left out keep their value)',
  tag: TAG,
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...RoleBody }),
  result: RoleRecord,
});

export const roleDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/role/delete',
  summary: "Delete a role (not one's own); its users lose its permissions at once",
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});

export const roleList = defineRoute({
  method: 'GET',
  url: '/sys/role/list',
  summary: 'The roles, paged, newest first; roleName matches name or code',
  tag: TAG,
  querystring: Type.Object({ ...Paging, roleName: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: PageOf(RoleRecord),
});

export const roleAll = defineRoute({
  method: 'GET',
  url: '/sys/role/queryall',
  summary: 'Every role, by name (the role picker of the user dialog)',
  tag: TAG,
  result: Type.Array(RoleRecord),
});
