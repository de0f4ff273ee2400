/** Online form definitions: list, define, change (rows kept consistent), delete, publish as a menu page. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkDefinition, definitionChanges, type FormDefinition, type RuleError } from '../../../contract/domain/online.ts';
import * as online from '../../../contract/routes/online.ts';
import { audit, type AuditOrigin } from '../../auth/audit.ts';
import { usersOfRoles } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { dictionaries, onlineForms, onlineRows, permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { buildTree } from '../../db/tree.ts';
import { fail, type ErrorCode } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { pushPermissionsChanged } from '../../live/notify.ts';
import { dropIndexes, dropView, formLiteral, syncIndexes, syncView, wireStamps } from './ddl.ts';
import { dictionaryValues } from './options.ts';

export type FormRow = typeof onlineForms.$inferSelect;

/** A published form's button permissions. */
export const formPerm = (code: string, action: 'list' | 'add' | 'edit' | 'delete') => `online:${code}:${action}`;
const BUTTONS = [['list', '查询'], ['add', '新增'], ['edit', '编辑'], ['delete', '删除']] as const;

export const refuseAll = (errors: RuleError[]): void => {
  if (errors.length > 0) fail(errors[0]!.code as ErrorCode, errors[0]!.params);
};

export function formDetailOf(row: FormRow): online.FormDetail {
  return { id: row.id, code: row.code, title: row.title, fieldCount: row.definition.fields.length, menuId: row.menuId, version: row.version, definition: row.definition, ...wireStamps(row) };
}

export async function formByCode(db: Db, code: string): Promise<FormRow> {
  const [row] = await db.select().from(onlineForms).where(eq(onlineForms.code, code));
  return row ?? fail('ONLINE_FORM_NOT_FOUND', { code });
}

async function formById(db: Db, id: string): Promise<FormRow> {
  const [row] = await db.select().from(onlineForms).where(eq(onlineForms.id, id));
  return row ?? fail('ONLINE_FORM_NOT_FOUND', { code: id });
}

async function dictionaryCodes(db: Db, definition: FormDefinition): Promise<Set<string>> {
  const wanted = definition.fields.flatMap((f) => (f.dictCode ? [f.dictCode] : []));
  if (wanted.length === 0) return new Set();
  const rows = await db.select({ code: dictionaries.dictCode }).from(dictionaries).where(and(inArray(dictionaries.dictCode, wanted), eq(dictionaries.deleted, false)));
  return new Set(rows.map((r) => r.code));
}

/**
 * Define a form: the definition checked (codes, fields, rules, dictionaries), stored with its field indexes
 * and its report view (granted to the report reader when there is one), audited for `origin`'s user.
 */
export async function createForm(db: Db, origin: AuditOrigin, input: { code: string; title: string; definition: unknown }, reader: boolean): Promise<FormRow> {
  const { code, title } = input;
  const definition = tidy(input.definition);
  refuseAll(checkDefinition(code, title, definition, await dictionaryCodes(db, definition), await dictionaryValues(db, definition)));
  return inTransaction(db, async (tx) => {
    const [written] = await tx.insert(onlineForms).values({ code, title: title.trim(), definition, createdBy: origin.user!.username }).returning().catch((error: unknown) => {
      if (isUniqueViolation(error)) fail('ONLINE_FORM_CODE_TAKEN', { code });
      throw error;
    });
    await syncIndexes(tx, written!.id, definition);
    await syncView(tx, written!.id, code, definition, reader);
    await audit(tx, origin, 'online_form_add', written!.id, { code });
    return written!;
  });
}

/** Drop unset optional keys so the stored definition is what the administrator gave. */
function tidy(definition: unknown): FormDefinition {
  return JSON.parse(JSON.stringify(definition)) as FormDefinition;
}

export function formRoutes(app: FastifyInstance, reader: () => boolean): void {
  const { db } = app;
  const manage = { config: { perm: PERMS.onlineFormManage } };

  addRoute(app, online.formList, manage, async (request) => {
    const { current, size, offset } = paging(request.query);
    const keyword = request.query.keyword?.trim();
    const where: SQL | undefined = keyword ? or(ilike(onlineForms.code, containsPattern(keyword)), ilike(onlineForms.title, containsPattern(keyword))) : undefined;
    const [{ total }] = await db.select({ total: count() }).from(onlineForms).where(where);
    const rows = await db.select().from(onlineForms).where(where).orderBy(desc(onlineForms.createdAt), desc(onlineForms.id)).limit(size).offset(offset);
    return ok(page(rows.map((row) => { const { definition: _, ...record } = formDetailOf(row); return record; }), total, current, size));
  });

  addRoute(app, online.formDetail, manage, async (request) => ok(formDetailOf(await formById(db, request.params.id))));

  addRoute(app, online.formCreate, manage, async (request) => ok(formDetailOf(await createForm(db, request, request.body, reader())), '添加成功！'));

  addRoute(app, online.formUpdate, manage, async (request) => {
    const before = await formById(db, request.params.id);
    const definition = tidy(request.body.definition);
    const title = request.body.title;
    refuseAll(checkDefinition(before.code, title, definition, await dictionaryCodes(db, definition), await dictionaryValues(db, definition)));
    const row = await inTransaction(db, async (tx) => {
      const [{ rows }] = await tx.select({ rows: count() }).from(sql`(SELECT 1 FROM online_rows WHERE form_id = ${formLiteral(before.id)} LIMIT 1) AS any_row`);
      if (rows > 0) {
        const change = definitionChanges(before.definition, definition);
        refuseAll(change.errors);
        for (const name of change.removed) await tx.update(onlineRows).set({ data: sql`${onlineRows.data} - ${name}::text` }).where(eq(onlineRows.formId, before.id));
        for (const field of change.filled) {
          await tx.update(onlineRows)
            .set({ data: sql`${onlineRows.data} || jsonb_build_object(${field.name}::text, ${JSON.stringify(field.defaultValue)}::jsonb)` })
            .where(and(eq(onlineRows.formId, before.id), sql`(${onlineRows.data} ->> ${field.name}::text) IS NULL`));
        }
      }
      const [written] = await tx
        .update(onlineForms)
        .set({ title: title.trim(), definition, version: sql`${onlineForms.version} + 1`, updatedBy: request.user!.username, updatedAt: new Date() })
        .where(and(eq(onlineForms.id, before.id), eq(onlineForms.version, request.body.version)))
        .returning();
      if (!written) fail('ONLINE_FORM_STALE', { version: before.version });
      await syncIndexes(tx, before.id, definition);
      await syncView(tx, before.id, before.code, definition, reader());
      if (before.menuId && written.title !== before.title) await tx.update(permissions).set({ name: written.title }).where(eq(permissions.id, before.menuId));
      await audit(tx, request, 'online_form_edit', before.id, { code: before.code, version: written.version });
      return written;
    });
    return ok(formDetailOf(row), '修改成功！');
  });

  addRoute(app, online.formDelete, manage, async (request) => {
    const form = await formById(db, request.params.id);
    if (form.menuId) fail('ONLINE_FORM_PUBLISHED');
    await inTransaction(db, async (tx) => {
      await dropView(tx, form.code);
      await dropIndexes(tx, form.id);
      await tx.delete(onlineForms).where(eq(onlineForms.id, form.id));
      await audit(tx, request, 'online_form_delete', form.id, { code: form.code });
    });
    return ok(null, '删除成功!');
  });

  addRoute(app, online.formPublishOptions, manage, async (request) => {
    const form = await formById(db, request.params.id);
    const [menus, roleRows, current] = await Promise.all([
      db.select({ id: permissions.id, parentId: permissions.parentId, name: permissions.name, url: permissions.url }).from(permissions)
        .where(and(eq(permissions.deleted, false), or(eq(permissions.menuType, 0), eq(permissions.component, 'layouts/RouteView')))).orderBy(asc(permissions.sortNo), asc(permissions.name)),
      db.select({ id: roles.id, roleName: roles.roleName, roleCode: roles.roleCode }).from(roles).orderBy(asc(roles.roleName)),
      form.menuId ? db.select({ parentId: permissions.parentId }).from(permissions).where(eq(permissions.id, form.menuId)) : [],
    ]);
    const granted = form.menuId ? await db.selectDistinct({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.permissionId, form.menuId)) : [];
    const home = menus.find((m) => m.url === '/online' && m.parentId === null)?.id ?? null;
    return ok({ menus: buildTree(menus, (m, children): online.MenuChoice => ({ id: m.id, name: m.name, children })), roles: roleRows, parentId: current[0]?.parentId ?? home, roleIds: granted.map((g) => g.roleId) });
  });

  addRoute(app, online.formPublish, manage, async (request) => {
    const form = await formById(db, request.params.id);
    const before = await grantedRoles(db, form.menuId);
    const row = await publish(db, request, form, request.body.parentId ?? null, request.body.roleIds);
    // the sidebars of everyone who gained or lost the page reload at once (the live channel)
    await pushPermissionsChanged(app, await usersOfRoles(db, [...new Set([...before, ...request.body.roleIds])]));
    return ok(formDetailOf(row), '发布成功');
  });

  addRoute(app, online.formUnpublish, manage, async (request) => {
    const form = await formById(db, request.params.id);
    if (!form.menuId) fail('ONLINE_FORM_NOT_PUBLISHED');
    const holders = await usersOfRoles(db, await grantedRoles(db, form.menuId));
    const row = await inTransaction(db, async (tx) => {
      await tx.delete(permissions).where(or(eq(permissions.id, form.menuId!), eq(permissions.parentId, form.menuId!)));
      const [written] = await tx.update(onlineForms).set({ menuId: null }).where(eq(onlineForms.id, form.id)).returning();
      await audit(tx, request, 'online_form_unpublish', form.id, { code: form.code });
      return written!;
    });
    await pushPermissionsChanged(app, holders);
    return ok(formDetailOf(row), '已取消发布');
  });
}

/** The roles granted a published form's page. */
async function grantedRoles(db: Db, menuId: string | null): Promise<string[]> {
  if (!menuId) return [];
  const rows = await db.selectDistinct({ roleId: rolePermissions.roleId }).from(rolePermissions).where(eq(rolePermissions.permissionId, menuId));
  return rows.map((row) => row.roleId);
}

/** The page (under 在线开发 or `parentId`) and its four buttons, granted to `roleIds`. Publishing again replaces them. */
async function publish(db: Db, request: FastifyRequest, form: FormRow, parentId: string | null, roleIds: string[]): Promise<FormRow> {
  const parent = parentId
    ? (await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.id, parentId), eq(permissions.deleted, false), eq(permissions.menuType, 0))))[0]
    ?? (await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.id, parentId), eq(permissions.deleted, false), eq(permissions.component, 'layouts/RouteView'))))[0]
    : (await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.url, '/online'), isNull(permissions.parentId), eq(permissions.deleted, false))))[0];
  if (!parent) fail('ONLINE_PARENT_INVALID', { id: parentId ?? '/online' });
  const known = roleIds.length ? await db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds)) : [];
  const missing = roleIds.find((id) => !known.some((r) => r.id === id));
  if (missing) fail('ONLINE_ROLE_INVALID', { id: missing });
  const username = request.user!.username;
  return inTransaction(db, async (tx) => {
    if (form.menuId) await tx.delete(permissions).where(or(eq(permissions.id, form.menuId), eq(permissions.parentId, form.menuId)));
    const [menu] = await tx.insert(permissions).values({
      parentId: parent.id, name: form.title, url: `/online/data/${form.code}`, component: 'online/CgformData', componentName: 'CgformData',
      menuType: 1, sortNo: 10, createdBy: username,
    }).returning({ id: permissions.id });
    const buttons = await tx.insert(permissions).values(BUTTONS.map(([action, name], index) => ({
      parentId: menu!.id, name: `${form.title}${name}`, menuType: 2, perms: formPerm(form.code, action), permsType: '1', sortNo: index + 1, createdBy: username,
    }))).returning({ id: permissions.id });
    const grants = roleIds.flatMap((roleId) => [menu!.id, ...buttons.map((b) => b.id)].map((permissionId) => ({ roleId, permissionId })));
    if (grants.length) await tx.insert(rolePermissions).values(grants);
    const [written] = await tx.update(onlineForms).set({ menuId: menu!.id }).where(eq(onlineForms.id, form.id)).returning();
    await audit(tx, request, 'online_form_publish', form.id, { code: form.code, parentId: parent.id, roleIds });
    return written!;
  });
}
