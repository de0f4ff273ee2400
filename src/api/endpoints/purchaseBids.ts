/** The bidding screens' calls (src/contract/routes/purchaseBids.ts): bid rules, bids and offers, agreement prices. */
import * as c from '../../contract/routes/purchaseBids.ts';
import type { PurchaseDocument } from '../../contract/domain/purchasePrint.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http } from '../http.ts';

export const purchaseBids = {
  rules: (query: QueryOf<typeof c.purchaseRuleList> = {}) => http.call(c.purchaseRuleList, { query }),
  createRule: (body: BodyOf<typeof c.purchaseRuleCreate>) => http.call(c.purchaseRuleCreate, { body }),
  editRule: (id: string, body: BodyOf<typeof c.purchaseRuleEdit>) => http.call(c.purchaseRuleEdit, { params: { id }, body }),
  enableRule: (id: string, version: number, enabled: boolean) => http.call(c.purchaseRuleEnable, { params: { id }, body: { version, enabled } }),
  deleteRule: (id: string, version: number) => http.call(c.purchaseRuleDelete, { params: { id }, query: { version } }),

  bids: (query: QueryOf<typeof c.purchaseBidList> = {}) => http.call(c.purchaseBidList, { query }),
  bid: (id: string) => http.call(c.purchaseBidDetail, { params: { id } }),
  createBid: (body: BodyOf<typeof c.purchaseBidCreate>) => http.call(c.purchaseBidCreate, { body }),
  editBid: (id: string, body: BodyOf<typeof c.purchaseBidEdit>) => http.call(c.purchaseBidEdit, { params: { id }, body }),
  moveBid: (id: string, action: 'publish' | 'close' | 'cancel', version: number, reason?: string) => http.call(c.purchaseBidMove, { params: { id, action }, body: { version, reason } }),
  award: (id: string, version: number, choices: Array<{ baseProductId: string; offerId: string }>) => http.call(c.purchaseBidAward, { params: { id }, body: { version, choices } }),
  submitOffer: (id: string, body: BodyOf<typeof c.purchaseOfferSubmit>) => http.call(c.purchaseOfferSubmit, { params: { id }, body }),
  withdrawOffer: (id: string, version: number) => http.call(c.purchaseOfferWithdraw, { params: { id }, body: { version } }),

  printTemplates: (document: PurchaseDocument) => http.call(c.purchasePrintTemplates, { query: { document } }),
  printBid: (id: string, templateId: string) => http.call(c.purchaseBidPrint, { params: { id }, body: { templateId, timezoneOffset: -new Date().getTimezoneOffset() } }),

  prices: (query: QueryOf<typeof c.agreementPriceList> = {}) => http.call(c.agreementPriceList, { query }),
};

export { c as purchaseBidRoutes };
