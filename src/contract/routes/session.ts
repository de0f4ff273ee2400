/**
 * Session calls (spec section 7): password, phone and token login, SMS codes, logout and the landing
 * path. Login-type calls answer code "200" on success and "500" (as text) on failure.
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';

/** A user's own fields wherever the API shows a user: never the password hash or lockout counters. */
export const USER_FIELDS = {
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  avatar: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** 1 procurement, 2 supplier, 3 canteen, 4 platform. */
  userType: Type.Number(),
  /** The department the user works in now. */
  orgCode: Nullable(Type.String()),
  /** 1 normal, 2 frozen. */
  status: Type.Number(),
};

/** The user as the back office sees it. */
export const UserInfo = Type.Object({
  ...USER_FIELDS,
  /** The name of the current department; absent when the user has none. */
  deptName: Type.Optional(Type.String()),
  /** The greeting of the welcome line (早上好 …), by the server's hour. */
  welcome: Type.String(),
});
export type UserInfo = Static<typeof UserInfo>;

/** One of the user's departments. */
export const Depart = Type.Object({ id: Type.String(), departName: Type.String(), orgCode: Type.String() });
export type Depart = Static<typeof Depart>;

export const LoginResult = Type.Object({
  token: Type.String(),
  userInfo: UserInfo,
  departs: Type.Array(Depart),
  /** 0 no department, 1 one, 2 several (the user must choose). */
  multi_depart: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
});
export type LoginResult = Static<typeof LoginResult>;

const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

export const passwordLogin = defineRoute({
  method: 'POST',
  url: '/sys/login',
  summary: 'Log in with username and password (five failures in ten minutes lock the account for ten)',
  tag: 'session',
  loginType: true,
  body: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 200 })),
    captcha: Type.Optional(Type.String()),
    checkKey: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  }),
  result: LoginResult,
});

export const sendSms = defineRoute({
  method: 'POST',
  url: '/sys/sms',
  summary: "Send an SMS code: smsmode '1' login and '2' forgotten password (phone registered), '0' register or change (phone free)",
  tag: 'session',
  body: Type.Object({
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
    smsmode: Type.Optional(Type.String()),
  }),
  result: Type.Null(),
});

export const phoneLogin = defineRoute({
  method: 'POST',
  url: '/sys/phoneLogin',
  summary: "Log in with a phone number and an SMS code sent with smsmode '1'",
  tag: 'session',
  loginType: true,
  body: Type.Object({
    phone: Type.Optional(Type.String({ maxLength: 20 })),
    mobile: Type.Optional(Type.String({ maxLength: 20 })),
    code: Type.Optional(Type.String({ maxLength: 10 })),
    captcha: Type.Optional(Type.String({ maxLength: 10 })),
  }),
  result: LoginResult,
});

export const tokenLogin = defineRoute({
  method: 'GET',
  url: '/sys/login-by-token',
  summary: 'Log in again with a valid token (a new session for the same user)',
  tag: 'session',
  loginType: true,
  querystring: TokenQuery,
  result: LoginResult,
});

export const logout = defineRoute({
  method: 'POST',
  url: '/sys/logout',
  summary: 'End the session of the X-Access-Token header (no token: nothing to do)',
  tag: 'session',
  result: Type.Null(),
});

export const logoutRedirect = defineRoute({
  method: 'GET',
  url: '/sys/logout',
  summary: "The browser's logout navigation: end the session of the token (header or ?token), then go to the login page",
  tag: 'session',
  querystring: TokenQuery,
  raw: { contentType: 'text/plain', description: 'A 302 redirect to /user/login' },
});

export const queryLoginType = defineRoute({
  method: 'GET',
  url: '/sys/user/queryLoginType',
  summary: "Where the user lands after login: the first of the user's roles with a landing path, else /dashboard/analysis",
  tag: 'session',
  result: Type.String(),
});
