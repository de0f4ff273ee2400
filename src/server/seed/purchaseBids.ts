/**
 * The bidding demo data (issue 20), made through the services after the catalogue seed: a bid rule for
 * eggs in both canteens, one bid awarded last week (its prices take effect in 45 days) and one open for
 * offers until next week with 禾丰's offer in it.
 */
import { chinaDate } from '../../contract/domain/order.ts';
import { createBid, moveBid } from '../routes/purchase-bids/bids.ts';
import { submitOffer } from '../routes/purchase-bids/offers.ts';
import { saveRule } from '../routes/purchase-bids/rules.ts';
import type { SeedContext } from './context.ts';
import { seedPurchaseTemplates } from './purchaseTemplates.ts';
import { demoActors } from './actors.ts';

const DAY = 86_400_000;


export async function seedPurchaseBids({ db, ids }: SeedContext): Promise<void> {
  await seedPurchaseTemplates(db);
  const [buyer, fresh, grain] = await demoActors(db, 'buyer', 'supplier', 'grain');
  const now = Date.now();
  const today = chinaDate(new Date(now));
  const shift = (days: number) => chinaDate(new Date(Date.parse(`${today}T04:00:00Z`) + days * DAY));
  const at = (days: number, hours = 0) => new Date(now + days * DAY + hours * 3_600_000);
  const egg = ids['product:P0017']!;

  const rule = await saveRule(db, buyer!, null, {
    name: '鸡蛋季度招标', productIds: [egg], restaurantIds: [ids['restaurant:canteen1']!, ids['restaurant:canteen2']!],
    periodFrom: shift(-30), periodTo: shift(90), priceWeight: 60, qualityWeight: 20, deliveryWeight: 20, minOffers: 2, remark: '价格优先，兼顾资质与交付',
  }, at(-10));

  // awarded: offers taken last week, awarded to 鲜丰 from 45 days ahead (beyond the days the ordering tests order for)
  const done = await createBid(db, buyer!, { ruleId: rule.id, title: '本季度鸡蛋招标', effectiveFrom: shift(45), deadline: at(-6).toISOString() }, at(-8));
  await moveBid(db, buyer!, done.id, 'publish', { version: done.version }, at(-8, 1));
  await submitOffer(db, fresh!, done.id, { leadDays: 1, remark: '每日早六点前送达', lines: [{ baseProductId: egg, price: '4.75' }] }, at(-7));
  await submitOffer(db, grain!, done.id, { leadDays: 2, lines: [{ baseProductId: egg, price: '4.85' }] }, at(-7, 2));
  const closed = await moveBid(db, buyer!, done.id, 'close', { version: done.version + 1 }, at(-6, 1));
  const best = closed.ranking[0]!.offers[0]!;
  await moveBid(db, buyer!, done.id, 'award', { version: closed.version, choices: [{ baseProductId: egg, offerId: best.offerId }] }, at(-6, 2));

  // open: taking offers until next week
  const open = await createBid(db, buyer!, { ruleId: rule.id, title: '下季度鸡蛋招标', effectiveFrom: shift(60), deadline: at(7).toISOString() }, at(-1));
  await moveBid(db, buyer!, open.id, 'publish', { version: open.version }, at(-1, 1));
  await submitOffer(db, grain!, open.id, { leadDays: 2, lines: [{ baseProductId: egg, price: '4.80' }] }, at(-1, 3));
}
