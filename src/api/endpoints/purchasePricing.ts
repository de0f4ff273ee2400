/** The price-setting calls of the 采购管理 screens (src/contract/routes/purchasePricing.ts). */
import type { CloudGoodAction, DecisionAction } from '../../contract/domain/purchasePricing.ts';
import * as p from '../../contract/routes/purchasePricing.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf } from '../http.ts';


const actionBody = (version: number, reason?: string) => ({ version, ...(reason ? { reason } : {}) });
const blob = (url: string, query: object) => http.blob(url, { query: query as Record<string, string> });
const printBody = (templateId: string) => ({ templateId, timezoneOffset: -new Date().getTimezoneOffset() });

export const cloudGoods = {
  list: (query: QueryOf<typeof p.cloudGoodList> = {}) => http.call(p.cloudGoodList, { query }),
  export: (query: QueryOf<typeof p.cloudGoodList> = {}) => blob(pathOf(p.cloudGoodExport), query),
  detail: (id: string) => http.call(p.cloudGoodDetail, { params: { id } }),
  create: (body: BodyOf<typeof p.cloudGoodCreate>) => http.call(p.cloudGoodCreate, { body }),
  update: (id: string, body: BodyOf<typeof p.cloudGoodUpdate>) => http.call(p.cloudGoodUpdate, { params: { id }, body }),
  act: (action: CloudGoodAction, id: string, version: number, reason?: string) => http.call(p.CLOUD_GOOD_ACTION_ROUTES[action], { params: { id }, body: actionBody(version, reason) }),
  adopt: (id: string, body: BodyOf<typeof p.cloudGoodAdopt>) => http.call(p.cloudGoodAdopt, { params: { id }, body }),
};

export const priceMeetings = {
  list: (query: QueryOf<typeof p.meetingList> = {}) => http.call(p.meetingList, { query }),
  export: (query: QueryOf<typeof p.meetingList> = {}) => blob(pathOf(p.meetingExport), query),
  detail: (id: string) => http.call(p.meetingDetail, { params: { id } }),
  create: (body: BodyOf<typeof p.meetingCreate>) => http.call(p.meetingCreate, { body }),
  update: (id: string, body: BodyOf<typeof p.meetingUpdate>) => http.call(p.meetingUpdate, { params: { id }, body }),
  act: (action: DecisionAction, id: string, version: number, reason?: string) => http.call(p.MEETING_ACTION_ROUTES[action], { params: { id }, body: actionBody(version, reason) }),
  print: (id: string, templateId: string) => http.call(p.meetingPrint, { params: { id }, body: printBody(templateId) }),
};

export const priceComparisons = {
  list: (query: QueryOf<typeof p.comparisonList> = {}) => http.call(p.comparisonList, { query }),
  export: (query: QueryOf<typeof p.comparisonList> = {}) => blob(pathOf(p.comparisonExport), query),
  detail: (id: string) => http.call(p.comparisonDetail, { params: { id } }),
  create: (body: BodyOf<typeof p.comparisonCreate>) => http.call(p.comparisonCreate, { body }),
  update: (id: string, body: BodyOf<typeof p.comparisonUpdate>) => http.call(p.comparisonUpdate, { params: { id }, body }),
  act: (action: DecisionAction, id: string, version: number, reason?: string) => http.call(p.COMPARISON_ACTION_ROUTES[action], { params: { id }, body: actionBody(version, reason) }),
  print: (id: string, templateId: string) => http.call(p.comparisonPrint, { params: { id }, body: printBody(templateId) }),
};
