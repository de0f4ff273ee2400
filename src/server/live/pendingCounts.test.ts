/**
 * Live pending counts over real sockets: after an ordering transition commits, the sockets of the users
 * whose counts moved receive PENDING_COUNTS (and the counts they then read have moved); users outside the
 * scope of the change receive nothing; a refused transition pushes nothing.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveChannel, type LiveChannel, type LiveMessage } from '../../api/live.ts';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../tests/server/ordering.ts';
import { readCountsMoved, usersConcerned } from './pendingCounts.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
let wsBase: string;
const people: Record<string, { token: string; userId: string; messages: LiveMessage[]; channel: LiveChannel }> = {};
const NAMES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = address.replace(/^http/, 'ws') + '/api/websocket/';
  for (const name of NAMES) {
    const { body } = await server.call('POST', '/sys/login', { body: { username: name, password: 'Larder#2026' } });
    const { token, userInfo } = body.result;
    const messages: LiveMessage[] = [];
    let open = false;
    const channel = createLiveChannel({ userId: userInfo.id, token, url: wsBase + userInfo.id, WebSocket: WebSocket as never, onMessage: (m) => messages.push(m), onOpen: () => (open = true) });
    people[name] = { token, userId: userInfo.id, messages, channel };
    await until(() => open);
  }
});
afterAll(async () => {
  for (const person of Object.values(people)) person.channel.close();
  await server?.close();
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const pushes = (name: string) => people[name]!.messages.filter((m) => m.msgId === 'PENDING_COUNTS').length;
const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('pending counts on the live channel', () => {
  it('after an order is placed, the allotted supplier, the canteen, procurement and the platform are told; the other supplier is not', async () => {
    const canteens = await api.ok(people.canteen!.token, 'GET', '/university/restaurants');
    const canteen = canteens.find((c: { name: string }) => c.name === '一食堂');
    const arrival = chinaDay(6);
    const shop = await api.ok(people.canteen!.token, 'GET', '/shop/products', undefined, { restaurantId: canteen.id, arrivalDate: arrival, pageSize: '100' });
    const cabbage = shop.records.find((p: { name: string }) => p.name === '大白菜'); // 鲜丰's (the supplier user's) price
    await settle();
    const before = Object.fromEntries(NAMES.map((name) => [name, pushes(name)]));
    const countBefore = await api.ok(people.supplier!.token, 'GET', '/order/orderGroupItem/supplieAuditCount');
    const order = await api.ok(people.canteen!.token, 'POST', '/order/orders', { restaurantId: canteen.id, arrivalDate: arrival, slot: 'lunch', lines: [{ baseProductId: cabbage.id, quantity: '3' }] });
    for (const name of ['supplier', 'canteen', 'buyer', 'admin']) await until(() => pushes(name) > before[name]!);
    expect(await api.ok(people.supplier!.token, 'GET', '/order/orderGroupItem/supplieAuditCount')).toBe(countBefore + 1);
    await settle();
    expect(pushes('grain')).toBe(before.grain);

    // the supplier accepts: its own socket hears of it too
    const line = order.lines[0];
    const mark = pushes('supplier');
    await api.ok(people.supplier!.token, 'POST', `/order/lines/${line.id}/accept`, { version: line.version });
    await until(() => pushes('supplier') > mark);
  });

  it('a refused transition pushes nothing', async () => {
    await settle();
    const mark = Object.fromEntries(NAMES.map((name) => [name, pushes(name)]));
    const { records } = await api.ok(people.supplier!.token, 'GET', '/order/lines', undefined, { queue: 'supplierAcceptance', pageSize: '1' });
    await api.refused(people.supplier!.token, 'POST', `/order/lines/${records[0].id}/accept`, { version: records[0].version }, 200, /not possible/);
    await settle();
    expect(Object.fromEntries(NAMES.map((name) => [name, pushes(name)]))).toEqual(mark);
  });

  it('works out the users of canteens and suppliers', async () => {
    const byName = Object.fromEntries(NAMES.map((name) => [people[name]!.userId, name]));
    const canteens = await api.ok(people.canteen!.token, 'GET', '/university/restaurants');
    const ids = await usersConcerned(server.database.db, [canteens[0].id], []);
    expect(ids.map((id) => byName[id]).filter(Boolean).sort()).toEqual(['admin', 'buyer', 'canteen']);
    const moved = { all: false, restaurants: new Set<string>(), suppliers: new Set<string>() };
    readCountsMoved('{"r":["a"],"s":null}', moved);
    expect([moved.all, [...moved.restaurants], [...moved.suppliers]]).toEqual([false, ['a'], []]);
    readCountsMoved('not json', moved);
    expect(moved.all).toBe(true);
  });
});
