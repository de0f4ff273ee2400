/**
 * Supplier evaluations (issue 19; rules in ../domain/evaluation.ts): canteens' monthly scores of their
 * suppliers. Lists hold the caller's scope (platform all, procurement its institution's canteens, canteen
 * staff their canteens, a supplier the evaluations of itself) and export the same rows as Excel.
 */
import { Type, type Static } from 'typebox';
import { PERIOD_PATTERN, SCORE_MAX, SCORE_MIN } from '../domain/evaluation.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ListQuery, RowId } from '../rows.ts';

const tag = 'suppliers';
const Period = Type.String({ pattern: PERIOD_PATTERN, description: 'a month, YYYY-MM' });
const Score = Type.Integer({ minimum: SCORE_MIN, maximum: SCORE_MAX });
const Comment = Type.Optional(Nullable(Type.String({ maxLength: 500 })));

export const EvaluationRecord = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  period: Type.String(),
  quality: Type.Number(),
  delivery: Type.Number(),
  service: Type.Number(),
  /** The mean of the three. */
  overall: Type.Number(),
  comment: Nullable(Type.String()),
  version: Type.Number(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  /** The caller may change it (procurement or canteen staff of its canteen). */
  editable: Type.Boolean(),
});
export type EvaluationRecord = Static<typeof EvaluationRecord>;

const Filters = {
  supplierId: Type.Optional(RowId),
  restaurantId: Type.Optional(RowId),
  period: Type.Optional(Period),
};

export const evaluationList = defineRoute({
  method: 'GET',
  url: '/supplier/evaluations',
  summary: 'Supplier evaluations by supplier, canteen and month; sorts by period (default), createTime, supplierName',
  tag,
  querystring: ListQuery(Filters),
  result: PageOf(EvaluationRecord),
});

export const evaluationExport = defineRoute({
  method: 'GET',
  url: '/supplier/evaluations/export',
  summary: 'The evaluations list as Excel, same filters',
  tag,
  querystring: ListQuery(Filters),
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The list as an Excel workbook, same filters' },
});

export const evaluationCreate = defineRoute({
  method: 'POST',
  url: '/supplier/evaluations',
  summary: "Score a supplier for one of the caller's canteens and a month not in the future (procurement, canteen staff)",
  tag,
  body: Type.Object({ supplierId: RowId, restaurantId: RowId, period: Period, quality: Score, delivery: Score, service: Score, comment: Comment }),
  result: EvaluationRecord,
});

export const evaluationUpdate = defineRoute({
  method: 'PUT',
  url: '/supplier/evaluations/:id',
  summary: 'Change the scores and comment, naming the version read',
  tag,
  params: Type.Object({ id: RowId }),
  body: Type.Object({ version: Type.Integer({ minimum: 1 }), quality: Score, delivery: Score, service: Score, comment: Comment }),
  result: EvaluationRecord,
});
