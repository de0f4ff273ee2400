/** Department administration (spec section 7): the tree, the caller's subtrees, search, add, edit, delete. */
import { Type, type Static } from 'typebox';
import { Nullable } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, NullableText } from '../rows.ts';

const DepartFields = {
  key: Type.String(),
  value: Type.String(),
  title: Type.String(),
  id: Type.String(),
  parentId: Nullable(Type.String()),
  departName: Type.String(),
  orgCode: Type.String(),
  /** '1' company or institution, '2' department, '3' post. */
  orgCategory: Type.String(),
  sortNo: Type.Number(),
  description: Nullable(Type.String()),
  isLeaf: Type.Boolean(),
};

/** A node of the department tree (also the tree pickers' shape: key, value, title). */
export const DepartNode = Type.Cyclic(
  { DepartNode: Type.Object({ ...DepartFields, children: Type.Array(Type.Ref('DepartNode')) }) },
  'DepartNode',
);
export type DepartNode = Static<typeof DepartNode>;

/** A search hit: the department (without children) and the chain above it. */
export const DepartHit = Type.Object({
  ...DepartFields,
  children: Type.Array(DepartNode),
  /** Names from the top of the tree down to this department, joined with '/'. */
  path: Type.String(),
  /** Ids of the departments above it, top first (for expanding the tree to it). */
  parentIds: Type.Array(Type.String()),
});
export type DepartHit = Static<typeof DepartHit>;

const DepartBody = {
  departName: Type.Optional(Type.String({ maxLength: 100 })),
  parentId: NullableText(64),
  orgCode: NullableText(64),
  orgCategory: Type.Optional(Type.Union([Type.String({ maxLength: 4 }), Type.Integer()])),
  sortNo: Type.Optional(Type.Integer()),
  /** The back office's name for sortNo. */
  departOrder: Type.Optional(Type.Integer()),
  description: NullableText(500),
};

const TAG = 'admin-departments';

export const departTree = defineRoute({
  method: 'GET',
  url: '/sys/sysDepart/queryTreeList',
  summary: 'The whole department tree (the department page and the department pickers)',
  tag: TAG,
  result: Type.Array(DepartNode),
});

export const myDepartTree = defineRoute({
  method: 'GET',
  url: '/sys/sysDepart/queryMyDeptTreeList',
  summary: "The subtrees of the caller's own departments",
  tag: TAG,
  result: Type.Array(DepartNode),
});

export const departSearch = defineRoute({
  method: 'GET',
  url: '/sys/sysDepart/searchBy',
  summary: 'Departments whose name or code contains keyWord, each with its path',
  tag: TAG,
  querystring: Type.Object({ keyWord: Type.Optional(Type.String({ maxLength: 100 })) }),
  result: Type.Array(DepartHit),
});

export const departAdd = defineRoute({
  method: 'POST',
  url: '/sys/sysDepart/add',
  summary: "Add a department (its code generated from the parent's when not given)",
  tag: TAG,
  body: Type.Object(DepartBody),
  result: DepartNode,
});

export const departEdit = defineRoute({
  method: 'PUT',
  url: '/sys/sysDepart/edit',
  summary: 'Edit a department (a new code follows to its users)',
  tag: TAG,
  body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), ...DepartBody }),
  result: DepartNode,
});

export const departDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/sysDepart/delete',
  summary: 'Delete a department without sub-departments or users',
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});
