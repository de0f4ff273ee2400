/**
 * Demo price setting, made through the same services the API uses: three-party comparisons awaiting
 * approval, rejected and in draft, a price meeting awaiting approval and one in draft, a cloud item listed
 * by procurement and one a supplier has still to have listed. None is approved here, so the demo's
 * agreement prices (and the shop) stay as the ordering seed made them; approving is the demo's first step.
 */
import { chinaDate } from '../../contract/domain/order.ts';
import { createCloudGood, moveCloudGood } from '../routes/purchase-pricing/cloudGoods.ts';
import { moveComparison, saveComparison } from '../routes/purchase-pricing/comparisons.ts';
import { moveMeeting, saveMeeting } from '../routes/purchase-pricing/meetings.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';

const DAY = 86_400_000;


export async function seedPurchasePricing({ db, ids }: SeedContext): Promise<void> {
  const [buyer, fresh, grain] = await demoActors(db, 'buyer', 'supplier', 'grain');
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * 3_600_000);
  const day = (offset: number) => chinaDate(new Date(now + offset * DAY));
  const [canteen1, canteen2] = [ids['restaurant:canteen1']!, ids['restaurant:canteen2']!];
  const suppliers = [ids['supplier:fresh']!, ids['supplier:grain']!, ids['supplier:unbound']!];
  const quotes = (prices: [string, string, string], daysAgo: number) =>
    suppliers.map((supplierId, i) => ({ supplierId, price: prices[i]!, quoteDate: day(-daysAgo), note: i === 0 ? '含配送，次日达' : null }));

  // comparisons: awaiting approval (the dearer quote chosen, with its reason), rejected, in draft
  const mushrooms = await saveComparison(db, buyer!, null, {
    baseProductId: ids['product:P0007']!, effectiveFrom: day(3), restaurantIds: [canteen1, canteen2], quotes: quotes(['7.80', '7.60', '8.20'], 2),
    chosenSupplierId: suppliers[0], choiceReason: '鲜丰冷链配送，质量稳定；禾丰无该品类配送经验', note: '十二月香菇比价',
  }, ago(30));
  await moveComparison(db, buyer!, mushrooms, 'submit', { version: 1 }, ago(29));
  const potatoes = await saveComparison(db, buyer!, null, {
    baseProductId: ids['product:P0003']!, effectiveFrom: day(5), restaurantIds: [canteen1], quotes: quotes(['1.50', '1.65', '1.58'], 4), chosenSupplierId: suppliers[0],
  }, ago(50));
  await moveComparison(db, buyer!, potatoes, 'submit', { version: 1 }, ago(49));
  await moveComparison(db, buyer!, potatoes, 'reject', { version: 2, reason: '报价已超过一周，请重新询价' }, ago(26));
  await saveComparison(db, buyer!, null, {
    baseProductId: ids['product:P0004']!, effectiveFrom: day(7), restaurantIds: [canteen2], quotes: quotes(['1.75', '1.90', '1.70'], 1), chosenSupplierId: suppliers[2],
  }, ago(3));

  // price meetings: one awaiting approval, one in draft
  const meeting = await saveMeeting(db, buyer!, null, {
    title: '十二月蔬菜定价会', meetingDate: day(-1), attendees: '采购中心 张主任、一食堂 王经理、二食堂 刘经理、学校财务 赵会计',
    minutes: '1. 通报十一月蔬菜价格走势；\n2. 议定十二月西兰花、紫甘蓝的执行价格；\n3. 执行期内如市场价波动超过 20%，另行召开会议调整。',
    periodStart: day(3), periodEnd: day(33), restaurantIds: [canteen1, canteen2],
    lines: [{ baseProductId: ids['product:P0018']!, supplierId: suppliers[0]!, price: '6.50' }, { baseProductId: ids['product:P0019']!, supplierId: suppliers[0]!, price: '4.20' }],
  }, ago(20));
  await moveMeeting(db, buyer!, meeting, 'submit', { version: 1 }, ago(19));
  await saveMeeting(db, buyer!, null, {
    title: '一月粮油定价会（筹备）', meetingDate: day(10), attendees: '采购中心、各食堂', minutes: '待会议召开后补充',
    periodStart: day(35), periodEnd: day(65), restaurantIds: [canteen1], lines: [{ baseProductId: ids['product:P0020']!, supplierId: suppliers[1]!, price: '4.30' }],
  }, ago(2));

  // cloud goods: one listed by procurement, one awaiting listing
  const cabbage = await createCloudGood(db, fresh!, { baseProductId: ids['product:P0019']!, spec: '单个约 1 斤', price: '4.50', minOrder: '20', note: '基地直供，每周二、五配送' }, ago(40));
  await moveCloudGood(db, buyer!, cabbage, 'list', { version: 1 }, ago(38));
  await createCloudGood(db, grain!, { baseProductId: ids['product:P0020']!, spec: '1L 盒装', price: '4.40', minOrder: '24', note: '整箱 12 盒起送' }, ago(6));
}
