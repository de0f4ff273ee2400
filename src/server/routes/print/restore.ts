/**
 * Template administrators (print:template:manage) bring back what others cannot see: deleted templates,
 * and templates private to someone else (a shared template made private vanishes for everybody but one).
 * A restore undoes one step at a time: a deleted template comes back as it was (a private one to its
 * owner only); a live template private to someone else becomes shared.
 */
import { and, count, desc, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { templateRestorableList, templateRestore } from '../../../contract/routes/print.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { printTemplates, printTemplateTypes, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { containsPattern } from '../../db/sql.ts';

const owners = alias(users, 'owners');

/** Deleted, or private to someone other than the administrator. */
const restorableBy = (user: SessionUser): SQL => or(eq(printTemplates.deleted, true), and(isNotNull(printTemplates.ownerId), ne(printTemplates.ownerId, user.id)))!;

function restorableRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: printTemplates.id,
      name: printTemplates.name,
      typeName: printTemplateTypes.name,
      deleted: printTemplates.deleted,
      ownerId: printTemplates.ownerId,
      ownerRealname: owners.realname,
      ownerUsername: owners.username,
      createdBy: printTemplates.createdBy,
      updatedBy: printTemplates.updatedBy,
      updatedAt: printTemplates.updatedAt,
    })
    .from(printTemplates)
    .leftJoin(printTemplateTypes, eq(printTemplateTypes.id, printTemplates.typeId))
    .leftJoin(owners, eq(owners.id, printTemplates.ownerId))
    .where(where);
}

type RestorableRow = Awaited<ReturnType<typeof restorableRows>>[number];

function restorableRecord({ ownerId, ownerRealname, ownerUsername, ...row }: RestorableRow) {
  const ownerName = ownerUsername ? (ownerRealname ? `${ownerRealname}（${ownerUsername}）` : ownerUsername) : null;
  return { ...row, private: ownerId !== null, ownerName };
}

export async function restoreRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, templateRestorableList, { config: { perm: PERMS.templateManage } }, async (request) => {
    const { current, size, offset } = paging(request.query);
    const name = request.query.name?.trim();
    const where = and(restorableBy(request.user!), name ? ilike(printTemplates.name, containsPattern(name)) : undefined);
    const [{ total }] = await db.select({ total: count() }).from(printTemplates).where(where);
    const rows = await restorableRows(db, where)
      .orderBy(desc(printTemplates.updatedAt), desc(printTemplates.createdAt), printTemplates.id)
      .limit(size)
      .offset(offset);
    return ok(page(rows.map(restorableRecord), total, current, size));
  });

  addRoute(app, templateRestore, { config: { perm: PERMS.templateManage } }, async (request) => {
    const user = request.user!;
    const [row] = await restorableRows(db, eq(printTemplates.id, request.params.id)).limit(1);
    if (!row) fail('PRINT_TEMPLATE_NOT_FOUND');
    if (!row.deleted && (row.ownerId === null || row.ownerId === user.id)) fail('PRINT_TEMPLATE_NOT_RESTORABLE', { name: row.name });
    const changes = row.deleted ? { deleted: false } : { ownerId: null };
    const restored = await inTransaction(db, async (tx) => {
      // The state read above must still hold: a second restore of the same step changes nothing.
      const [updated] = await tx
        .update(printTemplates)
        .set({ ...changes, version: sql`${printTemplates.version} + 1`, updatedBy: user.username, updatedAt: new Date() })
        .where(and(eq(printTemplates.id, row.id), row.deleted ? eq(printTemplates.deleted, true) : eq(printTemplates.ownerId, row.ownerId!)))
        .returning({ id: printTemplates.id });
      if (!updated) fail('PRINT_TEMPLATE_NOT_RESTORABLE', { name: row.name });
      await audit(tx, request, 'print_template_restore', row.id, { name: row.name, ...(row.deleted ? { undeleted: true } : { sharedFrom: row.ownerUsername }) });
      const [after] = await restorableRows(tx, eq(printTemplates.id, row.id)).limit(1);
      return after;
    });
    return ok(restorableRecord(restored), '恢复成功！');
  });
}
