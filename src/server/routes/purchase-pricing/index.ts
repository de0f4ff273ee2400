/**
 * Price setting in 采购管理 (issue 20): cloud goods, conference prices and three-party comparisons. Each
 * list answers a page and, under /export, the same filters as an Excel workbook; every change answers the
 * detail as it now is. Handlers read the request and answer; the rules live in the services.
 */
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../contract/routes/purchasePricing.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { actionRoutes } from '../../http/actionRoutes.ts';
import { listWithExport } from '../../http/listRoutes.ts';
import { addRoute } from '../../http/route.ts';
import { adoptCloudGood, cloudGoodDetailOf, createCloudGood, editCloudGood, listCloudGoods, moveCloudGood } from './cloudGoods.ts';
import { comparisonDetailOf, listComparisons, moveComparison, saveComparison } from './comparisons.ts';
import { listMeetings, meetingDetailOf, moveMeeting, saveMeeting } from './meetings.ts';
import { comparisonPrintRecord, meetingPrintRecord } from './print.ts';
import * as sheets from './sheets.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { printDocument } from '../../jobs/print/document.ts';
import { PURCHASE_DOCUMENT_NAMES, type PurchaseDocument } from '../../../contract/domain/purchasePrint.ts';

export default async function purchasePricingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);

  // cloud goods
  listWithExport(app, [routes.cloudGoodList, routes.cloudGoodExport], (who, q, size, offset) => listCloudGoods(db, who, q, size, offset), sheets.cloudGoods);
  addRoute(app, routes.cloudGoodDetail, {}, async (request) => ok(await cloudGoodDetailOf(db, actor(request), request.params.id)));
  addRoute(app, routes.cloudGoodCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await cloudGoodDetailOf(db, who, await createCloudGood(db, who, request.body)), '云商品已提交，等待采购上架');
  });
  addRoute(app, routes.cloudGoodUpdate, {}, async (request) => {
    const who = actor(request);
    await editCloudGood(db, who, request.params.id, request.body);
    return ok(await cloudGoodDetailOf(db, who, request.params.id));
  });
  actionRoutes(app, routes.CLOUD_GOOD_ACTION_ROUTES, (who, id, action, body) => moveCloudGood(db, who, id, action, body), (who, id) => cloudGoodDetailOf(db, who, id));
  addRoute(app, routes.cloudGoodAdopt, {}, async (request) => {
    const who = actor(request);
    await adoptCloudGood(db, who, request.params.id, request.body);
    return ok(await cloudGoodDetailOf(db, who, request.params.id), '已选用，协议价已生效');
  });

  // conference prices
  listWithExport(app, [routes.meetingList, routes.meetingExport], (who, q, size, offset) => listMeetings(db, who, q, size, offset), sheets.meetings);
  addRoute(app, routes.meetingDetail, {}, async (request) => ok(await meetingDetailOf(db, actor(request), request.params.id)));
  addRoute(app, routes.meetingCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await meetingDetailOf(db, who, await saveMeeting(db, who, null, request.body)));
  });
  addRoute(app, routes.meetingUpdate, {}, async (request) => {
    const who = actor(request);
    return ok(await meetingDetailOf(db, who, await saveMeeting(db, who, request.params.id, request.body)));
  });
  actionRoutes(app, routes.MEETING_ACTION_ROUTES, (who, id, action, body) => moveMeeting(db, who, id, action, body), (who, id) => meetingDetailOf(db, who, id));

  // three-party comparisons
  listWithExport(app, [routes.comparisonList, routes.comparisonExport], (who, q, size, offset) => listComparisons(db, who, q, size, offset), sheets.comparisons);
  addRoute(app, routes.comparisonDetail, {}, async (request) => ok(await comparisonDetailOf(db, actor(request), request.params.id)));
  addRoute(app, routes.comparisonCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await comparisonDetailOf(db, who, await saveComparison(db, who, null, request.body)));
  });
  addRoute(app, routes.comparisonUpdate, {}, async (request) => {
    const who = actor(request);
    return ok(await comparisonDetailOf(db, who, await saveComparison(db, who, request.params.id, request.body)));
  });
  actionRoutes(app, routes.COMPARISON_ACTION_ROUTES, (who, id, action, body) => moveComparison(db, who, id, action, body), (who, id) => comparisonDetailOf(db, who, id));

  // printing
  const print = (request: { user: unknown; body: { templateId: string; timezoneOffset?: number } }, document: PurchaseDocument, record: Record<string, unknown>) => {
    const wrongType = (template: string) => fail('PURCHASE_PRINT_TEMPLATE_TYPE', { template, document: PURCHASE_DOCUMENT_NAMES[document].zh });
    return printDocument(app, request.user as SessionUser, { templateId: request.body.templateId, typeCode: document, record, timezoneOffset: request.body.timezoneOffset, wrongType });
  };
  addRoute(app, routes.comparisonPrintRecord, {}, async (request) => ok(comparisonPrintRecord(await comparisonDetailOf(db, actor(request), request.params.id))));
  addRoute(app, routes.comparisonPrint, {}, async (request) => ok(await print(request, 'price_comparison', comparisonPrintRecord(await comparisonDetailOf(db, actor(request), request.params.id)))));
  addRoute(app, routes.meetingPrintRecord, {}, async (request) => ok(meetingPrintRecord(await meetingDetailOf(db, actor(request), request.params.id))));
  addRoute(app, routes.meetingPrint, {}, async (request) => ok(await print(request, 'price_meeting', meetingPrintRecord(await meetingDetailOf(db, actor(request), request.params.id)))));
}
