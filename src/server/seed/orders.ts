/**
 * Demo ordering data, made through the same services the API uses (never inserted in final states): base
 * products, agreement prices proposed by the two suppliers and approved by procurement, and three weeks
 * of orders of both canteens, moved along the lifecycle according to their arrival date so that every state
 * and every pending queue holds lines: audited weeks (one short delivery closed, one sent back and checked
 * again, one quality rejection delivered again), lines awaiting the audit, the receiving check, stock
 * preparation, the supplier and allotment, and a withdrawn order.
 */
import { eq } from 'drizzle-orm';
import { chinaDate } from '../../contract/domain/order.ts';
import type { Actor } from '../auth/scope.ts';
import { baseProducts, orderLines } from '../db/schema/index.ts';
import { dispatchLines, moveLine, placeOrder, withdrawOrder } from '../routes/orders/lifecycle.ts';
import { moveLink, requestLink } from '../routes/catalogue/links.ts';
import { movePrice, proposePrice } from '../routes/orders/prices.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';

type Supplier = 'fresh' | 'grain';

/** [code, name, category code, unit, spec, supplier, price] */
export const DEMO_PRODUCTS: Array<[string, string, string, string, string | null, Supplier | null, string | null]> = [
  ['P0001', '大白菜', 'C01001', '斤', null, 'fresh', '1.20'],
  ['P0002', '菠菜', 'C01001', '斤', null, 'fresh', '3.50'],
  ['P0003', '土豆', 'C01002', '斤', null, 'fresh', '1.60'],
  ['P0004', '胡萝卜', 'C01002', '斤', null, 'fresh', '1.80'],
  ['P0005', '西红柿', 'C01003', '斤', null, 'fresh', '3.20'],
  ['P0006', '黄瓜', 'C01003', '斤', null, 'fresh', '2.60'],
  ['P0007', '香菇', 'C01004', '斤', null, 'fresh', '8.00'],
  ['P0008', '猪五花肉', 'C02001001', '斤', null, 'fresh', '16.50'],
  ['P0009', '鸡胸肉', 'C02004', '斤', null, 'fresh', '11.00'],
  ['P0010', '草鱼', 'C03001', '斤', '活鱼', 'fresh', '9.80'],
  ['P0011', '北豆腐', 'C06003', '斤', null, 'fresh', '2.50'],
  ['P0012', '东北珍珠米', 'C04001', '袋', '25kg', 'grain', '98.00'],
  ['P0013', '高筋面粉', 'C04002', '袋', '25kg', 'grain', '86.00'],
  ['P0014', '菜籽油', 'C04003', '桶', '5L', 'grain', '68.00'],
  ['P0015', '食盐', 'C05001', '袋', '500g', 'grain', '2.50'],
  ['P0016', '生抽酱油', 'C05002', '瓶', '1.9L', 'grain', '9.90'],
  // eggs: 鲜丰's price first, 禾丰's cheaper one in force from two weeks ago (the current agreement)
  ['P0017', '鸡蛋', 'C06001', '斤', null, 'fresh', '5.20'],
  // priced below as pending work: proposed, returned
  ['P0018', '西兰花', 'C01003', '斤', null, null, null],
  ['P0019', '紫甘蓝', 'C01001', '斤', null, null, null],
  ['P0020', '鲜牛奶', 'C06002', '盒', '1L', null, null],
  // no price at all: the shop does not offer it
  ['P0021', '牛腩', 'C02002', '斤', null, null, null],
];

const DAY = 86_400_000;
/** Demo orders span these arrival days relative to today. */
export const DEMO_FIRST_DAY = -20;
export const DEMO_LAST_DAY = 3;

/** A China-time moment on the day `offset` days from today, at `hour` o'clock, never later than a minute ago. */
function at(today: number, offset: number, hour: number): Date {
  return new Date(Math.min(today + offset * DAY + (hour - 8) * 3_600_000, Date.now() - 60_000));
}


export async function seedOrders({ db, ids }: SeedContext): Promise<void> {
  const today = Date.parse(`${chinaDate(new Date())}T00:00:00Z`); // midnight UTC of today's China date; + (hour-8)h is China time
  const day = (offset: number) => chinaDate(new Date(today + offset * DAY + 4 * 3_600_000));
  const [canteen, buyer, fresh, grain] = await demoActors(db, 'canteen', 'buyer', 'supplier', 'grain');
  const suppliers: Record<Supplier, Actor> = { fresh: fresh!, grain: grain! };
  const supplierOf = (id: string | null) => (id === ids['supplier:grain'] ? grain! : fresh!);

  for (const [code, name, category, unit, spec] of DEMO_PRODUCTS) {
    const [row] = await db.insert(baseProducts).values({ code, name, categoryId: ids[`category:${category}`], unit, spec, createdBy: 'admin' }).returning({ id: baseProducts.id });
    ids[`product:${code}`] = row!.id;
  }

  // issue 19: a supplier prices only products the platform approved it to offer
  const linked = new Set<string>();
  const link = async (who: Actor, code: string, when: Date) => {
    if (linked.has(`${who.id}:${code}`)) return;
    linked.add(`${who.id}:${code}`);
    const asked = await requestLink(db, who, { baseProductId: ids[`product:${code}`]!, code: `${who.username.toUpperCase()}-${code}` }, new Date(when.getTime() - 7_200_000));
    await moveLink(db, buyer!, asked.id, 'approve', { version: asked.version }, new Date(when.getTime() - 3_600_000));
  };
  for (const code of ['P0018', 'P0019', 'P0021']) await link(fresh!, code, at(today, -3, 9));
  await link(grain!, 'P0020', at(today, -3, 9));

  // agreement prices: proposed by the supplier, approved by procurement, for both canteens
  const priceFrom = day(DEMO_FIRST_DAY - 21);
  const agree = async (who: Actor, code: string, canteenKey: string, price: string, effectiveFrom: string, when: Date) => {
    await link(who, code, when);
    const proposal = await proposePrice(db, who, { baseProductId: ids[`product:${code}`]!, restaurantId: ids[`restaurant:${canteenKey}`]!, price, effectiveFrom }, when);
    return movePrice(db, buyer!, proposal.id, 'approve', { version: proposal.version }, new Date(when.getTime() + 3_600_000));
  };
  for (const canteenKey of ['canteen1', 'canteen2']) {
    for (const [code, , , , , supplier, price] of DEMO_PRODUCTS) {
      if (supplier && price) await agree(suppliers[supplier], code, canteenKey, price, priceFrom, at(today, DEMO_FIRST_DAY - 23, 10));
    }
    await agree(grain!, 'P0017', canteenKey, '4.90', day(-14), at(today, -16, 10));
  }
  // the price queues: two proposals awaiting approval, one returned to the supplier
  await proposePrice(db, fresh!, { baseProductId: ids['product:P0018']!, restaurantId: ids['restaurant:canteen1']!, price: '6.80', effectiveFrom: day(1) }, at(today, -1, 9));
  await proposePrice(db, grain!, { baseProductId: ids['product:P0020']!, restaurantId: ids['restaurant:canteen2']!, price: '4.50', effectiveFrom: day(2) }, at(today, -1, 11));
  const red = await proposePrice(db, fresh!, { baseProductId: ids['product:P0019']!, restaurantId: ids['restaurant:canteen1']!, price: '9.90', effectiveFrom: day(1) }, at(today, -2, 9));
  await movePrice(db, buyer!, red.id, 'return', { version: red.version, reason: '高于市场价，请重新报价' }, at(today, -2, 15));

  const priced = DEMO_PRODUCTS.filter(([, , , , , supplier]) => supplier);
  const lineState = async (id: string) => (await db.select().from(orderLines).where(eq(orderLines.id, id)))[0]!;
  const move = async (who: Actor, id: string, action: Parameters<typeof moveLine>[3], input: Omit<Parameters<typeof moveLine>[4], 'version'>, when: Date) =>
    moveLine(db, who, id, action, { ...input, version: (await lineState(id)).version }, when);
  const dispatch = async (lineIds: string[], when: Date) => {
    const lines: Array<Awaited<ReturnType<typeof lineState>>> = [];
    for (const id of lineIds) lines.push(await lineState(id));
    const bySupplier = new Map<string, typeof lines>();
    for (const line of lines) bySupplier.set(line.supplierId!, [...(bySupplier.get(line.supplierId!) ?? []), line]);
    for (const group of bySupplier.values()) await dispatchLines(db, supplierOf(group[0]!.supplierId), { lines: group.map((l) => ({ id: l.id, version: l.version })) }, when);
  };
  const checkAll = async (lineIds: string[], when: Date) => {
    for (const id of lineIds) await move(canteen!, id, 'check', { receivedQty: (await lineState(id)).dispatchQty! }, when);
  };

  for (let offset = DEMO_FIRST_DAY, n = 0; offset <= DEMO_LAST_DAY; offset++) {
    for (const canteenKey of ['canteen1', 'canteen2'] as const) {
      if (canteenKey === 'canteen2' && offset % 2 !== 0) continue;
      n++;
      const products = [0, 1, 2].map((k) => priced[(n * 3 + k) % priced.length]!);
      const orderId = await placeOrder(
        db,
        canteen!,
        {
          restaurantId: ids[`restaurant:${canteenKey}`]!,
          arrivalDate: day(offset),
          slot: n % 3 === 0 ? 'breakfast' : 'lunch',
          lines: products.map(([code], k) => ({ baseProductId: ids[`product:${code}`]!, quantity: String(10 + ((n * 7 + k * 5) % 40)) })),
        },
        at(today, offset - 2, 10),
      );
      const lineIds = (await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.lineNo)).map((l) => l.id);
      const first = lineIds[0]!;
      if (offset >= 1) {
        // tomorrow and later: awaiting the suppliers; a rejection waits for allotment, a second is re-allotted
        if (offset === 1) await move(supplierOf((await lineState(first)).supplierId), first, 'reject', { reason: '库存不足' }, at(today, -1, 14));
        if (offset === 3 && canteenKey === 'canteen1') {
          const egg = await placeOrder(db, canteen!, { restaurantId: ids['restaurant:canteen1']!, arrivalDate: day(3), slot: 'dinner', lines: [{ baseProductId: ids['product:P0017']!, quantity: '30' }] }, at(today, -1, 9));
          const [eggLine] = await db.select().from(orderLines).where(eq(orderLines.orderId, egg));
          await move(grain!, eggLine!.id, 'reject', { reason: '配送车辆检修' }, at(today, -1, 10));
          await move(canteen!, eggLine!.id, 'allot', { supplierId: ids['supplier:fresh'] }, at(today, -1, 11));
        }
        if (offset === 2 && canteenKey === 'canteen1') {
          await withdrawOrder(db, canteen!, orderId, { version: 1, reason: '临时停餐' }, at(today, -1, 16));
        }
        continue;
      }
      for (const id of lineIds) await move(supplierOf((await lineState(id)).supplierId), id, 'accept', {}, at(today, offset - 2, 14));
      if (offset === 0) {
        if (canteenKey === 'canteen2') await dispatch(lineIds, at(today, 0, 5));
        continue; // today: preparing (canteen 1) or awaiting the receiving check (canteen 2)
      }
      await dispatch(lineIds, at(today, offset, 5));
      if (offset === -1) {
        // yesterday: a short delivery kept open goes back to stock preparation; the rest awaits the check
        const line = await lineState(first);
        await move(canteen!, first, 'check', { receivedQty: String(Number(line.quantity) - 5) }, at(today, -1, 7));
        continue;
      }
      if (offset === -12 && canteenKey === 'canteen2') {
        // a quality rejection with a reason: the rest is delivered the next morning and checked
        const line = await lineState(first);
        await move(canteen!, first, 'check', { receivedQty: String(Number(line.quantity) - 4), rejectedQty: '4', rejectReason: '部分变质' }, at(today, offset, 7));
        await dispatch([first], at(today, offset + 1, 5));
        await checkAll([first], at(today, offset + 1, 7));
        await checkAll(lineIds.slice(1), at(today, offset, 7));
      } else if (offset === -10 && canteenKey === 'canteen1') {
        // a short delivery accepted as final
        const line = await lineState(first);
        await move(canteen!, first, 'check', { receivedQty: String(Number(line.quantity) - 2), closeShortfall: true }, at(today, offset, 7));
        await checkAll(lineIds.slice(1), at(today, offset, 7));
      } else {
        await checkAll(lineIds, at(today, offset, 7));
      }
      if (offset === -8 || offset === -2) {
        // procurement doubts a check: sent back, checked again
        await move(buyer!, first, 'sendBack', { reason: '验收数量与送货单不符，请复核' }, at(today, offset + 1, 9));
        if (offset === -8) await checkAll([first], at(today, offset + 1, 11));
      }
      if (offset <= -4) {
        for (const id of lineIds) await move(buyer!, id, 'approve', {}, at(today, offset + 2, 10));
      }
    }
  }
}
