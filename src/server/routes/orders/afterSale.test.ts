/**
 * After-sale through the API on the real database: raising within the limits (received quantity minus
 * earlier after-sales, a refund within the value), every transition of the machine and every refusal
 * (wrong state, role, scope, stale version, over-quantity), the ledger entries of a completed return or
 * refund, and the trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterSales, goodsLedger, orderEvents, orderLines, standingBook, suppliers } from '../../db/schema/index.ts';
import { PNG_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { addSecondSchool, ordering } from '../../../../tests/server/ordering.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
/** Audited lines of 鲜丰 without any after-sale yet, handed out one per test. */
let freshLines: Array<typeof orderLines.$inferSelect>;

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const db = server.database.db;
  const [fresh] = await db.select().from(suppliers).where(eq(suppliers.name, '鲜丰食材有限公司'));
  const claimed = db.select({ id: afterSales.lineId }).from(afterSales);
  freshLines = await db.select().from(orderLines).where(and(eq(orderLines.status, 'audited'), eq(orderLines.supplierId, fresh!.id), notInArray(orderLines.id, claimed)));
});
afterAll(() => server.close());

const nextLine = () => freshLines.shift()!;
const raise = (line: { id: string }, body: Record<string, unknown>) => api.ok(tokens.canteen!, 'POST', '/order/after-sales', { lineId: line.id, reason: '有问题', ...body });
const act = (who: string, request: { id: string; version: number }, action: string, reason?: string) =>
  api.ok(tokens[who]!, 'POST', `/order/after-sales/${request.id}/${action}`, { version: request.version, ...(reason ? { reason } : {}) });
const ledgerOf = (id: string) => Promise.all([
  server.database.db.select().from(standingBook).where(eq(standingBook.sourceId, id)),
  server.database.db.select().from(goodsLedger).where(eq(goodsLedger.sourceId, id)),
]);

describe('raising an after-sale', () => {
  it('refuses what does not fit: role, line state, quantity, amount, photos, scope', async () => {
    const line = nextLine();
    const url = '/order/after-sales';
    const base = { lineId: line.id, kind: 'return', quantity: '1', reason: '腐烂' };
    await api.refused(tokens.supplier!, 'POST', url, base, 403, /may not "raise"/);
    await api.refused(tokens.buyer!, 'POST', url, base, 403, /may not "raise"/);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, quantity: '0' }, 200, /more than 0/);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, quantity: String(Number(line.receivedQty) + 1) }, 200, new RegExp(`exceeds the ${line.receivedQty} left`));
    await api.refused(tokens.canteen!, 'POST', url, { ...base, reason: '  ' }, 200, /give a reason/);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, kind: 'refund' }, 200, /refund amount/);
    const value = (Number(line.price) * 1).toFixed(2);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, kind: 'refund', amount: (Number(value) + 0.01).toFixed(2) }, 200, new RegExp(`exceeds the ${value} yuan`));
    await api.refused(tokens.canteen!, 'POST', url, { ...base, photos: ['20990101/none.png'] }, 200, /No such uploaded image/);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, kind: 'swap' }, 400, /kind|must be/i);
    const open = (await api.ok(tokens.canteen!, 'GET', '/order/lines', undefined, { status: 'awaiting_supplier', pageSize: '1' })).records[0];
    await api.refused(tokens.canteen!, 'POST', url, { ...base, lineId: open.id }, 200, /only for received goods/);
    await api.refused(tokens.canteen!, 'POST', url, { ...base, lineId: 'nope' }, 200, /No such order line/);
  });

  it('counts earlier live after-sales against the received quantity; a rejected one frees its quantity', async () => {
    const line = nextLine();
    const received = Number(line.receivedQty);
    const first = await raise(line, { kind: 'return', quantity: String(received - 1) });
    await api.refused(tokens.canteen!, 'POST', '/order/after-sales', { lineId: line.id, kind: 'replacement', quantity: '1.001', reason: 'x' }, 200, /exceeds the 1.000 left/);
    const { records } = await api.ok(tokens.canteen!, 'GET', '/order/after-sales/lines', undefined, { productName: line.productName, pageSize: '500' });
    expect(records.find((l: any) => l.id === line.id)).toMatchObject({ claimedQty: `${received - 1}.000`, leftQty: '1.000' });
    const agreed = await act('supplier', first, 'agree');
    const rejected = await act('buyer', agreed, 'reject', '不符合退货条件');
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: '不符合退货条件', actions: [] });
    expect(await raise(line, { kind: 'replacement', quantity: String(received) })).toMatchObject({ status: 'requested', amount: '0.00' });
  });
});

describe('the after-sale machine', () => {
  it('a return: the supplier agrees, procurement approves, the standing book and sub-ledger book it out', async () => {
    const line = nextLine();
    const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename: 'rot.png', contentType: 'image/png' });
    const photo = (await server.call('POST', '/sys/common/upload', { token: tokens.canteen, body: payload, headers })).body.message as string;
    const raised = await raise(line, { kind: 'return', quantity: '2', photos: [photo] });
    const value = (Number(line.price) * 2).toFixed(2);
    expect(raised).toMatchObject({ status: 'requested', version: 1, amount: value, photos: [photo], productName: line.productName, actions: ['cancel'] });
    expect(raised.afterSaleNo).toMatch(/^SH\d{16}$/);
    expect(raised.line.id).toBe(line.id);
    // who may do what now
    expect((await api.ok(tokens.supplier!, 'GET', `/order/after-sales/${raised.id}`)).actions).toEqual(['agree', 'refuse']);
    expect((await api.ok(tokens.buyer!, 'GET', `/order/after-sales/${raised.id}`)).actions).toEqual([]);
    await api.refused(tokens.grain!, 'POST', `/order/after-sales/${raised.id}/agree`, { version: 1 }, 200, /No such after-sale/);
    await api.refused(tokens.canteen!, 'POST', `/order/after-sales/${raised.id}/agree`, { version: 1 }, 403, /may not "agree"/);
    await api.refused(tokens.buyer!, 'POST', `/order/after-sales/${raised.id}/approve`, { version: 1 }, 200, /"approve" is not possible/);
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/agree`, { version: 2 }, 409, /changed this meanwhile/);
    const agreed = await act('supplier', raised, 'agree', '同意');
    expect(agreed).toMatchObject({ status: 'supplier_agreed', version: 2, supplierNote: '同意' });
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/agree`, { version: 1 }, 409, /changed this meanwhile.*version 2/);
    await api.refused(tokens.canteen!, 'POST', `/order/after-sales/${raised.id}/cancel`, { version: 2 }, 200, /"cancel" is not possible/);
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/approve`, { version: 2 }, 403, /may not "approve"/);
    expect(await ledgerOf(raised.id)).toEqual([[], []]);
    const approved = await act('buyer', agreed, 'approve');
    expect(approved).toMatchObject({ status: 'completed', version: 3, actions: [] });
    expect(approved.completedAt).toBeTruthy();
    const [book, moves] = await ledgerOf(raised.id);
    expect(book.map((e) => [e.source, e.lineId, e.quantity, e.amount])).toEqual([['after_sale', line.id, '-2.000', `-${value}`]]);
    expect(moves.map((m) => [m.source, m.qtyIn, m.qtyOut, m.amountOut])).toEqual([['after_sale', '0.000', '2.000', value]]);
    expect(approved.ledger).toEqual(expect.arrayContaining([expect.objectContaining({ book: 'standingBook', quantity: '-2.000', amount: `-${value}` }), expect.objectContaining({ book: 'goodsLedger', quantity: '-2.000' })]));
    // the sub-ledger of the month shows it out, and the standing book lists the red entry
    const month = book[0]!.arrivalDate.slice(0, 7);
    const ledger = await api.ok(tokens.canteen!, 'GET', '/order/goods-sub-ledger', undefined, { restaurantId: line.restaurantId, month });
    const movesOfMonth = await server.database.db.select().from(goodsLedger).where(and(eq(goodsLedger.restaurantId, line.restaurantId), eq(goodsLedger.baseProductId, line.baseProductId)));
    const outOfMonth = movesOfMonth.filter((m) => m.entryDate.startsWith(month)).reduce((s, m) => s + Number(m.qtyOut), 0);
    expect(Number(ledger.find((r: any) => r.baseProductId === line.baseProductId).outQty)).toBe(outOfMonth);
    const standing = await api.ok(tokens.canteen!, 'GET', '/order/standing-book', undefined, { arrivalFrom: book[0]!.arrivalDate, arrivalTo: book[0]!.arrivalDate, pageSize: '500' });
    expect(standing.records.find((r: any) => r.id === book[0]!.id)).toMatchObject({ source: 'after_sale', quantity: '-2.000' });
    // the trail: who, when, from what to what
    const detail = await api.ok(tokens.canteen!, 'GET', `/order/after-sales/${raised.id}`);
    expect(detail.events.map((e: any) => [e.action, e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['raise', null, 'requested', 'canteen'],
      ['agree', 'requested', 'supplier_agreed', 'supplier'],
      ['approve', 'supplier_agreed', 'completed', 'buyer'],
    ]);
    await api.refused(tokens.buyer!, 'POST', `/order/after-sales/${raised.id}/approve`, { version: 3 }, 200, /"approve" is not possible/);
  });

  it('a refusal: procurement rejects it, or overrules it with a reason; a refund books only money', async () => {
    const line = nextLine();
    const refund = await raise(line, { kind: 'refund', quantity: '4', amount: '1.50' });
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${refund.id}/refuse`, { version: 1 }, 200, /give a reason/);
    const refused = await act('supplier', refund, 'refuse', '已验收合格');
    expect(refused).toMatchObject({ status: 'supplier_refused', actions: [] });
    expect((await api.ok(tokens.canteen!, 'GET', `/order/after-sales/${refund.id}`)).actions).toEqual(['cancel']);
    expect((await api.ok(tokens.buyer!, 'GET', `/order/after-sales/${refund.id}`)).actions).toEqual(['approve', 'reject']);
    await api.refused(tokens.buyer!, 'POST', `/order/after-sales/${refund.id}/approve`, { version: 2 }, 200, /give a reason/);
    const overruled = await act('admin', refused, 'approve', '照片显示质量问题');
    expect(overruled).toMatchObject({ status: 'completed', decisionNote: '照片显示质量问题' });
    const [book, moves] = await ledgerOf(refund.id);
    expect(book.map((e) => [e.quantity, e.amount])).toEqual([['0.000', '-1.50']]);
    expect(moves.map((m) => [m.qtyOut, m.amountOut])).toEqual([['0.000', '1.50']]);

    const second = await raise(line, { kind: 'return', quantity: '1' });
    const refusedAgain = await act('supplier', second, 'refuse', '不同意');
    await api.refused(tokens.buyer!, 'POST', `/order/after-sales/${second.id}/reject`, { version: 2, reason: '' }, 200, /give a reason/);
    expect(await act('buyer', refusedAgain, 'reject', '维持供应商意见')).toMatchObject({ status: 'rejected' });
    expect(await ledgerOf(second.id)).toEqual([[], []]);
  });

  it('a replacement: approved, then the canteen confirms the new goods; it books nothing', async () => {
    const line = nextLine();
    const raised = await raise(line, { kind: 'replacement', quantity: '3' });
    const agreed = await act('supplier', raised, 'agree');
    const approved = await act('buyer', agreed, 'approve');
    expect(approved).toMatchObject({ status: 'approved', actions: [] });
    expect((await api.ok(tokens.canteen!, 'GET', `/order/after-sales/${raised.id}`)).actions).toEqual(['complete']);
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/complete`, { version: 3 }, 403, /may not "complete"/);
    const completed = await act('canteen', approved, 'complete');
    expect(completed).toMatchObject({ status: 'completed', version: 4 });
    expect(await ledgerOf(raised.id)).toEqual([[], []]);
  });

  it('the canteen cancels while the supplier has not agreed; two approvals at once: one wins, one conflicts', async () => {
    const line = nextLine();
    const raised = await raise(line, { kind: 'return', quantity: '1' });
    await api.refused(tokens.supplier!, 'POST', `/order/after-sales/${raised.id}/cancel`, { version: 1 }, 403, /may not "cancel"/);
    expect(await act('canteen', raised, 'cancel')).toMatchObject({ status: 'cancelled' });

    const again = await act('supplier', await raise(line, { kind: 'return', quantity: '1' }), 'agree');
    const answers = await Promise.all([tokens.buyer!, tokens.admin!].map((token) => server.call('POST', `/order/after-sales/${again.id}/approve`, { token, body: { version: again.version } })));
    expect(answers.map((a) => a.body.success).sort()).toEqual([false, true]);
    expect(answers.find((a) => !a.body.success)!.status).toBe(409);
    const events = await server.database.db.select().from(orderEvents).where(eq(orderEvents.entityId, again.id));
    expect(events.filter((e) => e.action === 'approve')).toHaveLength(1);
    expect((await ledgerOf(again.id))[0]).toHaveLength(1);
  });
});

describe('the after-sale queues in the pending counts', () => {
  it('the supplier counts requests to answer, procurement answered ones to decide; each count equals its queue after every step', async () => {
    await addSecondSchool(server, tokens);
    const line = nextLine();
    const before = await api.countsMatchQueues(tokens);
    const moved = (now: typeof before, who: string, key: 'afterSaleSupplier' | 'afterSaleApproval') => now[who]![key] - before[who]![key];

    const raised = await raise(line, { kind: 'return', quantity: '1' });
    let now = await api.countsMatchQueues(tokens);
    expect([moved(now, 'supplier', 'afterSaleSupplier'), moved(now, 'buyer', 'afterSaleApproval'), moved(now, 'admin', 'afterSaleApproval')]).toEqual([1, 0, 0]);
    // the line's supplier only; canteens and other buyers work neither queue
    for (const who of ['canteen', 'cook']) expect([now[who]!.afterSaleSupplier, now[who]!.afterSaleApproval], who).toEqual([0, 0]);
    expect([now.grain!.afterSaleApproval, now.outsider!.afterSaleSupplier, now.outsider!.afterSaleApproval]).toEqual([0, 0, 0]);
    expect((await api.ok(tokens.canteen!, 'GET', '/order/after-sales', undefined, { queue: 'afterSaleSupplier' })).total).toBe(0);
    const queue = await api.ok(tokens.supplier!, 'GET', '/order/after-sales', undefined, { queue: 'afterSaleSupplier', pageSize: '500' });
    expect(queue.records.map((r: any) => r.status)).toEqual(queue.records.map(() => 'requested'));
    expect(queue.records.map((r: any) => r.id)).toContain(raised.id);

    const refused = await act('supplier', raised, 'refuse', '不同意');
    now = await api.countsMatchQueues(tokens);
    expect([moved(now, 'supplier', 'afterSaleSupplier'), moved(now, 'buyer', 'afterSaleApproval'), moved(now, 'admin', 'afterSaleApproval'), moved(now, 'outsider', 'afterSaleApproval')]).toEqual([0, 1, 1, 0]);
    const approval = await api.ok(tokens.buyer!, 'GET', '/order/after-sales', undefined, { queue: 'afterSaleApproval', pageSize: '500' });
    expect(approval.records.filter((r: any) => r.status !== 'supplier_agreed' && r.status !== 'supplier_refused')).toEqual([]);
    expect(approval.records.map((r: any) => r.id)).toContain(raised.id);

    await act('buyer', refused, 'reject', '维持供应商意见');
    now = await api.countsMatchQueues(tokens);
    expect([moved(now, 'supplier', 'afterSaleSupplier'), moved(now, 'buyer', 'afterSaleApproval'), moved(now, 'admin', 'afterSaleApproval')]).toEqual([0, 0, 0]);
  });
});

describe('the list', () => {
  it('filters, sorts and exports the same rows', async () => {
    const page = await api.ok(tokens.buyer!, 'GET', '/order/after-sales', undefined, { status: 'completed', kind: 'return', column: 'amount', order: 'asc', pageSize: '500' });
    expect(page.total).toBeGreaterThan(1);
    expect(page.records.every((r: any) => r.status === 'completed' && r.kind === 'return')).toBe(true);
    const amounts = page.records.map((r: any) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    await api.refused(tokens.buyer!, 'GET', '/order/after-sales?column=reason', undefined, 200, /sort/i);
    const file = await server.call('GET', '/order/after-sales/export', { token: tokens.buyer, query: { status: 'completed', kind: 'return' } });
    expect(file.response.headers['content-type']).toContain('spreadsheetml');
    const { readWorkbook } = await import('../../http/excel.ts');
    const rows = await readWorkbook(file.response.rawPayload);
    expect(rows.map((r) => r['售后单号']).sort()).toEqual(page.records.map((r: any) => r.afterSaleNo).sort());
  });
});
