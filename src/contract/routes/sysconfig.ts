/**
 * Platform config keys (section 7): any signed-in user reads the few keys the back office shows (pay
 * tips, contract title, platform name and logo …); the platform settings screen lists and edits the
 * editable ones. The string 'null' is how the back office stores "none" (section 3).
 */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';

const tag = 'sysconfig';

/** The longest value a config key may hold. */
export const CONFIG_VALUE_MAX = 2000;

/** A platform config key as the settings screen lists it; a key without a stored row has value null. */
export const ConfigRow = Type.Object({
  key: Type.String(),
  value: Nullable(Type.String()),
  description: Type.String(),
});
export type ConfigRow = Static<typeof ConfigRow>;

export const configByKey = defineRoute({
  method: 'GET',
  url: '/system/sysConfig/queryByKey',
  summary: 'The value of one readable config key (null when it has none)',
  tag,
  querystring: Type.Object({ key: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: Nullable(Type.String()),
});

export const configList = defineRoute({
  method: 'GET',
  url: '/system/sysConfig/list',
  summary: 'The editable config keys in the order the settings screen shows them',
  tag,
  result: Type.Array(ConfigRow),
});

export const configEdit = defineRoute({
  method: 'PUT',
  url: '/system/sysConfig/edit',
  summary: 'Set one editable config key',
  tag,
  body: Type.Object({
    key: Type.Optional(Type.String({ maxLength: 100 })),
    // Length is checked in the handler so the message names the limit instead of a schema error.
    value: Type.Optional(Type.String()),
  }),
  result: Type.Object({ key: Type.String(), value: Type.String() }),
});
