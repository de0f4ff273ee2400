/**
 * Printing order documents: the records a selection maps to (fields, quantities, totals), the scope of every
 * print call (a canteen cannot print another canteen's group, a supplier another supplier's delivery note),
 * the refusals, a batch print of a real delivery note read back from its PDF, and the ledgers' totals and exports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths } from '../../../contract/domain/orderPrint.ts';
import { createSession } from '../../auth/sessions.ts';
import { colleges, departments, restaurants, userDepartments, users } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay, ordering } from '../../../../tests/server/ordering.ts';
import { until } from '../../../../tests/server/until.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let cookGroupId: string;
const dir = mkdtempSync(join(tmpdir(), 'larder-order-print-'));

beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  api = ordering(server);
  const db = server.database.db;
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  // a canteen of another school, with its own staff and one order
  const [school] = await db.insert(departments).values({ departName: '第二中学', orgCode: 'B01', orgCategory: '1' }).returning();
  const [kitchen] = await db.insert(departments).values({ departName: '第二中学食堂', orgCode: 'B01A01', orgCategory: '2', parentId: school!.id }).returning();
  const [college] = await db.insert(colleges).values({ name: '第二中学', code: 'C002', departId: school!.id, procurementDepartId: school!.id }).returning();
  const [canteen3] = await db.insert(restaurants).values({ collegeId: college!.id, departId: kitchen!.id, name: '二中食堂', deliverySlots: [{ code: 'lunch', name: '午餐', time: '09:00-10:00' }] }).returning();
  const [cook] = await db.insert(users).values({ username: 'cook', passwordHash: 'x', userType: 3, orgCode: kitchen!.orgCode }).returning();
  await db.insert(userDepartments).values({ userId: cook!.id, departId: kitchen!.id });
  tokens.cook = await createSession(db, cook!.id, server.config.tokenTtlMs);
  const products = await api.ok(tokens.admin!, 'GET', '/product/base-products', undefined, { keyword: '大白菜' });
  const price = await api.ok(tokens.supplier!, 'POST', '/product/agreement-prices', { baseProductId: products.records[0].id, restaurantId: canteen3!.id, price: '1.10', effectiveFrom: chinaDay(-1) });
  await api.ok(tokens.admin!, 'POST', `/product/agreement-prices/${price.id}/approve`, { version: 1 });
  const order = await api.ok(tokens.cook!, 'POST', '/order/orders', { restaurantId: canteen3!.id, arrivalDate: chinaDay(2), slot: 'lunch', lines: [{ baseProductId: products.records[0].id, quantity: '20' }] });
  cookGroupId = order.groupId;
}, 120_000);
afterAll(() => server.close());

const records = (token: string, body: Record<string, unknown>) => api.ok(token, 'POST', '/order/print/records', body).then((r) => r.records);

describe('document records', () => {
  it('maps a delivery note to the delivery note fields: its lines, delivered quantities and total', async () => {
    const [note] = (await api.ok(tokens.supplier!, 'GET', '/order/deliveries', undefined, { pageSize: '1' })).records;
    const detail = await api.ok(tokens.supplier!, 'GET', `/order/deliveries/${note.id}`);
    const [record] = await records(tokens.supplier!, { document: 'delivery_note', source: 'delivery', ids: [note.id] });
    expect(record).toMatchObject({ orderNo: detail.deliveryNo, groupNo: detail.groupNo, supplier: detail.supplierName, customer: { name: detail.restaurantName }, courier: 'supplier' });
    expect(record.items.map((i: any) => [i.name, i.qty, i.amount])).toEqual(
      expect.arrayContaining(detail.lines.map((l: any) => [l.productName, Number(l.deliveredQty), l.deliveredAmount.toFixed(2)])),
    );
    expect(record.items).toHaveLength(detail.lines.length);
    expect(record.total).toBeCloseTo(detail.amount, 2);
    expect(record.totalText).toBe(`¥${detail.amount.toFixed(2)}`);
    // every field the contract documents is in the record
    for (const path of fieldPaths('delivery_note')) {
      const [head, column] = path.split('.');
      if (head === 'items' && column) expect(record.items[0], path).toHaveProperty(column);
      else expect(record, path).toHaveProperty(path.split('.'));
    }
  });

  it('makes a group into one document per supplier, and a supplier sees only its own lines', async () => {
    const groups = (await api.ok(tokens.canteen!, 'GET', '/order/groups', undefined, { pageSize: '100' })).records;
    let group: any;
    let detail: any;
    for (const candidate of groups) {
      detail = await api.ok(tokens.canteen!, 'GET', `/order/groups/${candidate.id}`);
      const names = new Set(detail.lines.filter((l: any) => l.status !== 'withdrawn').map((l: any) => l.supplierName));
      if (names.size > 1 && names.has('鲜丰食材有限公司')) { group = candidate; break; }
    }
    expect(group, 'a demo group with lines of two suppliers').toBeDefined();
    const live = detail.lines.filter((l: any) => l.status !== 'withdrawn');
    const all = await records(tokens.canteen!, { document: 'picking_list', source: 'group', ids: [group.id] });
    expect(new Set(all.map((r: any) => r.supplier))).toEqual(new Set(live.map((l: any) => l.supplierName ?? '')));
    expect(all.reduce((n: number, r: any) => n + r.items.length, 0)).toBe(live.length);
    const own = await records(tokens.supplier!, { document: 'picking_list', source: 'group', ids: [group.id] });
    expect(own.map((r: any) => r.supplier)).toEqual(['鲜丰食材有限公司']);
    expect(own[0].items).toHaveLength(live.filter((l: any) => l.supplierName === '鲜丰食材有限公司').length);
  });

  it('a receipt check sheet of a delivery shows what its checks received and rejected', async () => {
    const checked = (await api.ok(tokens.canteen!, 'GET', '/order/lines', undefined, { status: 'audited', pageSize: '1' })).records[0];
    const [record] = await records(tokens.canteen!, { document: 'receipt_check', source: 'delivery', ids: [checked.deliveryId ?? (await api.ok(tokens.canteen!, 'GET', '/order/deliveries', undefined, { groupId: checked.groupId })).records[0].id] });
    expect(record.items.length).toBeGreaterThan(0);
    expect(record.items.some((i: any) => i.received > 0)).toBe(true);
    expect(Number(record.receivedTotal)).toBeGreaterThan(0);
  });

  it('a statement per canteen and supplier sums the standing book of the period', async () => {
    const query = { arrivalFrom: chinaDay(-60), arrivalTo: chinaDay(0) };
    const totals = await api.ok(tokens.buyer!, 'GET', '/order/standing-book/totals', undefined, query);
    const statements = await records(tokens.buyer!, { document: 'statement', source: 'ledger', periodFrom: query.arrivalFrom, periodTo: query.arrivalTo });
    expect(statements.length).toBeGreaterThan(1);
    const cents = statements.reduce((n: number, s: any) => n + Math.round(s.total * 100), 0);
    expect(cents).toBe(Math.round(Number(totals.amount) * 100));
    expect(statements.reduce((n: number, s: any) => n + s.items.length, 0)).toBe(totals.count);
  });

  it('offers the designer recent records of a document type', async () => {
    const recent = await api.ok(tokens.buyer!, 'GET', '/order/print/recent', undefined, { document: 'delivery_note' });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent[0].data.items.length).toBeGreaterThan(0);
    expect(recent[0].label).toContain(recent[0].data.orderNo);
    // by a template: its type decides the document; a type that prints no order document offers nothing
    const templates = (await api.ok(tokens.admin!, 'GET', '/print/templates', undefined, { pageSize: '100' })).records;
    const byName = (name: string) => templates.find((t: any) => t.name === name).id;
    const checks = await api.ok(tokens.admin!, 'GET', '/order/print/recent', undefined, { templateId: byName('验收单') });
    expect(checks.length).toBeGreaterThan(0);
    expect(checks[0].data).toHaveProperty('receivedTotal');
    expect(await api.ok(tokens.admin!, 'GET', '/order/print/recent', undefined, { templateId: byName('货架标签') })).toEqual([]);
  });
});

describe('scope and refusals', () => {
  it('a canteen cannot print another canteen\'s group; its own staff can', async () => {
    await api.refused(tokens.canteen!, 'POST', '/order/print/records', { document: 'picking_list', source: 'group', ids: [cookGroupId] }, 200, /No such order group/);
    await api.refused(tokens.canteen!, 'POST', '/order/print/batch', { document: 'picking_list', source: 'group', ids: [cookGroupId], templateId: 'x' }, 200, /template|No such order group/);
    expect(await records(tokens.cook!, { document: 'picking_list', source: 'group', ids: [cookGroupId] })).toHaveLength(1);
    const demoGroup = (await api.ok(tokens.canteen!, 'GET', '/order/groups', undefined, { pageSize: '1' })).records[0];
    await api.refused(tokens.cook!, 'POST', '/order/print/records', { document: 'delivery_note', source: 'group', ids: [demoGroup.id, cookGroupId] }, 200, /No such order group/);
    // a whole day prints only the caller's groups
    const day = await records(tokens.cook!, { document: 'picking_list', source: 'day', arrivalDate: chinaDay(2) });
    expect(day.map((r: any) => r.customer.name)).toEqual(['二中食堂']);
  });

  it('a supplier cannot print another supplier\'s delivery note', async () => {
    const [note] = (await api.ok(tokens.supplier!, 'GET', '/order/deliveries', undefined, { pageSize: '1' })).records;
    await api.refused(tokens.grain!, 'POST', '/order/print/records', { document: 'delivery_note', source: 'delivery', ids: [note.id] }, 200, /No such delivery note/);
  });

  it('refuses a document from the wrong source, missing input, and a template of another type', async () => {
    const group = (await api.ok(tokens.canteen!, 'GET', '/order/groups', undefined, { pageSize: '1' })).records[0];
    await api.refused(tokens.canteen!, 'POST', '/order/print/records', { document: 'statement', source: 'group', ids: [group.id] }, 200, /cannot be printed from/);
    await api.refused(tokens.canteen!, 'POST', '/order/print/records', { document: 'delivery_note', source: 'group' }, 200, /choose what to print/);
    await api.refused(tokens.canteen!, 'POST', '/order/print/records', { document: 'delivery_note', source: 'day' }, 200, /arrival date/);
    await api.refused(tokens.buyer!, 'POST', '/order/print/records', { document: 'statement', source: 'ledger', periodFrom: '2026-02-01', periodTo: '2026-01-01' }, 200, /may not start after/);
    await api.refused(tokens.canteen!, 'POST', '/order/print/records', { document: 'invoice', source: 'group', ids: [group.id] }, 400, /document/);
    const [noteTemplate] = await api.ok(tokens.canteen!, 'GET', '/order/print/templates', undefined, { document: 'delivery_note' });
    expect(noteTemplate.name).toBe('送货单');
    await api.refused(tokens.canteen!, 'POST', '/order/print/batch', { document: 'receipt_check', source: 'group', ids: [group.id], templateId: noteTemplate.id }, 200, /not a template of this document type/);
  });
});

describe('batch printing of real orders', () => {
  it('the supplier prints the delivery note of a dispatched group: the PDF holds its products, quantities and total', async () => {
    const line = (await api.ok(tokens.supplier!, 'GET', '/order/lines', undefined, { status: 'dispatched', pageSize: '1' })).records[0];
    const [template] = await api.ok(tokens.supplier!, 'GET', '/order/print/templates', undefined, { document: 'delivery_note' });
    const [record] = await records(tokens.supplier!, { document: 'delivery_note', source: 'group', ids: [line.groupId] });
    const started = await api.ok(tokens.supplier!, 'POST', '/order/print/batch', { document: 'delivery_note', source: 'group', ids: [line.groupId], templateId: template.id, title: '送货单测试' });
    expect(started.records).toBe(1);
    const done = await until(() => server.call('GET', `/jobs/${started.jobId}`, { token: tokens.supplier! }).then((r) => r.body), (b: any) => ['completed', 'failed'].includes(b.result?.state));
    expect(done.result.state).toBe('completed');
    const file = await server.call('GET', `/sys/common/static/${done.result.file.path}`, { token: tokens.supplier! });
    const path = join(dir, 'note.pdf');
    writeFileSync(path, file.response.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain(record.orderNo);
    for (const item of record.items) {
      expect(text).toContain(item.name);
      expect(text).toMatch(new RegExp(`${item.name}[^\\n]*\\b${item.qty}\\b[^\\n]*${item.amount.replace('.', '\\.')}`));
    }
    expect(text).toContain(record.totalText);
  }, 120_000);
});

describe('ledgers', () => {
  it('the standing book filters by product, its totals row sums the filtered entries, the export has the same rows', async () => {
    const first = (await api.ok(tokens.buyer!, 'GET', '/order/standing-book', undefined, { pageSize: '1' })).records[0];
    const query = { baseProductId: first.baseProductId };
    const list = await api.ok(tokens.buyer!, 'GET', '/order/standing-book', undefined, { ...query, pageSize: '500' });
    expect(list.records.every((e: any) => e.baseProductId === first.baseProductId)).toBe(true);
    const totals = await api.ok(tokens.buyer!, 'GET', '/order/standing-book/totals', undefined, query);
    expect(totals.count).toBe(list.total);
    expect(Math.round(Number(totals.amount) * 100)).toBe(list.records.reduce((n: number, e: any) => n + Math.round(Number(e.amount) * 100), 0));
    const file = await server.call('GET', '/order/standing-book/export', { token: tokens.buyer!, query: { ...query, productName: first.productName } });
    const rows = await readWorkbook(file.response.rawPayload);
    expect(rows).toHaveLength(list.total + 1);
    expect(rows.at(-1)).toMatchObject({ 到货日期: '合计', 金额: String(Number(totals.amount)) });
  });

  it('a supplier\'s standing book export holds only its entries; the sub-ledger export has a totals row', async () => {
    const file = await server.call('GET', '/order/standing-book/export', { token: tokens.grain! });
    const rows = await readWorkbook(file.response.rawPayload);
    expect(rows.slice(0, -1).every((r) => r.供应商 === '禾丰粮油有限公司')).toBe(true);
    const canteen = (await api.ok(tokens.buyer!, 'GET', '/university/restaurants'))[0];
    const month = chinaDay(0).slice(0, 7);
    const ledger = await api.ok(tokens.buyer!, 'GET', '/order/goods-sub-ledger', undefined, { restaurantId: canteen.id, month });
    const sheet = await readWorkbook((await server.call('GET', '/order/goods-sub-ledger/export', { token: tokens.buyer!, query: { restaurantId: canteen.id, month } })).response.rawPayload);
    expect(sheet).toHaveLength(ledger.length + 1);
    expect(Number(sheet.at(-1)!.期末金额)).toBeCloseTo(ledger.reduce((n: number, r: any) => n + Number(r.closingAmount), 0), 2);
    const refused = await server.call('GET', '/order/goods-sub-ledger/export', { token: tokens.cook!, query: { restaurantId: canteen.id, month } });
    expect(refused.body).toMatchObject({ success: false });
  });
});
