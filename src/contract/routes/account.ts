/** Account calls (spec section 7, "Account and notices"): the current user, profile and password changes, departments. */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Depart, UserInfo } from './session.ts';

/** The current user with their roles and departments. */
export const NowUser = Type.Object({
  ...UserInfo.properties,
  roles: Type.Array(Type.Object({ id: Type.String(), roleCode: Type.String(), roleName: Type.String() })),
  roleCodes: Type.Array(Type.String()),
  departs: Type.Array(Depart),
  departNames: Type.Array(Type.String()),
});
export type NowUser = Static<typeof NowUser>;

export const queryNowUser = defineRoute({
  method: 'GET',
  url: '/sys/user/queryNowUser',
  summary: 'The signed-in user, with roles and departments',
  tag: 'account',
  result: NowUser,
});

export const userInfoChange = defineRoute({
  method: 'GET',
  url: '/sys/user/userInfoChange',
  summary: "Change one's nickname (realname), or phone with an SMS code sent with smsmode '0'",
  tag: 'account',
  querystring: Type.Object({
    realname: Type.Optional(Type.String({ maxLength: 100 })),
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    smscode: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  result: UserInfo,
});

export const updatePassword = defineRoute({
  method: 'POST',
  url: '/sys/user/updatePassword',
  summary: "Change one's own password (the old one is checked; the user's other sessions end)",
  tag: 'account',
  body: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 100 })),
    oldpassword: Type.Optional(Type.String({ maxLength: 200 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    confirmpassword: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  result: Type.Null(),
});

export const passwordReset = defineRoute({
  method: 'POST',
  url: '/sys/user/passwordChange',
  summary: "Forgotten password: set a new one with an SMS code sent with smsmode '2' (every session of the user ends)",
  tag: 'account',
  body: Type.Object({
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    smscode: Type.Optional(Type.String({ maxLength: 10 })),
    /** Alias of smscode, as /sys/phoneLogin names it. */
    code: Type.Optional(Type.String({ maxLength: 10 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    confirmpassword: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  result: Type.Null(),
});

export const currentUserDeparts = defineRoute({
  method: 'GET',
  url: '/sys/user/getCurrentUserDeparts',
  summary: "The user's departments and the current one's code",
  tag: 'account',
  result: Type.Object({ list: Type.Array(Depart), orgCode: Nullable(Type.String()) }),
});

const SelectDepartBody = Type.Object({
  orgCode: Type.Optional(Type.String({ maxLength: 64 })),
  username: Type.Optional(Type.String({ maxLength: 100 })),
});
const SelectDepartResult = Type.Object({ userInfo: UserInfo });

export const selectDepart = defineRoute({
  method: 'PUT',
  url: '/sys/selectDepart',
  summary: 'Choose the department to work in (one of the user\'s own)',
  tag: 'account',
  body: SelectDepartBody,
  result: SelectDepartResult,
});

/** The same call as selectDepart, under POST (older clients). */
export const selectDepartPost = defineRoute({ ...selectDepart, method: 'POST' });
