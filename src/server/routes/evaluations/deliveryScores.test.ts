/**
 * Per-delivery scores (issue 19): a receiving check with a shortfall or a rejection scores the delivery low and
 * lowers the supplier's rating in the same call; an approved after-sale lowers the delivery's quality and
 * service; a send-back takes the voided check's score away again; nobody reads more than before.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryScore } from '../../../contract/domain/deliveryScore.ts';
import { afterSales, orderLines, supplierDeliveryScores, suppliers } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let fresh: string;
let canteen: string;

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const [row] = await server.database.db.select().from(suppliers).where(eq(suppliers.name, '鲜丰食材有限公司'));
  fresh = row!.id;
  canteen = (await api.ok(tokens.canteen!, 'GET', '/university/restaurants')).find((c: { name: string }) => c.name === '一食堂').id;
});
afterAll(() => server.close());

const rating = async () => (await api.ok(tokens.buyer!, 'GET', '/supplier/directory', undefined, { name: '鲜丰' })).records[0].rating;
const scoreOf = async (deliveryId: string) => (await server.database.db.select().from(supplierDeliveryScores).where(eq(supplierDeliveryScores.deliveryId, deliveryId)))[0];

/** 鲜丰 delivers 40 of cabbage to 一食堂 on a day ahead; answers the dispatched line. */
async function dispatchedCabbage() {
  const arrivalDate = chinaDay(3);
  const shop = await api.ok(tokens.canteen!, 'GET', '/shop/products', undefined, { restaurantId: canteen, arrivalDate, pageSize: '100' });
  const cabbage = shop.records.find((p: { name: string }) => p.name === '大白菜');
  const order = await api.ok(tokens.canteen!, 'POST', '/order/orders', { restaurantId: canteen, arrivalDate, slot: 'lunch', lines: [{ baseProductId: cabbage.id, quantity: '40' }] });
  const line = order.lines[0];
  const accepted = await api.ok(tokens.supplier!, 'POST', `/order/lines/${line.id}/accept`, { version: line.version });
  const delivery = await api.ok(tokens.supplier!, 'POST', '/order/deliveries', { lines: [{ id: accepted.id, version: accepted.version }] });
  return { ...(await api.ok(tokens.canteen!, 'GET', `/order/lines/${line.id}`)), deliveryId: delivery.id as string };
}

describe('the scoring rule', () => {
  it('maps shares to bands and takes off for lateness and after-sales, within 1-5', () => {
    expect(deliveryScore({ lines: [{ dispatched: '40', received: '40', rejected: '0' }], late: false, afterSales: 0 })).toEqual({ quality: 5, delivery: 5, service: 5 });
    // 10 % never arrived (delivery 2), 2.5 % rejected (quality 3)
    expect(deliveryScore({ lines: [{ dispatched: '40', received: '35', rejected: '1' }], late: true, afterSales: 0 })).toEqual({ quality: 3, delivery: 1, service: 5 });
    expect(deliveryScore({ lines: [{ dispatched: '40', received: '40', rejected: '0' }], late: false, afterSales: 9 })).toEqual({ quality: 1, delivery: 5, service: 1 });
  });
});

describe('scores fed by receiving checks and after-sales', () => {
  it('a check with a shortfall scores the delivery and lowers the rating at once; a send-back takes it away', async () => {
    const before = await rating();
    const line = await dispatchedCabbage();
    const checked = await api.ok(tokens.canteen!, 'POST', `/order/lines/${line.id}/check`, { version: line.version, receivedQty: '30', closeShortfall: true });
    expect(await scoreOf(line.deliveryId)).toMatchObject({ supplierId: fresh, restaurantId: canteen, quality: 5, delivery: 1, service: 5, afterSales: 0 });
    const after = await rating();
    expect(after.count).toBe(before.count + 1);
    expect(after.delivery).toBeLessThan(before.delivery);
    expect(after.overall).toBeLessThan(before.overall);
    // the directory's months hold the delivery's month
    const detail = await api.ok(tokens.buyer!, 'GET', `/supplier/directory/${fresh}`);
    expect(detail.months.map((m: { period: string }) => m.period)).toContain(chinaDay(3).slice(0, 7));
    // procurement sends the check back: the voided check no longer scores
    await api.ok(tokens.buyer!, 'POST', `/order/lines/${line.id}/send-back`, { version: checked.version, reason: '数量不对' });
    expect(await scoreOf(line.deliveryId)).toBeUndefined();
    expect(await rating()).toEqual(before);
  });

  it('an approved after-sale lowers the quality and service of the delivery that brought the goods', async () => {
    const db = server.database.db;
    const claimed = db.select({ id: afterSales.lineId }).from(afterSales);
    const [line] = await db.select().from(orderLines).where(and(eq(orderLines.status, 'audited'), eq(orderLines.supplierId, fresh), notInArray(orderLines.id, claimed))).limit(1);
    const scoredBefore = await scoreOf(line!.deliveryId!);
    expect(scoredBefore).toBeTruthy();
    const before = await rating();
    const raised = await api.ok(tokens.canteen!, 'POST', '/order/after-sales', { lineId: line!.id, kind: 'return', quantity: '1', reason: '变质' });
    const agreed = await api.ok(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/agree`, { version: raised.version });
    expect(await scoreOf(line!.deliveryId!)).toEqual(scoredBefore);
    await api.ok(tokens.buyer!, 'POST', `/order/after-sales/${raised.id}/approve`, { version: agreed.version });
    const scored = await scoreOf(line!.deliveryId!);
    expect(scored).toMatchObject({ afterSales: scoredBefore!.afterSales + 1, service: Math.max(1, scoredBefore!.service - 1), quality: Math.max(1, scoredBefore!.quality - 1) });
    const after = await rating();
    expect(after.count).toBe(before.count);
    expect(after.overall).toBeLessThan(before.overall);
    expect(after.service).toBeLessThan(before.service);
  });

  it('changes no scope: suppliers still read no directory, a supplier only its own evaluations', async () => {
    await api.refused(tokens.supplier!, 'GET', '/supplier/directory', undefined, 403, /directory/i);
    const own = await api.ok(tokens.grain!, 'GET', '/supplier/evaluations', undefined, { pageSize: '100' });
    expect(own.records.every((r: { supplierName: string }) => r.supplierName === '禾丰粮油有限公司')).toBe(true);
  });
});
