/** The catalogue screens' calls (src/contract/routes/products.ts), and the Excel exports of their lists. */
import { canteenList, priceApprove, priceReturn, priceRevise } from '../../contract/routes/catalogue.ts';
import * as c from '../../contract/routes/products.ts';
import type { BodyOf, QueryOf, RouteContract } from '../../contract/route.ts';
import { saveBlob } from '../download.ts';
import { http, pathOf } from '../http.ts';

type Query = Record<string, string | number | boolean>;

/** Downloads a list's export with the list's filters. */
export async function exportList(route: RouteContract, query: Query, fileName: string): Promise<void> {
  const { pageNo: _p, pageSize: _s, ...filters } = query;
  saveBlob(await http.blob(pathOf(route), { query: filters }), `${fileName}.xlsx`);
}

export const catalogue = {
  products: (query: QueryOf<typeof c.productCatalogueList> = {}) => http.call(c.productCatalogueList, { query }),
  product: (id: string) => http.call(c.productCatalogueDetail, { params: { id } }),
  createProduct: (body: BodyOf<typeof c.productCreate>) => http.call(c.productCreate, { body }),
  editProduct: (id: string, body: BodyOf<typeof c.productEdit>) => http.call(c.productEdit, { params: { id }, body }),
  enableProduct: (id: string, version: number, enabled: boolean) => http.call(c.productEnable, { params: { id }, body: { version, enabled } }),
  overview: (query: QueryOf<typeof c.productOverviewList> = {}) => http.call(c.productOverviewList, { query }),

  links: (query: QueryOf<typeof c.supplierProductList> = {}) => http.call(c.supplierProductList, { query }),
  requestLink: (body: BodyOf<typeof c.supplierProductCreate>) => http.call(c.supplierProductCreate, { body }),
  editLink: (id: string, body: BodyOf<typeof c.supplierProductEdit>) => http.call(c.supplierProductEdit, { params: { id }, body }),
  moveLink: (id: string, action: 'approve' | 'reject' | 'resubmit', version: number, reason?: string) =>
    http.call(c.supplierProductMove, { params: { id, action }, body: { version, reason } }),

  prices: (query: QueryOf<typeof c.priceHistoryList> = {}) => http.call(c.priceHistoryList, { query }),
  propose: (body: BodyOf<typeof c.priceProposeMany>) => http.call(c.priceProposeMany, { body }),
  hold: (id: string, version: number, releaseId: string) => http.call(c.priceHold, { params: { id }, body: { version, releaseId } }),
  approve: (id: string, version: number) => http.call(priceApprove, { params: { id }, body: { version } }),
  returnPrice: (id: string, version: number, reason: string) => http.call(priceReturn, { params: { id }, body: { version, reason } }),
  revise: (id: string, version: number, price: string, effectiveFrom: string) => http.call(priceRevise, { params: { id }, body: { version, price, effectiveFrom } }),
  canteens: () => http.call(canteenList),

  market: (query: QueryOf<typeof c.marketPriceList> = {}) => http.call(c.marketPriceList, { query }),
  createMarket: (body: BodyOf<typeof c.marketPriceCreate>) => http.call(c.marketPriceCreate, { body }),
  editMarket: (id: string, body: BodyOf<typeof c.marketPriceEdit>) => http.call(c.marketPriceEdit, { params: { id }, body }),
  deleteMarket: (id: string, version: number) => http.call(c.marketPriceDelete, { params: { id }, query: { version } }),

  expirations: (query: QueryOf<typeof c.expirationList> = {}) => http.call(c.expirationList, { query }),
  createExpiration: (body: BodyOf<typeof c.expirationCreate>) => http.call(c.expirationCreate, { body }),
  editExpiration: (id: string, body: BodyOf<typeof c.expirationEdit>) => http.call(c.expirationEdit, { params: { id }, body }),

  fills: (query: QueryOf<typeof c.schoolFillList> = {}) => http.call(c.schoolFillList, { query }),
  createFill: (body: BodyOf<typeof c.schoolFillCreate>) => http.call(c.schoolFillCreate, { body }),
  moveFill: (id: string, action: 'approve' | 'reject', body: { version: number; reason?: string; code?: string }) =>
    http.call(c.schoolFillMove, { params: { id, action }, body }),

  releases: (query: QueryOf<typeof c.priceReleaseList> = {}) => http.call(c.priceReleaseList, { query }),
  createRelease: (body: BodyOf<typeof c.priceReleaseCreate>) => http.call(c.priceReleaseCreate, { body }),
  editRelease: (id: string, body: BodyOf<typeof c.priceReleaseEdit>) => http.call(c.priceReleaseEdit, { params: { id }, body }),
  publishRelease: (id: string, version: number) => http.call(c.priceReleasePublish, { params: { id }, body: { version } }),
};

export { c as catalogueRoutes };
