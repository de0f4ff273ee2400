/**
 * Supplier evaluations (issue 19; src/contract/routes/evaluations.ts): procurement and canteen staff score the
 * suppliers of their canteens per month; everyone reads the evaluations of their scope. A change and its audit
 * row go in one transaction; edits name the version they read.
 */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { overallScore } from '../../../contract/domain/evaluation.ts';
import type { Locale } from '../../../contract/errors.ts';
import { evaluationCreate, evaluationExport, evaluationList, evaluationUpdate, type EvaluationRecord } from '../../../contract/routes/evaluations.ts';
import { actorOf, ownSuppliers, restaurantScope, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { restaurants, supplierEvaluations, suppliers } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail, localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { sortDirection, sorter } from '../../http/listQuery.ts';
import { addRoute } from '../../http/route.ts';
import { createEvaluation, updateEvaluation } from './service.ts';

type Query = Static<typeof evaluationList.querystring>;
type Row = typeof supplierEvaluations.$inferSelect;

/** The rows the actor reads: by canteen for platform, procurement and canteen staff; by supplier for suppliers. */
function scopeOf(db: Db, actor: Actor): SQL | undefined {
  if (actor.kind === 'supplier') return inArray(supplierEvaluations.supplierId, ownSuppliers(db, actor.id));
  const canteens = restaurantScope(db, actor);
  return canteens ? inArray(supplierEvaluations.restaurantId, canteens) : undefined;
}

const SORTS = { period: supplierEvaluations.period, createTime: supplierEvaluations.createdAt, supplierName: suppliers.name };

async function records(db: Db, actor: Actor, where: SQL | undefined, query: Query, limit: number, offset: number): Promise<EvaluationRecord[]> {
  const rows = await db
    .select({ row: supplierEvaluations, supplierName: suppliers.name, restaurantName: restaurants.name })
    .from(supplierEvaluations)
    .innerJoin(suppliers, eq(suppliers.id, supplierEvaluations.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, supplierEvaluations.restaurantId))
    .where(where)
    .orderBy(sorter(SORTS, query, 'period'), sortDirection(query)(supplierEvaluations.id))
    .limit(limit)
    .offset(offset);
  const editable = actor.kind === 'procurement' || actor.kind === 'canteen';
  return rows.map(({ row, supplierName, restaurantName }) => view(row, supplierName, restaurantName, editable));
}

function view(row: Row, supplierName: string, restaurantName: string, editable: boolean): EvaluationRecord {
  return {
    id: row.id, supplierId: row.supplierId, supplierName, restaurantId: row.restaurantId, restaurantName, period: row.period,
    quality: row.quality, delivery: row.delivery, service: row.service, overall: overallScore(row), comment: row.comment,
    version: row.version, createBy: row.createdBy, createTime: row.createdAt.toISOString(), editable,
  };
}

function conditions(db: Db, actor: Actor, query: Query): SQL | undefined {
  return and(
    scopeOf(db, actor),
    query.supplierId ? eq(supplierEvaluations.supplierId, query.supplierId) : undefined,
    query.restaurantId ? eq(supplierEvaluations.restaurantId, query.restaurantId) : undefined,
    query.period ? eq(supplierEvaluations.period, query.period) : undefined,
  );
}

const pick = (l: Locale, zh: string, en: string) => (l === 'en' ? en : zh);
const columns = (l: Locale): ExcelColumn<EvaluationRecord>[] => [
  { header: pick(l, '月份', 'Month'), value: (r) => r.period },
  { header: pick(l, '供应商', 'Supplier'), value: (r) => r.supplierName },
  { header: pick(l, '食堂', 'Canteen'), value: (r) => r.restaurantName },
  { header: pick(l, '质量', 'Quality'), value: (r) => r.quality },
  { header: pick(l, '配送', 'Delivery'), value: (r) => r.delivery },
  { header: pick(l, '服务', 'Service'), value: (r) => r.service },
  { header: pick(l, '综合', 'Overall'), value: (r) => r.overall, format: '0.00' },
  { header: pick(l, '评价', 'Comment'), value: (r) => r.comment },
  { header: pick(l, '评价人', 'By'), value: (r) => r.createBy },
];

async function loadOne(db: Db, actor: Actor, id: string) {
  const [found] = await db
    .select({ row: supplierEvaluations, supplierName: suppliers.name, restaurantName: restaurants.name })
    .from(supplierEvaluations)
    .innerJoin(suppliers, eq(suppliers.id, supplierEvaluations.supplierId))
    .innerJoin(restaurants, eq(restaurants.id, supplierEvaluations.restaurantId))
    .where(and(eq(supplierEvaluations.id, id), scopeOf(db, actor)))
    .limit(1);
  if (!found) fail('EVALUATION_NOT_FOUND');
  return found;
}

export default async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: FastifyRequest) => actorOf(request.user!);

  addRoute(app, evaluationList, {}, async (request) => {
    const who = actor(request);
    const { current, size, offset } = paging(request.query);
    const where = conditions(db, who, request.query);
    const [{ total }] = await db
      .select({ total: count() })
      .from(supplierEvaluations)
      .innerJoin(suppliers, eq(suppliers.id, supplierEvaluations.supplierId))
      .where(where);
    return ok(page(await records(db, who, where, request.query, size, offset), total, current, size));
  });

  addRoute(app, evaluationExport, {}, async (request, reply) => {
    const who = actor(request);
    const locale = localeOf(request.headers['accept-language']);
    const rows = await records(db, who, conditions(db, who, request.query), request.query, EXPORT_ROW_LIMIT + 1, 0);
    return sendWorkbook(reply, pick(locale, '供应商评价', 'Supplier evaluations'), columns(locale), rows);
  });

  addRoute(app, evaluationCreate, {}, async (request) => {
    const who = actor(request);
    const id = await createEvaluation(db, who, request.body, request);
    const found = await loadOne(db, who, id);
    return ok(view(found.row, found.supplierName, found.restaurantName, true));
  });

  addRoute(app, evaluationUpdate, {}, async (request) => {
    const who = actor(request);
    const found = await loadOne(db, who, request.params.id);
    const updated = await updateEvaluation(db, who, found.row, request.body, request);
    return ok(view(updated, found.supplierName, found.restaurantName, true));
  });
}
