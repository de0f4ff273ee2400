/**
 * Lookups (spec section 7, "Administration"): the duplicate and rule checks forms call before saving, the
 * category tree, colleges, unbound suppliers, and the role, service and permission lists under /api/….
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging } from '../rows.ts';
import { PERMISSION_ROW } from './admin-permissions.ts';

/** The root's id and code in the category tree calls. */
export const CATEGORY_ROOT = '0';

/** A node of the category selectors; `children` only when the whole subtree was asked for. */
export const CategoryNode = Type.Cyclic(
  {
    CategoryNode: Type.Object({
      id: Type.String(),
      key: Type.String(),
      title: Type.String(),
      value: Type.String(),
      code: Type.String(),
      /** The parent's id, '0' at the top. */
      pid: Type.String(),
      isLeaf: Type.Boolean(),
      hasChild: Type.Union([Type.Literal('1'), Type.Literal('0')]),
      children: Type.Optional(Type.Array(Type.Ref('CategoryNode'))),
    }),
  },
  'CategoryNode',
);
export type CategoryNode = Static<typeof CategoryNode>;

const College = {
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  departId: Nullable(Type.String()),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
};

/** The signed-in user's college and its canteens that the user's departments run. */
export const CollegeInfo = Type.Object({
  ...College,
  restaurants: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), departId: Nullable(Type.String()) })),
});
export type CollegeInfo = Static<typeof CollegeInfo>;

export const CollegeRecord = Type.Object({
  ...College,
  orgCode: Nullable(Type.String()),
  departName: Nullable(Type.String()),
  createdAt: DateTime,
});
export type CollegeRecord = Static<typeof CollegeRecord>;

export const ServiceStatus = Type.Object({
  name: Type.String(),
  status: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  /** What each service reports about itself (kind, latency, uptime …). */
  detail: Type.Record(Type.String(), Type.Unknown()),
});
export type ServiceStatus = Static<typeof ServiceStatus>;

const TAG = 'lookup';
/** A check whose answer is only success or failure (with the server's message). */
const Checked = Type.Null();

export const duplicateCheck = defineRoute({
  method: 'GET',
  url: '/sys/duplicate/check',
  summary: 'Whether a value is still free in an allow-listed table and field (dataId: the row being edited); a taken value fails',
  tag: TAG,
  querystring: Type.Object({
    tableName: Type.String({ maxLength: 64 }),
    fieldName: Type.String({ maxLength: 64 }),
    fieldVal: Type.Optional(Type.String({ maxLength: 500 })),
    dataId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  result: Checked,
});

export const checkMail = defineRoute({
  method: 'GET',
  url: '/sys/duplicate/checkMail',
  summary: "Whether an email address is well formed and no other user's",
  tag: TAG,
  querystring: Type.Object({
    email: Type.Optional(Type.String({ maxLength: 200 })),
    dataId: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  result: Checked,
});

export const checkRule = defineRoute({
  method: 'GET',
  url: '/sys/checkRule/checkByCode',
  summary: "Run a stored check rule on a value; the first failing step's message fails the call",
  tag: TAG,
  querystring: Type.Object({
    ruleCode: Type.String({ maxLength: 100 }),
    // a bound on the input bounds the cost of an administrator's pattern
    value: Type.Optional(Type.String({ maxLength: 1000 })),
  }),
  result: Checked,
});

export const categoryRoot = defineRoute({
  method: 'GET',
  url: '/sys/category/loadTreeRoot',
  summary: 'The categories under pcode (absent or 0: the top); async=false answers the whole subtree',
  tag: TAG,
  querystring: Type.Object({
    /** The code whose children are the roots; absent or '0' = the top of the tree. */
    pcode: Type.Optional(Type.String({ maxLength: 100 })),
    /** true (default): one level, children loaded on demand; false: the whole subtree. */
    async: Type.Optional(Type.Boolean()),
  }),
  result: Type.Array(CategoryNode),
});

export const categoryChildren = defineRoute({
  method: 'GET',
  url: '/sys/category/loadTreeChildren',
  summary: 'The children of a category (pid 0: the top level)',
  tag: TAG,
  querystring: Type.Object({ pid: Type.String({ maxLength: 64 }) }),
  result: Type.Array(CategoryNode),
});

export const myCollege = defineRoute({
  method: 'GET',
  url: '/university/baseCollege/queryInfoByLoginUser',
  summary: "The signed-in user's college (by the current department first) and its canteens; null outside a college",
  tag: TAG,
  result: Nullable(CollegeInfo),
});

export const collegeList = defineRoute({
  method: 'GET',
  url: '/university/baseCollege/list',
  summary: 'The colleges, paged, by code',
  tag: TAG,
  querystring: Type.Object({
    ...Paging,
    name: Type.Optional(Type.String({ maxLength: 100 })),
    code: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(CollegeRecord),
});

export const unboundSuppliers = defineRoute({
  method: 'GET',
  url: '/supplier/unboundList',
  summary: 'Suppliers without a user account, by name',
  tag: TAG,
  querystring: Type.Object({ name: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      contact: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      status: Type.Number(),
    }),
  ),
});

export const roleLookup = defineRoute({
  method: 'GET',
  url: '/api/role',
  summary: 'Every role, by code',
  tag: TAG,
  result: Type.Array(
    Type.Object({
      id: Type.String(),
      roleName: Type.String(),
      roleCode: Type.String(),
      description: Nullable(Type.String()),
      landingPath: Nullable(Type.String()),
      createdAt: DateTime,
    }),
  ),
});

export const permissionRows = defineRoute({
  method: 'GET',
  url: '/api/permission/no-pager',
  summary: 'Every permission row, flat, in menu order',
  tag: TAG,
  result: Type.Array(
    Type.Object({
      id: Type.String(),
      ...PERMISSION_ROW,
      /** true: `url` is an external address opened outside the app. */
      external: Type.Boolean(),
    }),
  ),
});

export const serviceList = defineRoute({
  method: 'GET',
  url: '/api/service',
  summary: "The server's services (api, database, live, storage) and whether each is up",
  tag: TAG,
  result: Type.Array(ServiceStatus),
});
