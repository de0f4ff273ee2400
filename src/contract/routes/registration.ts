/**
 * Public sign-up: a platform user (when the sys_setting registerEnable is '1') and a supplier company
 * with its login account. Both need an SMS code sent to the phone with smsmode '0'.
 */
import { Type } from 'typebox';
import { defineRoute } from '../route.ts';

const tag = 'registration';

export const REALNAME_MAX = 20;
export const ADDRESS_MAX = 200;

const credentials = {
  username: Type.Optional(Type.String({ maxLength: 100 })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  smscode: Type.Optional(Type.String({ maxLength: 10 })),
};

export const userRegister = defineRoute({
  method: 'POST',
  url: '/sys/user/register',
  summary: 'Sign up as canteen staff (an administrator then grants roles and departments)',
  tag,
  body: Type.Object({ ...credentials, realname: Type.Optional(Type.String({ maxLength: REALNAME_MAX })) }),
  result: Type.Object({ username: Type.String() }),
});

export const supplierRegister = defineRoute({
  method: 'POST',
  url: '/supplier/register',
  summary: 'Sign up a supplier company with its login account and a service contract not yet initiated',
  tag,
  body: Type.Object({
    ...credentials,
    companyName: Type.Optional(Type.String({ maxLength: 100 })),
    contact: Type.Optional(Type.String({ maxLength: 50 })),
    /** The company's district (a level-3 region id); optional. */
    regionId: Type.Optional(Type.String({ maxLength: 12 })),
    /** The street address line; optional. */
    address: Type.Optional(Type.String({ maxLength: ADDRESS_MAX })),
  }),
  result: Type.Object({ username: Type.String(), supplierId: Type.String() }),
});
