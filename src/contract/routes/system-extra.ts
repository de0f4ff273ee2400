/**
 * System administration, the last screens (issue 21): 我的部门 (a department head's members), 分类字典 (the
 * category tree), 地址管理 (the region tree) and 多数据源 (external databases for online reports).
 * Heads act within the departments they head and those under them; the other screens need their permission
 * (src/server/auth/perms.ts). Edits name the version they read (RECORD_STALE, 409) and write their audit row
 * and data-log row in the same transaction.
 */
import { Type, type Static } from 'typebox';
import { CATEGORY_CODE_PATTERN, DATA_SOURCE_KINDS, REGION_CODE_PATTERN } from '../domain/systemExtra.ts';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ListQuery, NullableText, RowId, Stamps } from '../rows.ts';

const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const Filter = (maxLength = 100) => Type.Optional(Type.String({ maxLength }));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UserRef = Type.Object({ id: Type.String(), username: Type.String(), realname: Type.String() });

/** Rows of an Excel import; any refused row imports nothing. */
export const ImportReport = Type.Object({
  imported: Type.Number(),
  /** Sheet row number (2 = the first data row) and what is wrong with it. */
  errors: Type.Array(Type.Object({ row: Type.Number(), messages: Type.Array(Type.String()) })),
});
export type ImportReport = Static<typeof ImportReport>;

// ---- 我的部门 ----
const departTag = 'depart-user';

const ManagedDepartFields = {
  id: Type.String(),
  parentId: Nullable(Type.String()),
  departName: Type.String(),
  orgCode: Type.String(),
  heads: Type.Array(UserRef),
  memberCount: Type.Number(),
};
/** A department the caller manages, with those under it. */
export const ManagedDepart = Type.Cyclic(
  { ManagedDepart: Type.Object({ ...ManagedDepartFields, children: Type.Array(Type.Ref('ManagedDepart')) }) },
  'ManagedDepart',
);
export type ManagedDepart = Static<typeof ManagedDepart>;

export const MemberRecord = Type.Object({
  id: Type.String(),
  username: Type.String(),
  realname: Type.String(),
  phone: Nullable(Type.String()),
  userType: Type.Number(),
  status: Type.Number(),
  isHead: Type.Boolean(),
  positions: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});
export type MemberRecord = Static<typeof MemberRecord>;

export const managedDeparts = defineRoute({
  method: 'GET',
  url: '/sys/departUser/departs',
  summary: "The departments the caller heads and those under them, as a tree (an administrator with department edit rights: all); canManageHeads says whether the caller may set heads",
  tag: departTag,
  result: Type.Object({ departs: Type.Array(ManagedDepart), canManageHeads: Type.Boolean() }),
});
export const departMembers = defineRoute({
  method: 'GET',
  url: '/sys/departUser/members',
  summary: 'Members of a managed department, paged; filter keyword (user name or real name contains); sorts by username, realname',
  tag: departTag,
  querystring: ListQuery({ departId: RowId, keyword: Filter() }),
  result: PageOf(MemberRecord),
});
export const memberCandidates = defineRoute({
  method: 'GET',
  url: '/sys/departUser/candidates',
  summary: "Users who could join a managed department: not in it yet, of the head's own kind (an administrator: any); at most 20, by user name or real name",
  tag: departTag,
  querystring: Type.Object({ departId: RowId, keyword: Type.String({ minLength: 1, maxLength: 50 }) }),
  result: Type.Array(UserRef),
});
export const memberAdd = defineRoute({
  method: 'POST',
  url: '/sys/departUser/add',
  summary: 'Add existing users to a managed department',
  tag: departTag,
  body: Type.Object({ departId: RowId, userIds: Type.Array(RowId, { minItems: 1, maxItems: 100 }) }),
  result: Type.Object({ added: Type.Number() }),
});
export const memberRemove = defineRoute({
  method: 'DELETE',
  url: '/sys/departUser/remove',
  summary: 'Take a member out of a managed department (not a head of it: an administrator changes heads first)',
  tag: departTag,
  querystring: Type.Object({ departId: RowId, userId: RowId }),
  result: Type.Null(),
});
export const memberPositionOptions = defineRoute({
  method: 'GET',
  url: '/sys/departUser/positions',
  summary: 'The positions a head may give a member',
  tag: departTag,
  result: Type.Array(Type.Object({ id: Type.String(), code: Type.String(), name: Type.String() })),
});
export const memberPosition = defineRoute({
  method: 'PUT',
  url: '/sys/departUser/position',
  summary: "Set a member's position (null: none); it replaces the user's positions, as the position screen shows them",
  tag: departTag,
  body: Type.Object({ departId: RowId, userId: RowId, positionId: Nullable(RowId) }),
  result: MemberRecord,
});
export const departHeadsSet = defineRoute({
  method: 'PUT',
  url: '/sys/departUser/heads',
  summary: "Set a department's heads (the whole list; each must be a member); department edit permission",
  tag: departTag,
  body: Type.Object({ departId: RowId, userIds: Type.Array(RowId, { maxItems: 20 }) }),
  result: Type.Null(),
});

// ---- 分类字典 ----
const categoryTag = 'category';

export const CategoryRecord = Type.Object({
  id: Type.String(),
  parentId: Nullable(Type.String()),
  code: Type.String(),
  name: Type.String(),
  sortNo: Type.Number(),
  version: Type.Number(),
  ...Stamps,
});
export type CategoryRecord = Static<typeof CategoryRecord>;

const CategoryInput = Type.Object({
  parentId: Nullable(RowId),
  code: Type.String({ pattern: CATEGORY_CODE_PATTERN }),
  name: Name,
  sortNo: Type.Integer({ minimum: 0, maximum: 99999 }),
});

export const categoryRows = defineRoute({
  method: 'GET',
  url: '/sys/category/rows',
  summary: 'Every category (the tree is small), parents before children, siblings by sortNo then code',
  tag: categoryTag,
  result: Type.Array(CategoryRecord),
});
export const categoryAdd = defineRoute({ method: 'POST', url: '/sys/category/add', summary: 'Add a category (codes are unique, deleted ones included)', tag: categoryTag, body: CategoryInput, result: CategoryRecord });
export const categoryEdit = defineRoute({
  method: 'PUT',
  url: '/sys/category/edit',
  summary: 'Change a category (a new parent may not be the category itself or one under it)',
  tag: categoryTag,
  body: Type.Object({ id: RowId, version: Version, ...CategoryInput.properties }),
  result: CategoryRecord,
});
export const categoryDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/category/delete',
  summary: 'Delete a category without children that no product, base product or shelf-life setting uses',
  tag: categoryTag,
  querystring: Type.Object({ id: RowId, version: Version }),
  result: Type.Null(),
});
export const categoryExport = defineRoute({
  method: 'GET',
  url: '/sys/category/exportXls',
  summary: 'Every category as an Excel workbook (code, name, parent code, sort)',
  tag: categoryTag,
  raw: { contentType: XLSX, description: 'the categories as .xlsx' },
});
export const categoryImport = defineRoute({
  method: 'POST',
  url: '/sys/category/importExcel',
  summary: 'Add or change categories by code from a workbook laid out as the export (base64): all rows or none',
  tag: categoryTag,
  body: Type.Object({ content: Type.String({ maxLength: 1_900_000 }) }),
  result: ImportReport,
});

// ---- 地址管理 ----
const regionTag = 'region-admin';

export const RegionRecord = Type.Object({
  id: Type.String(),
  text: Type.String(),
  pid: Type.String(),
  level: Type.Number(),
  sort: Type.Number(),
  version: Type.Number(),
  childCount: Type.Number(),
  /** Province down to the parent, names joined by " / " (search hits). */
  path: Type.String(),
});
export type RegionRecord = Static<typeof RegionRecord>;

export const regionAdminList = defineRoute({
  method: 'GET',
  url: '/sys/region/admin/list',
  summary: 'The children of pid (default 86, the provinces) in order; with keyword instead: up to 100 regions whose name contains it (digits: whose code starts with them), with their path',
  tag: regionTag,
  querystring: Type.Object({ pid: Filter(12), keyword: Filter(50) }),
  result: Type.Array(RegionRecord),
});
export const regionAdd = defineRoute({
  method: 'POST',
  url: '/sys/region/admin/add',
  summary: "Add a region under pid: its code extends the parent's (a province: two digits); three levels at most",
  tag: regionTag,
  body: Type.Object({ pid: Type.String({ minLength: 2, maxLength: 12 }), id: Type.String({ pattern: REGION_CODE_PATTERN }), text: Type.String({ minLength: 1, maxLength: 60 }), sort: Type.Integer({ minimum: 0, maximum: 9999 }) }),
  result: RegionRecord,
});
export const regionEdit = defineRoute({
  method: 'PUT',
  url: '/sys/region/admin/edit',
  summary: 'Rename or reorder a region (its code is what addresses store, so it stays)',
  tag: regionTag,
  body: Type.Object({ id: Type.String({ minLength: 2, maxLength: 12 }), version: Version, text: Type.String({ minLength: 1, maxLength: 60 }), sort: Type.Integer({ minimum: 0, maximum: 9999 }) }),
  result: RegionRecord,
});
export const regionDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/region/admin/delete',
  summary: 'Delete a region without children that no college, canteen or supplier address uses',
  tag: regionTag,
  querystring: Type.Object({ id: Type.String({ minLength: 2, maxLength: 12 }), version: Version }),
  result: Type.Null(),
});

// ---- 多数据源 ----
const sourceTag = 'data-source';

export const DataSourceRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  kind: Type.Enum(DATA_SOURCE_KINDS),
  /** The connection URL with its password masked; the full URL is never answered. */
  urlHint: Type.String(),
  description: Nullable(Type.String()),
  version: Type.Number(),
  ...Stamps,
});
export type DataSourceRecord = Static<typeof DataSourceRecord>;

const SourceUrl = Type.String({ minLength: 1, maxLength: 1000 });
const DataSourceInput = {
  code: Type.String({ pattern: CATEGORY_CODE_PATTERN }),
  name: Name,
  kind: Type.Enum(DATA_SOURCE_KINDS),
  description: NullableText(500),
};

export const dataSourceList = defineRoute({
  method: 'GET',
  url: '/sys/dataSource/list',
  summary: 'Registered data sources, paged; filters code, name (contains); sorts by code, name, createTime',
  tag: sourceTag,
  querystring: ListQuery({ code: Filter(), name: Filter() }),
  result: PageOf(DataSourceRecord),
});
export const dataSourceAdd = defineRoute({
  method: 'POST',
  url: '/sys/dataSource/add',
  summary: 'Register a data source (the URL is stored sealed)',
  tag: sourceTag,
  body: Type.Object({ ...DataSourceInput, url: SourceUrl }),
  result: DataSourceRecord,
});
export const dataSourceEdit = defineRoute({
  method: 'PUT',
  url: '/sys/dataSource/edit',
  summary: 'Change a data source; without url the stored one stays',
  tag: sourceTag,
  body: Type.Object({ id: RowId, version: Version, ...DataSourceInput, url: Type.Optional(SourceUrl) }),
  result: DataSourceRecord,
});
export const dataSourceDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/dataSource/delete',
  summary: 'Delete a data source',
  tag: sourceTag,
  querystring: Type.Object({ id: RowId, version: Version }),
  result: Type.Null(),
});
export const dataSourceTest = defineRoute({
  method: 'POST',
  url: '/sys/dataSource/test',
  summary: 'Connect read-only and ask the server version within a time limit (5 s): a URL as the form holds it, or a stored source by id',
  tag: sourceTag,
  body: Type.Object({ id: Type.Optional(RowId), kind: Type.Enum(DATA_SOURCE_KINDS), url: Type.Optional(SourceUrl) }),
  result: Type.Object({ ok: Type.Boolean(), message: Type.String(), millis: Type.Number() }),
});
