/**
 * The technical service fee's pay steps (issue 19): fee records per service contract year, the supplier's
 * payment proof and the platform's check, assessment and settlement. Handlers read the request and answer;
 * the rules are the contract's machine (src/contract/domain/payStep.ts) and the services in service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { PAY_STEP_STATUS_NAMES, type PayStepAction } from '../../../contract/domain/payStep.ts';
import * as routes from '../../../contract/routes/payStep.ts';
import { actorOf } from '../../auth/scope.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { localeOf } from '../../http/errors.ts';
import { columnsIn, EXPORT_ROW_LIMIT, sendWorkbook } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { listPaySteps, payStepOf, payStepsForExport } from './queries.ts';
import { admit, movePayStep, openPayStep } from './service.ts';

type Locale = 'zh' | 'en';
type Row = routes.PayStepRecord;

const money = (value: string | null) => (value === null ? null : Number(value));

const columnsFor = (locale: Locale) => columnsIn<Row>([
  { zh: '供应商', en: 'Supplier', value: (r) => r.supplierName },
  { zh: '服务年度开始', en: 'Year from', value: (r) => r.yearBegin },
  { zh: '服务年度结束', en: 'Year to', value: (r) => r.yearEnd },
  { zh: '预付款', en: 'Prepayment', value: (r) => money(r.prepayment), format: '0.00' },
  { zh: '缴费截止', en: 'Due', value: (r) => r.dueDate },
  { zh: '状态', en: 'Status', value: (r) => PAY_STEP_STATUS_NAMES[r.status][locale] },
  { zh: '付款凭证', en: 'Proof', value: (r) => r.proofName },
  { zh: '退回原因', en: 'Rejected because', value: (r) => r.rejectReason },
  { zh: '年交易额', en: 'Annual trade', value: (r) => money(r.annualTrade), format: '0.00' },
  { zh: '技术服务费', en: 'Fee', value: (r) => money(r.fee), format: '0.00' },
  { zh: '退还余款', en: 'Refund', value: (r) => money(r.refund), format: '0.00' },
], locale);

const MOVES: ReadonlyArray<[PayStepAction, typeof routes.payStepConfirm]> = [
  ['confirm', routes.payStepConfirm],
  ['reject', routes.payStepReject],
  ['assess', routes.payStepAssess],
  ['settle', routes.payStepSettle],
];

export default async function payStepRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as SessionUser);
  const localeOfRequest = (request: { headers: Record<string, unknown> }): Locale => localeOf(request.headers['accept-language'] as string | undefined);

  addRoute(app, routes.payStepList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listPaySteps(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, routes.payStepExport, {}, async (request, reply) => {
    const locale = localeOfRequest(request);
    const who = actor(request);
    admit(who);
    const rows = await payStepsForExport(db, who, request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'fee-records' : '缴费记录', columnsFor(locale), rows, locale === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
  });
  addRoute(app, routes.payStepDetail, {}, async (request) => ok(await payStepOf(db, actor(request), request.params.id)));
  addRoute(app, routes.payStepOpen, {}, async (request) => {
    const who = actor(request);
    const id = await openPayStep(db, who, request.body.contractId);
    return ok(await payStepOf(db, who, id), '缴费记录已开立');
  });
  addRoute(app, routes.payStepUpload, {}, async (request) => {
    const who = actor(request);
    await movePayStep(db, who, request.params.id, 'upload', request.body);
    return ok(await payStepOf(db, who, request.params.id), '付款凭证已提交');
  });
  for (const [action, route] of MOVES) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await movePayStep(db, who, request.params.id, action, request.body as { version: number; reason?: string });
      return ok(await payStepOf(db, who, request.params.id));
    });
  }
}
