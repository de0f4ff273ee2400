/**
 * The catalogue (issue 19): base products and virtual items, the catalogue overview, supplier product links
 * and their audit, price proposals, history and holding for a release, the current-price lookup, market
 * prices, expiration configs, school fill and price releases. Each list answers a page and, under /export,
 * the same filters as an Excel workbook. Handlers read the request and answer; the rules live in the services.
 */
import type { FastifyInstance } from 'fastify';
import * as routes from '../../../contract/routes/products.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok } from '../../http/envelope.ts';
import { listWithExport } from '../../http/listRoutes.ts';
import { addRoute } from '../../http/route.ts';
import { assertKeeper } from './common.ts';
import { createFill, listFills, moveFill } from './fills.ts';
import { editLink, listLinks, moveLink, requestLink } from './links.ts';
import { currentPricesFor, deleteMarket, holdPrice, listHistory, listMarket, proposeMany, saveMarket } from './prices.ts';
import { createProduct, editProduct, enableProduct, listExpirations, listProducts, productDetail, productOverview, saveExpiration } from './products.ts';
import { listReleases, publishRelease, saveRelease } from './releases.ts';
import * as sheets from './sheets.ts';

export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);

  // base products and virtual items
  listWithExport(app, [routes.productCatalogueList, routes.productCatalogueExport], (_, q, size, offset) => listProducts(db, q, size, offset), sheets.products);
  addRoute(app, routes.productCatalogueDetail, {}, async (request) => ok(await productDetail(db, request.params.id)));
  addRoute(app, routes.productCreate, {}, async (request) => ok(await createProduct(db, actor(request), request.body)));
  addRoute(app, routes.productEdit, {}, async (request) => ok(await editProduct(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.productEnable, {}, async (request) => ok(await enableProduct(db, actor(request), request.params.id, request.body)));
  listWithExport(app, [routes.productOverviewList, routes.productOverviewExport], (who, q, size, offset) => productOverview(db, who, q, size, offset), sheets.overview);

  // supplier product links
  listWithExport(app, [routes.supplierProductList, routes.supplierProductExport], (who, q, size, offset) => listLinks(db, who, q, size, offset), sheets.links);
  addRoute(app, routes.supplierProductCreate, {}, async (request) => ok(await requestLink(db, actor(request), request.body)));
  addRoute(app, routes.supplierProductEdit, {}, async (request) => ok(await editLink(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.supplierProductMove, {}, async (request) => ok(await moveLink(db, actor(request), request.params.id, request.params.action, request.body)));

  // prices
  listWithExport(app, [routes.priceHistoryList, routes.priceHistoryExport], (who, q, size, offset) => listHistory(db, who, q, size, offset), sheets.prices);
  addRoute(app, routes.priceProposeMany, {}, async (request) => ok(await proposeMany(db, actor(request), request.body)));
  addRoute(app, routes.priceHold, {}, async (request) => ok(await holdPrice(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.currentPriceLookup, {}, async (request) => ok(await currentPricesFor(db, actor(request), request.body.items)));

  // market prices: procurement's reference, not shown to suppliers and canteens
  listWithExport(app, [routes.marketPriceList, routes.marketPriceExport], (who, q, size, offset) => {
    assertKeeper(who);
    return listMarket(db, q, size, offset);
  }, sheets.market);
  addRoute(app, routes.marketPriceCreate, {}, async (request) => ok(await saveMarket(db, actor(request), null, request.body)));
  addRoute(app, routes.marketPriceEdit, {}, async (request) => ok(await saveMarket(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.marketPriceDelete, {}, async (request) => {
    await deleteMarket(db, actor(request), request.params.id, request.query.version);
    return ok(null);
  });

  // expiration configs
  listWithExport(app, [routes.expirationList, routes.expirationExport], (_, q, size, offset) => listExpirations(db, q, size, offset), sheets.expiration);
  addRoute(app, routes.expirationCreate, {}, async (request) => ok(await saveExpiration(db, actor(request), null, request.body)));
  addRoute(app, routes.expirationEdit, {}, async (request) => ok(await saveExpiration(db, actor(request), request.params.id, request.body)));

  // school fill
  listWithExport(app, [routes.schoolFillList, routes.schoolFillExport], (who, q, size, offset) => listFills(db, who, q, size, offset), sheets.fills);
  addRoute(app, routes.schoolFillCreate, {}, async (request) => ok(await createFill(db, actor(request), request.body)));
  addRoute(app, routes.schoolFillMove, {}, async (request) => ok(await moveFill(db, actor(request), request.params.id, request.params.action, request.body)));

  // price releases
  listWithExport(app, [routes.priceReleaseList, routes.priceReleaseExport], (who, q, size, offset) => listReleases(db, who, q, size, offset), sheets.releases);
  addRoute(app, routes.priceReleaseCreate, {}, async (request) => ok(await saveRelease(db, actor(request), null, request.body)));
  addRoute(app, routes.priceReleaseEdit, {}, async (request) => ok(await saveRelease(db, actor(request), request.params.id, request.body)));
  addRoute(app, routes.priceReleasePublish, {}, async (request) => ok(await publishRelease(db, actor(request), request.params.id, request.body)));
}
