/**
 * Online development (issue 22): forms defined without code (their definition, publication as a menu page
 * with button permissions, and their rows: list, add, edit, delete, Excel import and export) and
 * parameterised read-only reports (definition, run, Excel export). The rules are in ../domain/online.ts.
 */
import { Type, type Static } from 'typebox';
import { CHART_TYPES, FIELD_TYPES, PARAM_TYPES } from '../domain/online.ts';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ListQuery, RowId, Stamps } from '../rows.ts';

const tag = 'online';
const ById = Type.Object({ id: RowId });
const ByCode = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
/**
 * A field's value: text, number, yes/no or null, checked by the form's rules (checkRow), not by the
 * request validator, which coerces (it would read 150 as '150', or 1 as true, by the order of a union).
 */
const Scalar = Type.Unknown({ description: 'text, number, boolean or null, by the field\'s type' });

export const FieldSchema = Type.Object({
  name: Type.String({ maxLength: 60 }),
  label: Type.String({ maxLength: 60 }),
  type: Type.Enum(FIELD_TYPES),
  required: Type.Optional(Type.Boolean()),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  pattern: Type.Optional(Type.String({ maxLength: 400 })),
  dictCode: Type.Optional(Type.String({ maxLength: 100 })),
  defaultValue: Type.Optional(Scalar),
  list: Type.Optional(Type.Boolean()),
  filter: Type.Optional(Type.Boolean()),
  sortable: Type.Optional(Type.Boolean()),
});

export const DefinitionSchema = Type.Object({
  fields: Type.Array(FieldSchema, { maxItems: 200 }),
  sort: Type.Optional(Type.Object({ field: Type.String({ maxLength: 60 }), order: Type.Enum(['asc', 'desc'] as const) })),
});

export const FormRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  title: Type.String(),
  fieldCount: Type.Number(),
  /** The published page's id (permissions row), null while unpublished. */
  menuId: Nullable(Type.String()),
  version: Type.Number(),
  ...Stamps,
});
export type FormRecord = Static<typeof FormRecord>;

export const FormDetail = Type.Object({ ...FormRecord.properties, definition: DefinitionSchema });
export type FormDetail = Static<typeof FormDetail>;

const FormBody = Type.Object({
  code: Type.String({ maxLength: 40 }),
  title: Type.String({ maxLength: 100 }),
  definition: DefinitionSchema,
});

export const formList = defineRoute({ method: 'GET', url: '/online/forms', summary: 'Online forms, newest first, filtered by code or title (keyword)', tag, querystring: ListQuery({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }), result: PageOf(FormRecord) });
export const formDetail = defineRoute({ method: 'GET', url: '/online/forms/:id', summary: 'One online form with its definition', tag, params: ById, result: FormDetail });
export const formCreate = defineRoute({ method: 'POST', url: '/online/forms', summary: 'Define a new online form (the definition is checked: names, types, rules, dictionaries)', tag, body: FormBody, result: FormDetail });
export const formUpdate = defineRoute({
  method: 'PUT', url: '/online/forms/:id', summary: 'Change a form over the version read; a field type change on a form with rows is refused, a new required field needs a default', tag,
  params: ById, body: Type.Object({ title: Type.String({ maxLength: 100 }), definition: DefinitionSchema, version: Version }), result: FormDetail,
});
export const formDelete = defineRoute({ method: 'DELETE', url: '/online/forms/:id', summary: 'Delete an unpublished form and its rows', tag, params: ById, result: Type.Null() });
export const formPublish = defineRoute({
  method: 'POST', url: '/online/forms/:id/publish', summary: 'Publish a form as a menu page (under 在线开发 or the parent given) with list/add/edit/delete buttons granted to the roles given', tag,
  params: ById, body: Type.Object({ parentId: Type.Optional(Nullable(RowId)), roleIds: Type.Array(RowId, { maxItems: 100 }) }), result: FormDetail,
});
/** A menu a form may be published under: the folders and pages of the menu tree (buttons left out). */
export const MenuChoice = Type.Cyclic(
  { OnlineMenuChoice: Type.Object({ id: Type.String(), name: Type.String(), children: Type.Array(Type.Ref('OnlineMenuChoice')) }) },
  'OnlineMenuChoice',
);
export type MenuChoice = Static<typeof MenuChoice>;
export const PublishOptions = Type.Object({
  menus: Type.Array(MenuChoice),
  roles: Type.Array(Type.Object({ id: Type.String(), roleName: Type.String(), roleCode: Type.String() })),
  /** The menu the page hangs under now (or 在线开发, where a first publication goes). */
  parentId: Nullable(Type.String()),
  /** The roles granted the page now (none while unpublished). */
  roleIds: Type.Array(Type.String()),
});
export type PublishOptions = Static<typeof PublishOptions>;
export const formPublishOptions = defineRoute({ method: 'GET', url: '/online/forms/:id/publish-options', summary: 'What a form may be published under and to whom: the menu tree, the roles, and the current choice', tag, params: ById, result: PublishOptions });
export const formUnpublish = defineRoute({ method: 'POST', url: '/online/forms/:id/unpublish', summary: "Remove a form's menu page and its buttons", tag, params: ById, result: FormDetail });

// ---- the rows of a form ----

export const OptionSchema = Type.Object({ value: Type.String(), text: Type.String() });
export const DataSchema = Type.Object({
  form: FormDetail,
  /** The options of every select field, by field name. */
  options: Type.Record(Type.String(), Type.Array(OptionSchema)),
  /** What the caller may do here. */
  actions: Type.Object({ list: Type.Boolean(), add: Type.Boolean(), edit: Type.Boolean(), delete: Type.Boolean() }),
});
export type DataSchema = Static<typeof DataSchema>;

export const DataRow = Type.Object({
  id: Type.String(),
  version: Type.Number(),
  values: Type.Record(Type.String(), Scalar),
  ...Stamps,
});
export type DataRow = Static<typeof DataRow>;

/** filters: a JSON object {field: value}; text fields match from the start, others equal. */
export const DataQuery = ListQuery({ filters: Type.Optional(Type.String({ maxLength: 2000 })) });

export const DataPage = Type.Object({
  ...PageOf(DataRow).properties,
  /** True when the rows past ten pages ahead were not counted: total is then the database's estimate ("about"). */
  capped: Type.Boolean(),
});

export const dataSchema = defineRoute({ method: 'GET', url: '/online/data/:code/schema', summary: "A form's definition, its select options and what the caller may do", tag, params: ByCode, result: DataSchema });
export const dataList = defineRoute({ method: 'GET', url: '/online/data/:code', summary: "A form's rows, filtered (filters JSON) and sorted by a sortable field or createTime", tag, params: ByCode, querystring: DataQuery, result: DataPage });
export const dataCreate = defineRoute({ method: 'POST', url: '/online/data/:code', summary: 'Add a row (checked by the form\'s rules)', tag, params: ByCode, body: Type.Object({ values: Type.Record(Type.String(), Scalar) }), result: DataRow });
export const dataUpdate = defineRoute({
  method: 'PUT', url: '/online/data/:code/:id', summary: 'Change a row over the version read', tag,
  params: Type.Object({ code: ByCode.properties.code, id: RowId }), body: Type.Object({ values: Type.Record(Type.String(), Scalar), version: Version }), result: DataRow,
});
export const dataDelete = defineRoute({ method: 'DELETE', url: '/online/data/:code/:id', summary: 'Delete a row', tag, params: Type.Object({ code: ByCode.properties.code, id: RowId }), result: Type.Null() });
export const dataExport = defineRoute({
  method: 'GET', url: '/online/data/:code/export', summary: "The form's rows with the list's filters and order as an Excel workbook (headings are the field labels)", tag,
  params: ByCode, querystring: DataQuery, raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The rows as .xlsx' },
});
export const ImportResult = Type.Object({
  imported: Type.Number(),
  /** Every refused row (sheet row number, 2 = the first data row) with its messages; any error imports nothing. */
  errors: Type.Array(Type.Object({ row: Type.Number(), messages: Type.Array(Type.String()) })),
});
export const dataImport = defineRoute({
  method: 'POST', url: '/online/data/:code/import', summary: 'Import rows from an Excel workbook (base64; headings are field labels or names): all rows or none', tag,
  params: ByCode, body: Type.Object({ content: Type.String({ maxLength: 1_900_000 }) }), result: ImportResult,
});

// ---- reports ----

export const ParamSchema = Type.Object({
  name: Type.String({ maxLength: 40 }),
  label: Type.String({ maxLength: 60 }),
  type: Type.Enum(PARAM_TYPES),
  defaultValue: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  required: Type.Optional(Type.Boolean()),
});
export const ChartSchema = Type.Object({ type: Type.Enum(CHART_TYPES), x: Type.String({ maxLength: 63 }), y: Type.Array(Type.String({ maxLength: 63 }), { minItems: 1, maxItems: 8 }) });

export const ReportRecord = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  sql: Type.String(),
  params: Type.Array(ParamSchema),
  chart: Nullable(ChartSchema),
  templateId: Nullable(Type.String()),
  /** The registered data source (多数据源) the query runs on; null: the built-in database (and its online forms). */
  dataSourceId: Nullable(Type.String()),
  version: Type.Number(),
  ...Stamps,
});
export type ReportRecord = Static<typeof ReportRecord>;

const ReportBody = {
  name: Type.String({ maxLength: 100 }),
  sql: Type.String({ maxLength: 20_000 }),
  params: Type.Array(ParamSchema, { maxItems: 20 }),
  chart: Type.Optional(Nullable(ChartSchema)),
  templateId: Type.Optional(Nullable(RowId)),
  dataSourceId: Type.Optional(Nullable(RowId)),
};

export const ReportResult = Type.Object({
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  /** More rows than the cap: only the first ones are here. */
  truncated: Type.Boolean(),
  ms: Type.Number(),
});
export type ReportResult = Static<typeof ReportResult>;
const ParamValues = Type.Record(Type.String(), Type.String({ maxLength: 200 }));

export const reportList = defineRoute({ method: 'GET', url: '/online/reports', summary: 'Online reports, newest first, filtered by code or name (keyword)', tag, querystring: ListQuery({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }), result: PageOf(ReportRecord) });
export const reportDetail = defineRoute({ method: 'GET', url: '/online/reports/:id', summary: 'One report', tag, params: ById, result: ReportRecord });
export const reportByCode = defineRoute({ method: 'GET', url: '/online/reports/code/:code', summary: 'One report by its code (the report view)', tag, params: ByCode, result: ReportRecord });
export const reportCreate = defineRoute({ method: 'POST', url: '/online/reports', summary: 'Define a report (only a single SELECT/WITH statement; denied tables and functions refused)', tag, body: Type.Object({ code: Type.String({ maxLength: 40 }), ...ReportBody }), result: ReportRecord });
export const reportUpdate = defineRoute({ method: 'PUT', url: '/online/reports/:id', summary: 'Change a report over the version read', tag, params: ById, body: Type.Object({ ...ReportBody, version: Version }), result: ReportRecord });
export const reportDelete = defineRoute({ method: 'DELETE', url: '/online/reports/:id', summary: 'Delete a report', tag, params: ById, result: Type.Null() });
export const reportRun = defineRoute({
  method: 'POST', url: '/online/reports/:id/run', summary: 'Run a report read-only (read-only transaction, reader role, statement timeout) with the parameters given', tag,
  params: ById, body: Type.Object({ params: Type.Optional(ParamValues) }), result: ReportResult,
});
export const reportTry = defineRoute({
  method: 'POST', url: '/online/reports/try', summary: 'Run an unsaved report text read-only (the editor\'s preview), same rules as a saved one', tag,
  body: Type.Object({ sql: ReportBody.sql, params: ReportBody.params, values: Type.Optional(ParamValues), dataSourceId: ReportBody.dataSourceId }), result: ReportResult,
});
export const ReportSource = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), urlHint: Type.String() });
export const reportSources = defineRoute({ method: 'GET', url: '/online/reports/sources', summary: 'The data sources (多数据源) a report may run on, besides the built-in database', tag, result: Type.Array(ReportSource) });
export const reportExport = defineRoute({
  method: 'POST', url: '/online/reports/:id/export', summary: "A report's rows as an Excel workbook", tag,
  params: ById, body: Type.Object({ params: Type.Optional(ParamValues) }), raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The rows as .xlsx' },
});

