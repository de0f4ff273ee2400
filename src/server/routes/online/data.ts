/**
 * The rows of an online form: the generic data screen's list (filters and sorts on indexed fields),
 * add, edit, delete, and Excel export and import. Every call checks the form's own button permission
 * (online:<code>:list|add|edit|delete), or the form administrator's, on the server.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkRow, valueFromText, type FieldDefinition, type RuleError } from '../../../contract/domain/online.ts';
import * as online from '../../../contract/routes/online.ts';
import { ERRORS, formatMessage } from '../../../contract/errors.ts';
import { audit, type AuditOrigin } from '../../auth/audit.ts';
import { grantedPerms } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { onlineRows } from '../../db/schema/index.ts';

import { readWorkbook, sendWorkbook, EXPORT_ROW_LIMIT } from '../../http/excel.ts';
import { ApiError, fail, localeOf, type ErrorCode } from '../../http/errors.ts';
import { ok, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { exactCountLimit, listTotal } from '../../http/listQuery.ts';
import { fieldExpression, formLiteral, rowsOf, wireStamps } from './ddl.ts';
import { asSets, selectOptions } from './options.ts';
import { formByCode, formDetailOf, formPerm, refuseAll, type FormRow } from './forms.ts';

type Action = 'list' | 'add' | 'edit' | 'delete';
type DataRowRow = typeof onlineRows.$inferSelect;

export const IMPORT_ROW_LIMIT = 5000;

async function allowed(db: Db, request: FastifyRequest, code: string): Promise<Record<Action, boolean>> {
  const held = await grantedPerms(db, request.user!.id);
  const admin = held.has(PERMS.onlineFormManage);
  const may = (action: Action) => admin || held.has(formPerm(code, action));
  return { list: may('list'), add: may('add'), edit: may('edit'), delete: may('delete') };
}

/** The form, once the caller is known to hold `action` on it (403 otherwise, whether or not the form exists). */
async function formFor(db: Db, request: FastifyRequest, code: string, action: Action): Promise<FormRow> {
  if (!(await allowed(db, request, code))[action]) fail('FORBIDDEN', { perm: formPerm(code, action) });
  return formByCode(db, code);
}


function recordOf(row: DataRowRow): online.DataRow {
  return { id: row.id, version: row.version, values: row.data, ...wireStamps(row) };
}

/** WHERE and ORDER BY of a list: filters only on filterable fields, sorting only on sortable ones (both indexed). */
function listClauses(form: FormRow, query: { filters?: string; column?: string; order?: string }): { where: SQL; orderBy: SQL } {
  const fields = new Map(form.definition.fields.map((f) => [f.name, f]));
  const conditions: SQL[] = [sql`form_id = ${formLiteral(form.id)}`];
  let filters: Record<string, unknown> = {};
  if (query.filters) {
    try {
      filters = JSON.parse(query.filters) as Record<string, unknown>;
    } catch {
      fail('ONLINE_FILTER_INVALID', { detail: 'JSON' });
    }
    if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) fail('ONLINE_FILTER_INVALID', { detail: 'JSON' });
  }
  for (const [name, value] of Object.entries(filters)) {
    const field = fields.get(name);
    if (!field?.filter) fail('ONLINE_FILTER_INVALID', { detail: name });
    if (value === null || value === '' || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') fail('ONLINE_FILTER_INVALID', { detail: name });
    conditions.push(filterCondition(field, value));
  }
  const direction = query.order?.toLowerCase() === 'asc' ? 'ASC' : 'DESC';
  const column = query.column || form.definition.sort?.field || 'createTime';
  const sortDirection = query.column ? direction : (form.definition.sort?.order?.toUpperCase() ?? 'DESC');
  let orderBy: SQL;
  if (column === 'createTime') orderBy = sql.raw(`created_at ${sortDirection}, id ${sortDirection}`);
  else {
    const field = fields.get(column);
    if (!field?.sortable) fail('SORT_COLUMN_INVALID', { column });
    orderBy = sql.raw(`${fieldExpression(field)} ${sortDirection}, created_at ${sortDirection}, id ${sortDirection}`);
  }
  return { where: sql.join(conditions, sql` AND `), orderBy };
}

function filterCondition(field: FieldDefinition, value: string | number | boolean): SQL {
  const expression = sql.raw(fieldExpression(field));
  if (field.type === 'text' || field.type === 'textarea') {
    const prefix = String(value).replace(/[\\%_]/g, (c) => `\\${c}`);
    return sql`${expression} LIKE ${`${prefix}%`}`;
  }
  if (field.type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(String(value))) fail('ONLINE_FILTER_INVALID', { detail: field.name });
    return sql`${expression} = ${String(value)}::numeric`;
  }
  if (field.type === 'switch') return sql`${expression} = ${value === true || value === 'true' || value === '1'}`;
  return sql`${expression} = ${String(value)}`;
}

async function listRows(db: Db, form: FormRow, query: { filters?: string; column?: string; order?: string }, limit: number, offset: number) {
  const { where, orderBy } = listClauses(form, query);
  const rows = await db.select().from(onlineRows).where(where).orderBy(orderBy).limit(limit).offset(offset);
  return { rows, where };
}

/** Row refusals as one catalogue answer in the caller's language (the first refusal names its field). */
function refuseRow(errors: RuleError[]): void {
  refuseAll(errors);
}

/** Add a row to `form`: checked by the form's rules (defaults filled, select values from their dictionary), audited. */
export async function addRow(db: Db, origin: AuditOrigin, form: FormRow, input: Record<string, unknown>): Promise<DataRowRow> {
  const { values, errors } = checkRow(form.definition, input, asSets(await selectOptions(db, form.definition)), true);
  refuseRow(errors);
  return inTransaction(db, async (tx) => {
    const [written] = await tx.insert(onlineRows).values({ formId: form.id, data: values, createdBy: origin.user!.username }).returning();
    await audit(tx, origin, 'online_row_add', written!.id, { form: form.code });
    return written!;
  });
}

export function dataRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, online.dataSchema, {}, async (request) => {
    const actions = await allowed(db, request, request.params.code);
    if (!actions.list) fail('FORBIDDEN', { perm: formPerm(request.params.code, 'list') });
    const form = await formByCode(db, request.params.code);
    return ok({ form: formDetailOf(form), options: await selectOptions(db, form.definition), actions });
  });

  addRoute(app, online.dataList, {}, async (request) => {
    const form = await formFor(db, request, request.params.code, 'list');
    const { current, size, offset } = paging(request.query);
    const { rows, where } = await listRows(db, form, request.query, size, offset);
    const { total, capped } = await listTotal(db, sql`SELECT 1 FROM online_rows WHERE ${where}`, exactCountLimit(offset, size));
    return ok({ records: rows.map(recordOf), total, current, size, pages: Math.ceil(total / size), capped });
  });

  addRoute(app, online.dataCreate, {}, async (request) => {
    const form = await formFor(db, request, request.params.code, 'add');
    return ok(recordOf(await addRow(db, request, form, request.body.values)), '添加成功！');
  });

  addRoute(app, online.dataUpdate, {}, async (request) => {
    const form = await formFor(db, request, request.params.code, 'edit');
    const [before] = await db.select().from(onlineRows).where(and(eq(onlineRows.id, request.params.id), eq(onlineRows.formId, form.id)));
    if (!before) fail('ONLINE_ROW_NOT_FOUND');
    const { values, errors } = checkRow(form.definition, request.body.values, asSets(await selectOptions(db, form.definition)), false);
    refuseRow(errors);
    const row = await inTransaction(db, async (tx) => {
      const [written] = await tx
        .update(onlineRows)
        .set({ data: values, version: sql`${onlineRows.version} + 1`, updatedBy: request.user!.username, updatedAt: new Date() })
        .where(and(eq(onlineRows.id, before.id), eq(onlineRows.version, request.body.version)))
        .returning();
      if (!written) fail('ONLINE_ROW_STALE', { version: before.version });
      await audit(tx, request, 'online_row_edit', before.id, { form: form.code, version: written.version });
      return written;
    });
    return ok(recordOf(row), '修改成功！');
  });

  addRoute(app, online.dataDelete, {}, async (request) => {
    const form = await formFor(db, request, request.params.code, 'delete');
    await inTransaction(db, async (tx) => {
      const [gone] = await tx.delete(onlineRows).where(and(eq(onlineRows.id, request.params.id), eq(onlineRows.formId, form.id))).returning({ id: onlineRows.id });
      if (!gone) fail('ONLINE_ROW_NOT_FOUND');
      await audit(tx, request, 'online_row_delete', gone.id, { form: form.code });
    });
    return ok(null, '删除成功!');
  });

  addRoute(app, online.dataExport, {}, async (request, reply) => {
    const form = await formFor(db, request, request.params.code, 'list');
    const { rows } = await listRows(db, form, request.query, EXPORT_ROW_LIMIT + 1, 0);
    const options = await selectOptions(db, form.definition);
    const english = localeOf(request.headers['accept-language']) === 'en';
    const columns = form.definition.fields.map((field) => ({
      header: field.label,
      value: (row: DataRowRow) => {
        const value = row.data[field.name];
        if (value === null || value === undefined) return null;
        if (field.type === 'select') return options[field.name]?.find((o) => o.value === value)?.text ?? String(value);
        if (field.type === 'switch') return value ? (english ? 'yes' : '是') : english ? 'no' : '否';
        return value as string | number;
      },
    }));
    return sendWorkbook(reply, form.title, columns, rows, english ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
  });

  addRoute(app, online.dataImport, {}, async (request) => {
    const form = await formFor(db, request, request.params.code, 'add');
    let sheet: Record<string, string>[];
    try {
      sheet = await readWorkbook(Buffer.from(request.body.content, 'base64'));
    } catch {
      fail('ONLINE_IMPORT_UNREADABLE');
    }
    if (sheet.length === 0) fail('ONLINE_IMPORT_EMPTY');
    if (sheet.length > IMPORT_ROW_LIMIT) fail('ONLINE_IMPORT_TOO_MANY', { max: IMPORT_ROW_LIMIT });
    const options = await selectOptions(db, form.definition);
    const sets = asSets(options);
    const locale = localeOf(request.headers['accept-language']);
    const report: { row: number; messages: string[] }[] = [];
    const accepted: Record<string, unknown>[] = [];
    sheet.forEach((cells, index) => {
      const input: Record<string, unknown> = {};
      const messages: string[] = [];
      for (const [heading, text] of Object.entries(cells)) {
        const field = form.definition.fields.find((f) => f.label === heading || f.name === heading);
        if (!field) {
          messages.push(formatMessage(ERRORS.ONLINE_ROW_UNKNOWN_FIELD[locale], { field: heading }));
          continue;
        }
        let value = valueFromText(field, text);
        // a select cell may hold the option's text (as exported) or its value
        if (field.type === 'select' && typeof value === 'string') value = options[field.name]?.find((o) => o.text === value)?.value ?? value;
        input[field.name] = value;
      }
      const { values, errors } = checkRow(form.definition, input, sets, true);
      for (const error of errors) messages.push(new ApiError(error.code as ErrorCode, error.params).localized(locale));
      if (messages.length) report.push({ row: index + 2, messages });
      else accepted.push(values);
    });
    // all or nothing: a sheet with any refused row stores none of its rows
    if (report.length > 0) return ok({ imported: 0, errors: report });
    await inTransaction(db, async (tx) => {
      for (let at = 0; at < accepted.length; at += 500) {
        await tx.insert(onlineRows).values(accepted.slice(at, at + 500).map((data) => ({ formId: form.id, data: data as DataRowRow['data'], createdBy: request.user!.username })));
      }
      await audit(tx, request, 'online_row_import', form.id, { form: form.code, rows: accepted.length });
    });
    return ok({ imported: accepted.length, errors: [] }, '导入成功');
  });
}
