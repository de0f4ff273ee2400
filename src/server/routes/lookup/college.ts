/**
 * Colleges and suppliers: GET /university/baseCollege/queryInfoByLoginUser (the signed-in user's college),
 * GET /university/baseCollege/list (paged) and GET /supplier/unboundList (suppliers without an account).
 */
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { collegeList, myCollege, unboundSuppliers } from '../../../contract/routes/lookup.ts';
import { PERMS } from '../../auth/perms.ts';
import { colleges, departments, restaurants, suppliers } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { containsPattern } from '../../db/sql.ts';
import { userDeparts } from '../../auth/users.ts';

const collegeColumns = {
  id: colleges.id,
  name: colleges.name,
  code: colleges.code,
  departId: colleges.departId,
  address: colleges.address,
  contact: colleges.contact,
  phone: colleges.phone,
};

/** Register the college and unbound-supplier calls. */
export function collegeRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, myCollege, {}, async (request) => {
    const me = request.user!;
    const departs = await userDeparts(db, me.id);
    // the current department first: a user of two colleges sees the one they work in now
    const ordered = [...departs].sort((a, b) => Number(b.orgCode === me.orgCode) - Number(a.orgCode === me.orgCode));
    const departIds = ordered.map((d) => d.id);
    if (departIds.length === 0) return ok(null);
    const [canteens, staffOf] = await Promise.all([
      db
        .select({ id: restaurants.id, name: restaurants.name, departId: restaurants.departId, collegeId: restaurants.collegeId })
        .from(restaurants)
        .where(and(inArray(restaurants.departId, departIds), eq(restaurants.deleted, false))),
      db.select({ id: colleges.id, departId: colleges.departId }).from(colleges).where(and(inArray(colleges.departId, departIds), eq(colleges.deleted, false))),
    ]);
    const rank = (departId: string | null) => (departId ? departIds.indexOf(departId) : departIds.length);
    const candidates = [
      ...canteens.map((c) => ({ collegeId: c.collegeId, rank: rank(c.departId) })),
      ...staffOf.map((c) => ({ collegeId: c.id, rank: rank(c.departId) })),
    ].sort((a, b) => a.rank - b.rank);
    if (candidates.length === 0) return ok(null);
    const collegeId = candidates[0].collegeId;
    const [college] = await db.select(collegeColumns).from(colleges).where(and(eq(colleges.id, collegeId), eq(colleges.deleted, false)));
    if (!college) return ok(null);
    return ok({
      ...college,
      restaurants: canteens.filter((c) => c.collegeId === collegeId).map(({ id, name, departId }) => ({ id, name, departId })),
    });
  });

  addRoute(app, collegeList, { config: { perm: PERMS.collegeList } }, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const filters: SQL[] = [eq(colleges.deleted, false)];
    if (query.name?.trim()) filters.push(ilike(colleges.name, containsPattern(query.name.trim())));
    if (query.code?.trim()) filters.push(ilike(colleges.code, containsPattern(query.code.trim())));
    const where = and(...filters);
    const [records, [{ total }]] = await Promise.all([
      db
        .select({ ...collegeColumns, orgCode: departments.orgCode, departName: departments.departName, createdAt: colleges.createdAt })
        .from(colleges)
        .leftJoin(departments, eq(departments.id, colleges.departId))
        .where(where)
        .orderBy(asc(colleges.code))
        .limit(size)
        .offset(offset),
      db.select({ total: count() }).from(colleges).where(where),
    ]);
    return ok(page(records, total, current, size));
  });

  addRoute(app, unboundSuppliers, { config: { perm: PERMS.supplierList } }, async (request) => {
    const { name } = request.query;
    const rows = await db
      .select({ id: suppliers.id, name: suppliers.name, contact: suppliers.contact, phone: suppliers.phone, status: suppliers.status })
      .from(suppliers)
      .where(and(isNull(suppliers.userId), eq(suppliers.deleted, false), name?.trim() ? ilike(suppliers.name, containsPattern(name.trim())) : undefined))
      .orderBy(asc(suppliers.name));
    return ok(rows);
  });
}
