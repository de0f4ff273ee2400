/** User administration (spec section 7): the list, add, edit, freeze, set a password, delete, value checks. */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, NullableText, Paging, Stamps } from '../rows.ts';
import { USER_FIELDS } from './session.ts';

/** A user as the admin pages show it: never the password hash or the lockout counters. */
export const UserRecord = Type.Object({
  ...USER_FIELDS,
  /** The user's department ids, comma separated. */
  departIds: Type.String(),
  /** The names of the user's departments, comma separated, as the list shows them. */
  orgCodeTxt: Type.String(),
  ...Stamps,
});
export type UserRecord = Static<typeof UserRecord>;

/** Fields of the user form shared by add and edit (the form sends more; unknown ones are ignored). */
const UserForm = {
  realname: Type.Optional(Type.String({ maxLength: 100 })),
  phone: NullableText(30),
  email: NullableText(200),
  avatar: NullableText(500),
  userType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  /** Role ids, comma separated. */
  selectedroles: NullableText(20_000),
  /** Department ids, comma separated. */
  selecteddeparts: NullableText(20_000),
  orgCode: NullableText(100),
};

const TAG = 'admin-users';

export const userList = defineRoute({
  method: 'GET',
  url: '/sys/user/list',
  summary: 'The users, paged, filtered and sorted (column: createTime, updateTime, username, realname, phone, email, status, userType)',
  tag: TAG,
  querystring: Type.Object({
    ...Paging,
    username: Type.Optional(Type.String({ maxLength: 100 })),
    realname: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    status: Type.Optional(Type.String({ maxLength: 4 })),
    userType: Type.Optional(Type.String({ maxLength: 4 })),
    column: Type.Optional(Type.String({ maxLength: 40 })),
    order: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  result: PageOf(UserRecord),
});

export const userRoles = defineRoute({
  method: 'GET',
  url: '/sys/user/queryUserRole',
  summary: "A user's role ids",
  tag: TAG,
  querystring: Type.Object({ userid: Type.String({ minLength: 1, maxLength: 64 }) }),
  result: Type.Array(Type.String()),
});

export const checkOnlyUser = defineRoute({
  method: 'GET',
  url: '/sys/user/checkOnlyUser',
  summary: 'Whether a username, phone or email is free (id: the user being edited); a taken value fails',
  tag: TAG,
  querystring: Type.Object({
    id: Type.Optional(Type.String({ maxLength: 64 })),
    username: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    email: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  result: Type.Boolean(),
});

export const userAdd = defineRoute({
  method: 'POST',
  url: '/sys/user/add',
  summary: 'Add a user with roles and departments (only roles the caller could hold themselves)',
  tag: TAG,
  body: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    confirmpassword: Type.Optional(Type.String({ maxLength: 200 })),
    ...UserForm,
  }),
  result: UserRecord,
});

export const userEdit = defineRoute({
  method: 'PUT',
  url: '/sys/user/edit',
  summary: 'Edit a user (fields left out keep their value; the username never changes)',
  tag: TAG,
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...UserForm }),
  result: UserRecord,
});

export const userFreeze = defineRoute({
  method: 'PUT',
  url: '/sys/user/frozenBatch',
  summary: 'Freeze (status 2) or unfreeze (1) users, ids comma separated; freezing ends their sessions',
  tag: TAG,
  body: Type.Object({
    ids: Type.Optional(Type.String({ maxLength: 20_000 })),
    status: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  }),
  result: Type.Null(),
});

export const userSetPassword = defineRoute({
  method: 'PUT',
  url: '/sys/user/changePassword',
  summary: "Set a user's password (lifts a lockout; the user's sessions end)",
  tag: TAG,
  body: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    confirmpassword: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  result: Type.Null(),
});

export const userDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/user/delete',
  summary: "Delete a user (not oneself); the user's sessions end",
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});
