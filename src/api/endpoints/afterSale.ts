/** The after-sale and new-order calls of the screens (src/contract/routes/afterSale.ts and newOrder.ts). */
import type { AfterSaleAction } from '../../contract/domain/afterSale.ts';
import type { BackFillAction } from '../../contract/domain/newOrder.ts';
import * as afterSale from '../../contract/routes/afterSale.ts';
import * as newOrder from '../../contract/routes/newOrder.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf } from '../http.ts';

export type AfterSaleQuery = QueryOf<typeof afterSale.afterSaleList>;

export const afterSales = {
  list: (query: AfterSaleQuery = {}) => http.call(afterSale.afterSaleList, { query }),
  /** The filtered list as an .xlsx file. */
  export: (query: AfterSaleQuery = {}) => http.blob(pathOf(afterSale.afterSaleExport), { query: query as Record<string, string> }),
  lines: (query: QueryOf<typeof afterSale.afterSaleLines> = {}) => http.call(afterSale.afterSaleLines, { query }),
  detail: (id: string) => http.call(afterSale.afterSaleDetail, { params: { id } }),
  raise: (body: BodyOf<typeof afterSale.afterSaleCreate>) => http.call(afterSale.afterSaleCreate, { body }),
  act: (action: AfterSaleAction, id: string, version: number, reason?: string) =>
    http.call(afterSale.AFTER_SALE_ACTION_ROUTES[action], { params: { id }, body: { version, ...(reason ? { reason } : {}) } }),
};

export const newOrders = {
  replace: (id: string, body: BodyOf<typeof newOrder.lineReplace>) => http.call(newOrder.lineReplace, { params: { id }, body }),
  openGroups: (query: QueryOf<typeof newOrder.openGroups> = {}) => http.call(newOrder.openGroups, { query }),
  addProduct: (id: string, body: BodyOf<typeof newOrder.groupAddProduct>) => http.call(newOrder.groupAddProduct, { params: { id }, body }),
  backFills: (query: QueryOf<typeof newOrder.backFillList> = {}) => http.call(newOrder.backFillList, { query }),
  backFill: (id: string) => http.call(newOrder.backFillDetail, { params: { id } }),
  exportBackFills: (query: QueryOf<typeof newOrder.backFillExport> = {}) => http.blob(pathOf(newOrder.backFillExport), { query: query as Record<string, string> }),
  offers: (restaurantId: string, arrivalDate: string) => http.call(newOrder.backFillOffers, { query: { restaurantId, arrivalDate } }),
  createBackFill: (body: BodyOf<typeof newOrder.backFillCreate>) => http.call(newOrder.backFillCreate, { body }),
  actBackFill: (action: BackFillAction, id: string, version: number, reason?: string) =>
    http.call(newOrder.BACK_FILL_ACTION_ROUTES[action], { params: { id }, body: { version, ...(reason ? { reason } : {}) } }),
};
