/**
 * 采购管理, the bidding half (issue 20): bid rules, bids with offers, ranking and award, and the
 * agreement-price list. Each list answers a page and, under /export, the same filters as an Excel
 * workbook. Handlers read the request and answer; the rules live in the services.
 */
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../contract/routes/purchaseBids.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { listWithExport } from '../../http/listRoutes.ts';
import { addRoute } from '../../http/route.ts';
import { templatesOfType } from '../../auth/templates.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { printDocument } from '../../jobs/print/document.ts';
import { PURCHASE_DOCUMENT_NAMES } from '../../../contract/domain/purchasePrint.ts';
import { bidDetail, createBid, editBid, listBids, moveBid } from './bids.ts';
import { submitOffer, withdrawOffer } from './offers.ts';
import { listAgreementPrices } from './prices.ts';
import { bidPrintRecord } from './print.ts';
import { deleteRule, enableRule, listRules, ruleById, saveRule } from './rules.ts';
import * as sheets from './sheets.ts';

export default async function purchaseBidRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);

  listWithExport(app, [routes.purchaseRuleList, routes.purchaseRuleExport], (who, q, size, offset) => listRules(db, who, q, size, offset), sheets.rules);
  addRoute(app, routes.purchaseRuleDetail, {}, async (request) => ok(await ruleById(db, actor(request), request.params.id)));
  addRoute(app, routes.purchaseRuleCreate, {}, async (request) => ok(await saveRule(db, actor(request), null, request.body)));
  addRoute(app, routes.purchaseRuleEdit, {}, async (request) => ok(await saveRule(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.purchaseRuleEnable, {}, async (request) => ok(await enableRule(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.purchaseRuleDelete, {}, async (request) => {
    await deleteRule(db, actor(request), request.params.id, request.query.version);
    return ok(null);
  });

  listWithExport(app, [routes.purchaseBidList, routes.purchaseBidExport], (who, q, size, offset) => listBids(db, who, q, size, offset), sheets.bids);
  addRoute(app, routes.purchaseBidDetail, {}, async (request) => ok(await bidDetail(db, actor(request), request.params.id)));
  addRoute(app, routes.purchaseBidCreate, {}, async (request) => ok(await createBid(db, actor(request), request.body)));
  addRoute(app, routes.purchaseBidEdit, {}, async (request) => ok(await editBid(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.purchaseBidAward, {}, async (request) => ok(await moveBid(db, actor(request), request.params.id, 'award', request.body)));
  addRoute(app, routes.purchaseBidMove, {}, async (request) => ok(await moveBid(db, actor(request), request.params.id, request.params.action, request.body)));
  addRoute(app, routes.purchaseOfferSubmit, {}, async (request) => ok(await submitOffer(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.purchaseOfferWithdraw, {}, async (request) => ok(await withdrawOffer(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.purchaseBidPrintRecord, {}, async (request) => ok(bidPrintRecord(await bidDetail(db, actor(request), request.params.id))));
  addRoute(app, routes.purchaseBidPrint, {}, async (request) => {
    const record = bidPrintRecord(await bidDetail(db, actor(request), request.params.id));
    const wrongType = (template: string) => fail('PURCHASE_PRINT_TEMPLATE_TYPE', { template, document: PURCHASE_DOCUMENT_NAMES.bid.zh });
    return ok(await printDocument(app, request.user as SessionUser, { templateId: request.body.templateId, typeCode: 'bid', record, timezoneOffset: request.body.timezoneOffset, wrongType }));
  });
  // the print dialogs of bids, comparisons and price meetings
  addRoute(app, routes.purchasePrintTemplates, {}, async (request) => ok(await templatesOfType(db, request.user as SessionUser, request.query.document)));

  listWithExport(app, [routes.agreementPriceList, routes.agreementPriceExport], (who, q, size, offset) => listAgreementPrices(db, who, q, size, offset), sheets.prices);
}
