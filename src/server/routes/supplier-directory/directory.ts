/**
 * The supplier directory's queries: approved, active suppliers filtered by name, category (any level, through
 * their approved products on offer), region (any level) and minimum rating, ordered by rating or name; then,
 * for the page only, their categories, region names and contract state. Ratings come from supplier_ratings,
 * kept by the evaluation service, so the filter and the sort stay on indexes at a million evaluations; the
 * categories on offer from supplier_categories, kept by triggers (db/supplierCategories.ts), so neither a page's
 * categories nor the category filter reads a supplier's products.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SUPPLIER_ACTIVE } from '../../../contract/domain/supplier.ts';
import { CONTRACT_STATUS, coveredUntil } from '../../../contract/domain/serviceContract.ts';
import { DIRECTORY_READERS, directoryContractState, meanOf } from '../../../contract/domain/supplierDirectory.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import type { DirectoryDetail, DirectoryQuery, DirectoryRecord } from '../../../contract/routes/supplierDirectory.ts';
import type { Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { categories, regions, serviceContracts, supplierDeliveryScores, supplierEvaluations, supplierProfiles, supplierRatings, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { offeredCategories, offersAnyOf } from '../../db/supplierCategories.ts';
import { fail } from '../../http/errors.ts';
import { sortDirection, sorter } from '../../http/listQuery.ts';

/**
 * A supplier's last twelve rated months, oldest first: its evaluations and delivery scores added up per month.
 * Each source's last twelve months hold every month of the merged last twelve.
 */
async function ratedMonths(db: Db, supplierId: string) {
  const perMonth = (table: typeof supplierEvaluations | typeof supplierDeliveryScores) => db
    .select({
      period: table.period,
      quality: sql<number>`sum(${table.quality})::int`,
      delivery: sql<number>`sum(${table.delivery})::int`,
      service: sql<number>`sum(${table.service})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(eq(table.supplierId, supplierId))
    .groupBy(table.period)
    .orderBy(desc(table.period))
    .limit(12);
  const merged = new Map<string, { period: string; quality: number; delivery: number; service: number; count: number }>();
  for (const row of [...(await perMonth(supplierEvaluations)), ...(await perMonth(supplierDeliveryScores))]) {
    const month = merged.get(row.period);
    if (!month) merged.set(row.period, { ...row });
    else for (const key of ['quality', 'delivery', 'service', 'count'] as const) month[key] += row[key];
  }
  return [...merged.values()].sort((a, b) => b.period.localeCompare(a.period)).slice(0, 12).reverse();
}

/** Suppliers are refused: the directory is the buying side's (and the platform's) tool. */
export function mayRead(actor: Actor): void {
  if (!DIRECTORY_READERS.includes(actor.kind)) fail('DIRECTORY_SUPPLIER_FORBIDDEN');
}

/** The category and every category under it. */
async function categorySubtree(db: Db, categoryId: string): Promise<string[]> {
  const [root] = await db.select({ code: categories.code }).from(categories).where(and(eq(categories.id, categoryId), eq(categories.deleted, false)));
  if (!root) fail('DIRECTORY_CATEGORY_UNKNOWN', { id: categoryId });
  const rows = await db.select({ id: categories.id }).from(categories).where(and(sql`${categories.code} like ${`${root.code}%`}`, eq(categories.deleted, false)));
  return rows.map((row) => row.id);
}

/** A region and the regions under it (province > city > district). */
function regionSubtree(db: Db, regionId: string) {
  const children = db.select({ id: regions.id }).from(regions).where(eq(regions.pid, regionId));
  return db.select({ id: regions.id }).from(regions).where(or(eq(regions.id, regionId), eq(regions.pid, regionId), inArray(regions.pid, children)));
}

async function conditions(db: Db, query: DirectoryQuery): Promise<SQL> {
  const name = query.name?.trim();
  const categoryIds = query.categoryId ? await categorySubtree(db, query.categoryId) : undefined;
  return and(
    eq(suppliers.deleted, false),
    eq(suppliers.status, SUPPLIER_ACTIVE.yes),
    // suppliers the platform entered itself have no registration and count as approved
    sql`coalesce(${supplierProfiles.auditStatus}, 'approved') = 'approved'`,
    isNull(supplierProfiles.suspendedAt),
    name ? ilike(suppliers.name, containsPattern(name)) : undefined,
    query.regionId ? inArray(suppliers.regionId, regionSubtree(db, query.regionId)) : undefined,
    query.minRating !== undefined ? gte(supplierRatings.overall, query.minRating.toFixed(2)) : undefined,
    categoryIds ? offersAnyOf(db, suppliers.id, categoryIds) : undefined,
  )!;
}

function selectRows(db: Db) {
  return db
    .select({ supplier: suppliers, rating: supplierRatings })
    .from(suppliers)
    .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
    .leftJoin(supplierRatings, eq(supplierRatings.supplierId, suppliers.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function orderOf(query: DirectoryQuery): SQL[] {
  const direction = sortDirection(query);
  if ((query.column || 'rating') === 'rating') {
    // unrated suppliers last whichever way the rating runs
    return [sql`${supplierRatings.overall} ${sql.raw(direction === asc ? 'asc' : 'desc')} nulls last`, direction(suppliers.name), direction(suppliers.id)];
  }
  return [sorter({ name: suppliers.name }, query, 'name'), direction(suppliers.id)];
}

export async function listDirectory(db: Db, actor: Actor, query: DirectoryQuery, limit: number, offset: number): Promise<{ total: number; records: DirectoryRecord[] }> {
  mayRead(actor);
  const where = await conditions(db, query);
  const [{ n }] = await db
    .select({ n: count() })
    .from(suppliers)
    .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
    .leftJoin(supplierRatings, eq(supplierRatings.supplierId, suppliers.id))
    .where(where);
  const rows = await selectRows(db).where(where).orderBy(...orderOf(query)).limit(limit).offset(offset);
  return { total: n, records: await recordsOf(db, rows) };
}

const ratingOf = (rating: Row['rating']): DirectoryRecord['rating'] => ({
  overall: rating ? Number(rating.overall) : null,
  quality: rating ? meanOf(rating.qualitySum, rating.count) : null,
  delivery: rating ? meanOf(rating.deliverySum, rating.count) : null,
  service: rating ? meanOf(rating.serviceSum, rating.count) : null,
  count: rating?.count ?? 0,
});

/** The page's categories, region names and contract states, a few queries for the whole page. */
async function recordsOf(db: Db, rows: Row[]): Promise<DirectoryRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.supplier.id);
  const today = chinaDate(new Date());
  const [tops, regionNames, contracts] = await Promise.all([topCategoriesOf(db, ids), regionNamesOf(db, rows.map((row) => row.supplier.regionId)), contractsOf(db, ids)]);
  return rows.map(({ supplier, rating }) => {
    const own = contracts.filter((c) => c.supplierId === supplier.id);
    const state = directoryContractState(own, today);
    return {
      id: supplier.id,
      name: supplier.name,
      categories: tops.get(supplier.id) ?? [],
      regionId: supplier.regionId,
      regionName: supplier.regionId ? (regionNames.get(supplier.regionId) ?? null) : null,
      rating: ratingOf(rating),
      contractState: state,
      contractEnd: coveredUntil(own, today) ?? null,
    };
  });
}

function contractsOf(db: Db, supplierIds: string[]) {
  return db
    .select({ supplierId: serviceContracts.supplierId, status: serviceContracts.status, beginDate: serviceContracts.beginDate, endDate: serviceContracts.endDate })
    .from(serviceContracts)
    .where(and(inArray(serviceContracts.supplierId, supplierIds), eq(serviceContracts.status, CONTRACT_STATUS.effective)));
}

/** Categories by id with their parent, to walk up to the top level (the category table is small). */
async function categoryTree(db: Db) {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, sortNo: categories.sortNo, code: categories.code }).from(categories).where(eq(categories.deleted, false));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const topOf = (id: string) => {
    let node = byId.get(id);
    for (let depth = 0; node?.parentId && byId.has(node.parentId) && depth < 20; depth++) node = byId.get(node.parentId);
    return node;
  };
  return { byId, topOf };
}

async function topCategoriesOf(db: Db, supplierIds: string[]): Promise<Map<string, Array<{ id: string; name: string }>>> {
  const [rows, tree] = await Promise.all([offeredCategories(db, supplierIds), categoryTree(db)]);
  const bySupplier = new Map<string, Map<string, { id: string; name: string; code: string }>>();
  for (const row of rows) {
    const top = tree.topOf(row.categoryId);
    if (!top) continue;
    const own = bySupplier.get(row.supplierId) ?? new Map();
    own.set(top.id, { id: top.id, name: top.name, code: top.code });
    bySupplier.set(row.supplierId, own);
  }
  return new Map([...bySupplier].map(([id, own]) => [id, [...own.values()].sort((a, b) => a.code.localeCompare(b.code)).map(({ id: cid, name }) => ({ id: cid, name }))]));
}

/** 'Province City District' for each region id, walking up at most three levels. */
async function regionNamesOf(db: Db, regionIds: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(regionIds.filter((id): id is string => id !== null))];
  const known = new Map<string, { text: string; pid: string }>();
  let next = wanted;
  for (let level = 0; level < 4 && next.length > 0; level++) {
    const rows = await db.select({ id: regions.id, text: regions.text, pid: regions.pid }).from(regions).where(inArray(regions.id, next));
    for (const row of rows) known.set(row.id, row);
    next = [...new Set(rows.map((row) => row.pid))].filter((pid) => !known.has(pid));
  }
  const names = new Map<string, string>();
  for (const id of wanted) {
    const parts: string[] = [];
    for (let node = known.get(id); node && parts.length < 4; node = known.get(node.pid)) parts.unshift(node.text);
    if (parts.length) names.set(id, parts.join(' '));
  }
  return names;
}

export async function directoryDetail(db: Db, actor: Actor, id: string): Promise<DirectoryDetail> {
  mayRead(actor);
  const where = and(eq(suppliers.id, id), await conditions(db, {}));
  const [row] = await selectRows(db).where(where).limit(1);
  if (!row) fail('SUPPLIER_NOT_FOUND');
  const [[record], offeredRows, tree, months] = await Promise.all([
    recordsOf(db, [row]),
    offeredCategories(db, [id]),
    categoryTree(db),
    ratedMonths(db, id),
  ]);
  return {
    ...record!,
    contact: row.supplier.contact,
    phone: row.supplier.phone,
    address: row.supplier.address,
    productCategories: offeredRows
      .filter((r) => tree.byId.has(r.categoryId))
      .map((r) => ({ id: r.categoryId, name: tree.byId.get(r.categoryId)!.name, products: r.products, code: tree.byId.get(r.categoryId)!.code }))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map(({ code: _code, ...rest }) => rest),
    months: months.map((m) => ({
      period: m.period,
      quality: meanOf(m.quality, m.count)!,
      delivery: meanOf(m.delivery, m.count)!,
      service: meanOf(m.service, m.count)!,
      overall: meanOf(m.quality + m.delivery + m.service, 3 * m.count)!,
      count: m.count,
    })),
  };
}
