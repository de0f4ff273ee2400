/** The ordering calls of the screens (src/contract/routes/ordering.ts and catalogue.ts). */
import * as catalogue from '../../contract/routes/catalogue.ts';
import * as ordering from '../../contract/routes/ordering.ts';
import type { QueryOf } from '../../contract/route.ts';
import { http } from '../http.ts';

export type LineQuery = QueryOf<typeof ordering.lineList>;

export const orders = {
  place: (body: Parameters<typeof placeBody>[0]) => http.call(ordering.orderPlace, { body }),
  list: (query: QueryOf<typeof ordering.orderList> = {}) => http.call(ordering.orderList, { query }),
  detail: (id: string) => http.call(ordering.orderDetail, { params: { id } }),
  withdraw: (id: string, version: number, reason?: string) => http.call(ordering.orderWithdraw, { params: { id }, body: { version, reason } }),
  groups: (query: QueryOf<typeof ordering.groupList> = {}) => http.call(ordering.groupList, { query }),
  group: (id: string) => http.call(ordering.groupDetail, { params: { id } }),
  lines: (query: LineQuery = {}) => http.call(ordering.lineList, { query }),
  line: (id: string) => http.call(ordering.lineDetail, { params: { id } }),
  deliveries: (query: QueryOf<typeof ordering.deliveryList> = {}) => http.call(ordering.deliveryList, { query }),
  candidates: (id: string) => http.call(ordering.lineCandidates, { params: { id } }),
  allot: (id: string, version: number, supplierId: string) => http.call(ordering.lineAllot, { params: { id }, body: { version, supplierId } }),
  accept: (id: string, version: number) => http.call(ordering.lineAccept, { params: { id }, body: { version } }),
  reject: (id: string, version: number, reason: string) => http.call(ordering.lineReject, { params: { id }, body: { version, reason } }),
  check: (id: string, body: { version: number; receivedQty: string; rejectedQty?: string; rejectReason?: string; closeShortfall?: boolean }) =>
    http.call(ordering.lineCheck, { params: { id }, body }),
  approve: (id: string, version: number) => http.call(ordering.lineApprove, { params: { id }, body: { version } }),
  sendBack: (id: string, version: number, reason: string) => http.call(ordering.lineSendBack, { params: { id }, body: { version, reason } }),
  dispatch: (lines: Array<{ id: string; version: number }>) => http.call(ordering.dispatchCreate, { body: { lines } }),
};

export const shop = {
  canteens: () => http.call(catalogue.canteenList),
  products: (query: QueryOf<typeof catalogue.shopProducts>) => http.call(catalogue.shopProducts, { query }),
};

const placeBody = (body: { restaurantId: string; arrivalDate: string; slot: string; remark?: string; lines: Array<{ baseProductId: string; quantity: string }> }) => body;
