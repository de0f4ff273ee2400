/**
 * The catalogue's demo data (issue 19), made through its services after the ordering seed: shelf-life
 * configs, market prices (菠菜's agreement price is flagged far above its market price), a virtual item,
 * supplier product links awaiting and failing the audit, canteens' product requests, and a draft price
 * release holding a new price of 禾丰 for 第一食堂.
 */
import { chinaDate } from '../../contract/domain/order.ts';
import { createFill, moveFill } from '../routes/catalogue/fills.ts';
import { moveLink, requestLink } from '../routes/catalogue/links.ts';
import { holdPrice, proposeMany, saveMarket } from '../routes/catalogue/prices.ts';
import { createProduct, saveExpiration } from '../routes/catalogue/products.ts';
import { saveRelease } from '../routes/catalogue/releases.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';


export async function seedCatalogue({ db, ids }: SeedContext): Promise<void> {
  const [admin, buyer, fresh, grain, canteen] = await demoActors(db, 'admin', 'buyer', 'supplier', 'grain', 'canteen');
  const today = chinaDate(new Date());
  const shift = (days: number) => chinaDate(new Date(Date.parse(`${today}T04:00:00Z`) + days * 86_400_000));

  await saveExpiration(db, admin!, null, { categoryId: ids['category:C01']!, shelfLifeDays: 5, warningDays: 2 });
  await saveExpiration(db, admin!, null, { categoryId: ids['category:C04']!, shelfLifeDays: 365, warningDays: 30 });
  await saveExpiration(db, buyer!, null, { categoryId: ids['category:C06']!, shelfLifeDays: 15, warningDays: 3 });

  const monthStart = `${today.slice(0, 7)}-01`;
  for (const [code, price] of [['P0001', '1.10'], ['P0002', '2.50'], ['P0005', '3.00'], ['P0012', '95.00'], ['P0017', '5.00']] as const) {
    await saveMarket(db, buyer!, null, { baseProductId: ids[`product:${code}`]!, periodStart: shift(-60), periodEnd: shift(60), price, source: monthStart.slice(0, 7) + ' 农贸市场调查' });
  }

  const fee = await createProduct(db, admin!, { code: 'V0001', name: '配送费', unit: '次', spec: '每次送货', virtual: true });
  ids['product:V0001'] = fee.id;

  // product links in the audit queue: one waiting, one rejected
  await requestLink(db, grain!, { baseProductId: ids['product:P0011']!, code: 'GRAIN-P0011', brand: '禾丰' });
  const rejected = await requestLink(db, fresh!, { baseProductId: ids['product:P0012']!, code: 'FRESH-P0012' });
  await moveLink(db, buyer!, rejected.id, 'reject', { version: rejected.version, reason: '请先补充粮油类经营资质' });

  // canteens' requests for products the catalogue lacks
  await createFill(db, canteen!, { restaurantId: ids['restaurant:canteen1']!, name: '有机小米', categoryId: ids['category:C04004'], unit: '袋', spec: '5kg', note: '早餐小米粥用' });
  const approved = await createFill(db, canteen!, { restaurantId: ids['restaurant:canteen2']!, name: '老陈醋', categoryId: ids['category:C05003'], unit: '瓶', spec: '500ml' });
  await moveFill(db, buyer!, approved.id, 'approve', { version: approved.version, code: 'P0022' });

  // a draft release holding a new rice price for next week
  const release = await saveRelease(db, buyer!, null, { name: '下周粮油价格', releaseDate: shift(7), remark: '粮油季度调价' });
  const [priceId] = await proposeMany(db, grain!, { baseProductId: ids['product:P0012']!, restaurantIds: [ids['restaurant:canteen1']!], price: '96.00', effectiveFrom: shift(7) });
  await holdPrice(db, buyer!, priceId!, { version: 1, releaseId: release.id });
}
