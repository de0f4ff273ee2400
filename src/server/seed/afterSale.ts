/**
 * Demo after-sales and back-fills, made through the same services the API uses: after-sales on audited
 * lines in several states (a return completed and booked, a refund awaiting procurement, a replacement
 * awaiting the new goods, a return awaiting the supplier, one the supplier refused, one rejected) and a
 * back-fill of yesterday's emergency delivery awaiting procurement.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AfterSaleAction } from '../../contract/domain/afterSale.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import type { Actor } from '../auth/scope.ts';
import { afterSales, orderLines } from '../db/schema/index.ts';
import { moveAfterSale, raiseAfterSale, type RaiseAfterSale } from '../routes/orders/afterSale.ts';
import { createBackFill } from '../routes/orders/backFill.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';

const HOUR = 3_600_000;


export async function seedAfterSales({ db, ids }: SeedContext): Promise<void> {
  const [canteen, buyer, fresh, grain] = await demoActors(db, 'canteen', 'buyer', 'supplier', 'grain');
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const audited = await db.select().from(orderLines).where(eq(orderLines.status, 'audited')).orderBy(asc(orderLines.arrivalDate), asc(orderLines.lineNo));
  const supplierOf = (line: (typeof audited)[number]) => (line.supplierId === ids['supplier:grain'] ? grain! : fresh!);
  const move = async (id: string, who: Actor, action: AfterSaleAction, hours: number, reason?: string) => {
    const [row] = await db.select({ version: afterSales.version }).from(afterSales).where(eq(afterSales.id, id));
    await moveAfterSale(db, who, id, action, { version: row!.version, reason }, ago(hours));
  };
  const plans: Array<{ request: Omit<RaiseAfterSale, 'lineId'>; steps: Array<[who: 'canteen' | 'supplier' | 'buyer', AfterSaleAction, string?]> }> = [
    { request: { kind: 'return', quantity: '3', reason: '部分蔬菜腐烂，无法使用' }, steps: [['supplier', 'agree', '同意退货，下次送货时取回'], ['buyer', 'approve']] },
    { request: { kind: 'refund', quantity: '5', amount: '4.00', reason: '规格偏小，协商降价' }, steps: [['supplier', 'agree', '同意按差价退款']] },
    { request: { kind: 'replacement', quantity: '2', reason: '包装破损' }, steps: [['supplier', 'agree'], ['buyer', 'approve']] },
    { request: { kind: 'return', quantity: '1', reason: '有异味' }, steps: [] },
    { request: { kind: 'return', quantity: '2', reason: '数量与送货单不符' }, steps: [['supplier', 'refuse', '送货时已当面清点']] },
    { request: { kind: 'refund', quantity: '4', amount: '3.00', reason: '色泽不佳' }, steps: [['supplier', 'agree'], ['buyer', 'reject', '验收时已签收合格，不予退款']] },
  ];
  for (const [index, plan] of plans.entries()) {
    const line = audited[index * 3]!;
    let hours = 48 - index * 4;
    const id = await raiseAfterSale(db, canteen!, { ...plan.request, lineId: line.id }, ago(hours));
    for (const [who, action, reason] of plan.steps) {
      hours -= 1;
      await move(id, who === 'canteen' ? canteen! : who === 'buyer' ? buyer! : supplierOf(line), action, hours, reason);
    }
  }

  // yesterday's emergency delivery of rice, recorded after the fact
  const yesterday = chinaDate(ago(24));
  const [line] = await db.select().from(orderLines).where(and(eq(orderLines.supplierId, ids['supplier:grain']!), eq(orderLines.restaurantId, ids['restaurant:canteen1']!))).limit(1);
  await createBackFill(db, canteen!, {
    restaurantId: ids['restaurant:canteen1']!,
    supplierId: ids['supplier:grain']!,
    arrivalDate: yesterday,
    slot: 'lunch',
    remark: '临时加餐，电话订货',
    lines: [{ baseProductId: line!.baseProductId, quantity: '2' }, { baseProductId: ids['product:P0015']!, quantity: '10' }].filter((l, i, all) => all.findIndex((x) => x.baseProductId === l.baseProductId) === i),
  }, ago(20));
}
