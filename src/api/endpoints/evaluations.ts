/** Supplier evaluations (src/contract/routes/evaluations.ts). */
import type { QueryOf } from '../../contract/route.ts';
import * as routes from '../../contract/routes/evaluations.ts';
import { http } from '../http.ts';

export type { EvaluationRecord } from '../../contract/routes/evaluations.ts';

type EvaluationQuery = QueryOf<typeof routes.evaluationList>;
export interface Scores { quality: number; delivery: number; service: number; comment: string | null }

export const evaluations = {
  list: (query: EvaluationQuery = {}) => http.call(routes.evaluationList, { query }),
  export: (query: EvaluationQuery = {}) => http.blob(routes.evaluationExport.url, { query }),
  create: (body: Scores & { supplierId: string; restaurantId: string; period: string }) => http.call(routes.evaluationCreate, { body }),
  update: (id: string, version: number, scores: Scores) => http.call(routes.evaluationUpdate, { params: { id }, body: { version, ...scores } }),
};
