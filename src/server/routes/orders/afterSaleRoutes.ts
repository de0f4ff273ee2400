/**
 * The routes of after-sale and the new-order flows (issue 18), registered by the ordering plugin: they
 * share its transition(), line records and services. Handlers read the request and answer; the rules are
 * in the contract's machines and the services.
 */
import type { FastifyInstance } from 'fastify';
import { AFTER_SALE_KIND_NAMES, AFTER_SALE_STATUS_NAMES } from '../../../contract/domain/afterSale.ts';
import * as afterSale from '../../../contract/routes/afterSale.ts';
import * as newOrder from '../../../contract/routes/newOrder.ts';
import type { AfterSaleRecord } from '../../../contract/routes/afterSale.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { moveAfterSale, raiseAfterSale } from './afterSale.ts';
import { afterSaleDetailOf, afterSaleLines, afterSalesForExport, listAfterSales } from './afterSaleQueries.ts';
import { backFillDetailOf, backFillOffers, backFillsForExport, createBackFill, listBackFills, moveBackFill } from './backFill.ts';
import { backFillColumns, backFillRows } from './backFillExport.ts';
import { lineById, orderDetailOf } from './queries.ts';
import { addProducts, listOpenGroups, replaceLine } from './newOrder.ts';

const HEADINGS = {
  zh: ['售后单号', '订单号', '食堂', '供应商', '商品', '类型', '数量', '单位', '单价', '金额', '状态', '原因', '申请人', '申请时间'],
  en: ['After-sale no.', 'Order no.', 'Canteen', 'Supplier', 'Product', 'Kind', 'Quantity', 'Unit', 'Price', 'Amount', 'Status', 'Reason', 'Raised by', 'Raised at'],
};

function exportColumns(locale: 'zh' | 'en'): ExcelColumn<AfterSaleRecord>[] {
  const values: Array<(r: AfterSaleRecord) => string | number | Date | null> = [
    (r) => r.afterSaleNo, (r) => r.orderNo, (r) => r.restaurantName, (r) => r.supplierName, (r) => r.productName,
    (r) => AFTER_SALE_KIND_NAMES[r.kind][locale], (r) => Number(r.quantity), (r) => r.unit, (r) => Number(r.price), (r) => Number(r.amount),
    (r) => AFTER_SALE_STATUS_NAMES[r.status][locale], (r) => r.reason, (r) => r.createBy, (r) => new Date(r.createTime),
  ];
  const formats: Record<number, string> = { 6: '0.000', 8: '0.00', 9: '0.00', 13: 'yyyy-mm-dd hh:mm' };
  return values.map((value, index) => ({ header: HEADINGS[locale][index]!, value, format: formats[index] }));
}

export function afterSaleRoutes(app: FastifyInstance): void {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);

  addRoute(app, afterSale.afterSaleList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listAfterSales(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, afterSale.afterSaleExport, {}, async (request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    const rows = await afterSalesForExport(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'after-sales' : '售后单', exportColumns(locale), rows, locale === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
  });
  addRoute(app, afterSale.afterSaleLines, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await afterSaleLines(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, afterSale.afterSaleDetail, {}, async (request) => ok(await afterSaleDetailOf(db, actor(request), request.params.id)));
  addRoute(app, afterSale.afterSaleCreate, {}, async (request) => {
    const who = actor(request);
    const id = await raiseAfterSale(db, who, request.body);
    return ok(await afterSaleDetailOf(db, who, id), '售后申请已提交');
  });
  for (const [action, route] of Object.entries(afterSale.AFTER_SALE_ACTION_ROUTES) as Array<[keyof typeof afterSale.AFTER_SALE_ACTION_ROUTES, (typeof afterSale.AFTER_SALE_ACTION_ROUTES)[keyof typeof afterSale.AFTER_SALE_ACTION_ROUTES]]>) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await moveAfterSale(db, who, request.params.id, action, request.body);
      return ok(await afterSaleDetailOf(db, who, request.params.id));
    });
  }

  // new-order flows
  addRoute(app, newOrder.lineReplace, {}, async (request) => {
    const who = actor(request);
    const id = await replaceLine(db, who, request.params.id, request.body);
    return ok(await lineById(db, who, id, true));
  });
  addRoute(app, newOrder.openGroups, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listOpenGroups(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, newOrder.groupAddProduct, {}, async (request) => {
    const who = actor(request);
    const id = await addProducts(db, who, request.params.id, request.body);
    return ok(await orderDetailOf(db, who, id), '已新增商品');
  });
  addRoute(app, newOrder.backFillList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listBackFills(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, newOrder.backFillExport, {}, async (request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    const fills = await backFillsForExport(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'back-fills' : '补录单', backFillColumns(locale), backFillRows(fills), locale === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
  });
  addRoute(app, newOrder.backFillOffers, {}, async (request) => ok(await backFillOffers(db, actor(request), request.query.restaurantId, request.query.arrivalDate)));
  addRoute(app, newOrder.backFillDetail, {}, async (request) => ok(await backFillDetailOf(db, actor(request), request.params.id)));
  addRoute(app, newOrder.backFillCreate, {}, async (request) => {
    const who = actor(request);
    const id = await createBackFill(db, who, request.body);
    return ok(await backFillDetailOf(db, who, id), '补录已提交，等待采购审批');
  });
  for (const [action, route] of Object.entries(newOrder.BACK_FILL_ACTION_ROUTES) as Array<[keyof typeof newOrder.BACK_FILL_ACTION_ROUTES, (typeof newOrder.BACK_FILL_ACTION_ROUTES)[keyof typeof newOrder.BACK_FILL_ACTION_ROUTES]]>) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await moveBackFill(db, who, request.params.id, action, request.body);
      return ok(await backFillDetailOf(db, who, request.params.id));
    });
  }
}
