/**
 * Settlement through the API: a statement from the standing book, its confirmation by both sides (and a
 * dispute with its revision), the invoice request, an invoice flagged as mismatching and rejected, a
 * matching one verified and settled, an override; every refusal on the way (state, role, scope, stale
 * version, mismatch) and the trail rows each move writes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, statements, supplierTickets } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, ordering } from '../../../../tests/server/ordering.ts';
import { demoParties, ledgerEntries, uploadScan } from '../../../../tests/server/tickets.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let parties: Awaited<ReturnType<typeof demoParties>>;
let otherCanteen: string;

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  otherCanteen = (await addSecondSchool(server, tokens)).id;
  parties = await demoParties(server);
  // March 2025: two deliveries and a return; one entry on 1 April, outside the month
  await ledgerEntries(server, { supplierId: parties.fresh, restaurantId: parties.first }, [['2025-03-03', '100.00'], ['2025-03-20', '250.50'], ['2025-03-25', '-30.00'], ['2025-04-01', '99.00']]);
  await ledgerEntries(server, { supplierId: parties.grain, restaurantId: parties.first }, [['2025-05-06', '1000.00']]);
  await ledgerEntries(server, { supplierId: parties.fresh, restaurantId: parties.second }, [['2025-06-06', '80.00']]);
});
afterAll(() => server.close());

const march = () => ({ supplierId: parties.fresh, restaurantId: parties.first, month: '2025-03', adjustment: '5.00', adjustmentNote: '运费' });
const act = (who: string, path: string, body: Record<string, unknown>) => api.ok(tokens[who]!, 'POST', path, body);

describe('statements', () => {
  it('are made from the standing book and refused for a stated period, the wrong role, scope or an empty period', async () => {
    const made = await act('buyer', '/ticket/statements', march());
    expect(made).toMatchObject({ status: 'draft', version: 1, periodFrom: '2025-03-01', periodTo: '2025-03-31', receivedAmount: '350.50', returnAmount: '-30.00', adjustment: '5.00', total: '325.50', entryCount: 3, actions: ['dispute'] });
    expect(made.statementNo).toMatch(/^DZ\d{16}$/);
    expect(made.events.map((e: { action: string }) => e.action)).toEqual(['make']);
    // the same month again, an overlapping period, and the other side of it
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', march(), 200, new RegExp(`already has statement ${made.statementNo}`));
    await api.refused(tokens.canteen!, 'POST', '/ticket/statements', { ...march(), month: undefined, periodFrom: '2025-03-31', periodTo: '2025-04-02' }, 200, /a period is stated once/);
    await api.refused(tokens.supplier!, 'POST', '/ticket/statements', march(), 403, /Your role may not/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', { ...march(), restaurantId: otherCanteen }, 200, /No such canteen within your scope/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', { ...march(), month: '2024-01' }, 200, /no entries of this supplier/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', { ...march(), month: undefined }, 200, /choose a month/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', { ...march(), month: undefined, periodFrom: '2025-03-10', periodTo: '2025-03-01' }, 200, /Invalid period/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements', { ...march(), month: '2025-13' }, 400, /month/);
    // the entries it covers are the ledger's, read back by page
    const entries = await api.ok(tokens.supplier!, 'GET', `/ticket/statements/${made.id}/entries`, undefined, { pageSize: '2' });
    expect(entries.total).toBe(3);
    expect(entries.records.map((e: { amount: string }) => e.amount)).toEqual(['100.00', '250.50']);
  });

  it('are confirmed by the supplier, disputed with a reason, revised and confirmed by both sides', async () => {
    const [row] = await server.database.db.select().from(statements).where(and(eq(statements.supplierId, parties.fresh), eq(statements.periodFrom, '2025-03-01')));
    const path = (action: string) => `/ticket/statements/${row!.id}/${action}`;
    await api.refused(tokens.buyer!, 'POST', path('confirm'), { version: 1 }, 200, /"confirm" is not possible/);
    await api.refused(tokens.grain!, 'POST', path('supplier-confirm'), { version: 1 }, 200, /No such statement within your scope/);
    await api.refused(tokens.buyer!, 'POST', path('supplier-confirm'), { version: 1 }, 403, /may not take "supplierConfirm"|supplierConfirm/);
    await api.refused(tokens.supplier!, 'POST', path('supplier-confirm'), { version: 7 }, 409, /version 1/);
    const supplierConfirmed = await act('supplier', path('supplier-confirm'), { version: 1 });
    expect(supplierConfirmed).toMatchObject({ status: 'supplier_confirmed', version: 2, supplierConfirmedBy: 'supplier', actions: [] });
    await api.refused(tokens.buyer!, 'POST', path('dispute'), { version: 2 }, 200, /give a reason/);
    const disputed = await act('buyer', path('dispute'), { version: 2, reason: '运费不应计入' });
    expect(disputed).toMatchObject({ status: 'disputed', disputeReason: '运费不应计入', supplierConfirmedBy: null });
    await api.refused(tokens.supplier!, 'POST', path('revise'), { version: 3 }, 403, /revise/);
    const revised = await act('buyer', path('revise'), { version: 3, adjustment: '0', adjustmentNote: '去掉运费' });
    expect(revised).toMatchObject({ status: 'draft', total: '320.50', adjustment: '0.00', adjustmentNote: '去掉运费' });
    await act('supplier', path('supplier-confirm'), { version: 4 });
    const confirmed = await act('canteen', path('confirm'), { version: 5 });
    expect(confirmed).toMatchObject({ status: 'confirmed', buyerConfirmedBy: 'canteen', mayRequest: true });
    expect(confirmed.events.map((e: { action: string }) => e.action)).toEqual(['make', 'supplierConfirm', 'dispute', 'revise', 'supplierConfirm', 'confirm']);
    // a dispute after both confirmed is no longer possible
    await api.refused(tokens.supplier!, 'POST', path('dispute'), { version: 6, reason: 'x' }, 200, /"dispute" is not possible/);
  });
});

describe('invoices', () => {
  let statementId: string;
  let requestId: string;

  it('are requested for a confirmed statement only, by the buyer, once', async () => {
    const [row] = await server.database.db.select().from(statements).where(and(eq(statements.supplierId, parties.fresh), eq(statements.periodFrom, '2025-03-01')));
    statementId = row!.id;
    const body = { statementId, title: '第一中学', taxId: '91330100MA2XXXX01X', taxRate: '9' };
    await api.refused(tokens.supplier!, 'POST', '/ticket/requests', body, 403, /Your role may not/);
    await api.refused(tokens.buyer!, 'POST', '/ticket/requests', { ...body, taxId: 'abc' }, 200, /tax id must be/);
    const draft = await act('buyer', '/ticket/statements', { supplierId: parties.grain, restaurantId: parties.first, month: '2025-05' });
    await api.refused(tokens.buyer!, 'POST', '/ticket/requests', { ...body, statementId: draft.id }, 200, /once both sides confirmed/);
    const asked = await act('canteen', '/ticket/requests', body);
    expect(asked).toMatchObject({ status: 'requested', amount: '320.50', taxRate: '9', statementNo: row!.statementNo, actions: ['cancel'] });
    requestId = asked.id;
    await api.refused(tokens.buyer!, 'POST', '/ticket/requests', body, 200, new RegExp(`already has invoice request ${asked.requestNo}`));
    expect((await api.ok(tokens.supplier!, 'GET', '/ticket/requests', undefined, { statementId })).records[0]).toMatchObject({ id: requestId, actions: ['upload'] });
  });

  it('are checked on upload: a mismatch is flagged, refused without an override and sent back', async () => {
    const scan = await uploadScan(server, tokens.supplier!);
    const invoice = { requestId, invoiceNo: '04400000001', invoiceDate: '2025-04-03', amount: '302.50', taxAmount: '20.00', scan };
    await api.refused(tokens.buyer!, 'POST', '/ticket/tickets', invoice, 403, /Your role may not/);
    await api.refused(tokens.grain!, 'POST', '/ticket/tickets', invoice, 200, /No such invoice request/);
    await api.refused(tokens.supplier!, 'POST', '/ticket/tickets', { ...invoice, scan: await uploadScan(server, tokens.grain!) }, 200, /not uploaded by you/);
    const flagged = await act('supplier', '/ticket/tickets', invoice);
    // 320.50 at 9 %: tax 26.46
    expect(flagged).toMatchObject({ status: 'uploaded', mismatch: true, expectedAmount: '320.50', actions: [] });
    // stored as catalogue codes with their numbers, not as sentences of one language
    const stored = [{ code: 'TICKET_AMOUNT_MISMATCH', params: { expected: '320.50', got: '302.50' } }, { code: 'TICKET_TAX_MISMATCH', params: { expected: '26.46', got: '20.00' } }];
    expect(flagged.mismatchReasons).toEqual(stored);
    const [row] = await server.database.db.select({ reasons: supplierTickets.mismatchReasons }).from(supplierTickets).where(eq(supplierTickets.id, flagged.id));
    expect(row!.reasons).toEqual(stored);
    // the export words them in the caller's language
    const exported = async (language: string) =>
      readWorkbook((await server.call('GET', '/ticket/tickets/export', { token: tokens.buyer!, query: { mismatch: '1' }, headers: { 'accept-language': language } })).response.rawPayload);
    const english = await exported('en-US');
    expect(english.find((r) => r['Invoice no.'] === '04400000001')?.['Mismatch reason']).toBe('Invoice amount should be 320.50, is 302.50; Tax should be 26.46, is 20.00');
    const chinese = await exported('zh-CN');
    expect(chinese.find((r) => r['发票号'] === '04400000001')?.['不符原因']).toBe('发票金额应为 320.50，实为 302.50；税额应为 26.46，实为 20.00');
    await api.refused(tokens.supplier!, 'POST', '/ticket/tickets', { ...invoice, invoiceNo: '04400000009' }, 200, /"upload" is not possible/);
    const path = (action: string) => `/ticket/tickets/${flagged.id}/${action}`;
    await api.refused(tokens.buyer!, 'POST', path('verify'), { version: 1 }, 200, /needs an override reason/);
    await api.refused(tokens.canteen!, 'POST', path('verify'), { version: 1 }, 403, /verify/);
    await api.refused(tokens.supplier!, 'POST', path('verify'), { version: 1 }, 403, /verify/);
    await api.refused(tokens.buyer!, 'POST', path('reject'), { version: 1 }, 200, /give a reason/);
    await api.refused(tokens.buyer!, 'POST', path('reject'), { version: 2, reason: '金额不符' }, 409, /version 1/);
    expect(await act('buyer', path('reject'), { version: 1, reason: '金额不符' })).toMatchObject({ status: 'rejected', rejectReason: '金额不符' });
    expect((await api.ok(tokens.supplier!, 'GET', '/ticket/requests', undefined, { statementId })).records[0]).toMatchObject({ status: 'rejected', actions: ['upload'] });
    expect((await api.ok(tokens.buyer!, 'GET', '/ticket/tickets', undefined, { mismatch: '1' })).records.map((t: { id: string }) => t.id)).toContain(flagged.id);
  });

  it('a matching invoice is verified (the statement invoiced) and settled (the statement settled)', async () => {
    const scan = await uploadScan(server, tokens.supplier!);
    const matching = await act('supplier', '/ticket/tickets', { requestId, invoiceNo: '04400000002', invoiceDate: '2025-04-05', amount: '320.50', taxAmount: '26.46', scan });
    expect(matching).toMatchObject({ mismatch: false, mismatchReasons: [], actions: [] });
    await api.refused(tokens.supplier!, 'POST', '/ticket/tickets', { requestId, invoiceNo: '04400000002', invoiceDate: '2025-04-05', amount: '320.50', taxAmount: '26.46', scan }, 200, /was uploaded before|not possible/);
    const path = (action: string) => `/ticket/tickets/${matching.id}/${action}`;
    await api.refused(tokens.buyer!, 'POST', path('settle'), { version: 1 }, 200, /"settle" is not possible/);
    expect(await act('buyer', path('verify'), { version: 1 })).toMatchObject({ status: 'verified', overrideReason: null, actions: ['settle'] });
    expect(await api.ok(tokens.supplier!, 'GET', `/ticket/statements/${statementId}`)).toMatchObject({ status: 'invoiced' });
    const settled = await act('buyer', path('settle'), { version: 2 });
    expect(settled).toMatchObject({ status: 'settled', actions: [] });
    expect(settled.settledAt).not.toBeNull();
    const statement = await api.ok(tokens.canteen!, 'GET', `/ticket/statements/${statementId}`);
    expect(statement).toMatchObject({ status: 'settled', actions: [], mayRequest: false });
    expect(statement.events.map((e: { action: string }) => e.action).slice(-2)).toEqual(['invoice', 'settle']);
    expect((await api.ok(tokens.canteen!, 'GET', '/ticket/requests', undefined, { statementId })).records[0]).toMatchObject({ status: 'settled', actions: [] });
    // each move wrote its trail row: upload, verify, settle on the invoice
    const trail = await server.database.db.select().from(orderEvents).where(eq(orderEvents.entityId, matching.id));
    expect(trail.map((e) => e.action).sort()).toEqual(['settle', 'upload', 'verify']);
  });

  it('a mismatching invoice passes only with an override reason, which is kept', async () => {
    const [may] = (await api.ok(tokens.buyer!, 'GET', '/ticket/statements', undefined, { supplierId: parties.grain, periodFrom: '2025-05-01', periodTo: '2025-05-31' })).records;
    await act('grain', `/ticket/statements/${may.id}/supplier-confirm`, { version: 1 });
    await act('buyer', `/ticket/statements/${may.id}/confirm`, { version: 2 });
    const asked = await act('buyer', '/ticket/requests', { statementId: may.id, title: '第一中学', taxId: '91330100MA2XXXX01X', taxRate: '13' });
    const flagged = await act('grain', '/ticket/tickets', { requestId: asked.id, invoiceNo: '05500000001', invoiceDate: '2025-06-01', amount: '1000.00', taxAmount: '100.00', scan: await uploadScan(server, tokens.grain!) });
    expect(flagged).toMatchObject({ mismatch: true, mismatchReasons: [{ code: 'TICKET_TAX_MISMATCH', params: { expected: '115.04', got: '100.00' } }] });
    expect(await act('admin', `/ticket/tickets/${flagged.id}/verify`, { version: 1, reason: '税率按旧规定' })).toMatchObject({ status: 'verified', overrideReason: '税率按旧规定' });
    // the reconciliation report shows both statements beside their invoices
    const report = await api.ok(tokens.buyer!, 'GET', '/ticket/reconciliation', undefined, { periodFrom: '2025-01-01', periodTo: '2025-12-31' });
    expect(report.rows.map((r: { statementNo: string; difference: string; mismatch: boolean }) => [r.difference, r.mismatch])).toEqual([['0.00', false], ['0.00', true]]);
    expect(report).toMatchObject({ statementTotal: '1320.50', invoiceTotal: '1320.50', difference: '0.00', mismatches: 1 });
  });

  it('a request the supplier has not answered may be cancelled by the buyer, and asked again', async () => {
    const june = await act('buyer', '/ticket/statements', { supplierId: parties.fresh, restaurantId: parties.second, month: '2025-06' });
    await act('supplier', `/ticket/statements/${june.id}/supplier-confirm`, { version: 1 });
    await act('buyer', `/ticket/statements/${june.id}/confirm`, { version: 2 });
    const asked = await act('buyer', '/ticket/requests', { statementId: june.id, title: '第一中学', taxId: '91330100MA2XXXX01X', taxRate: '0' });
    await api.refused(tokens.supplier!, 'POST', `/ticket/requests/${asked.id}/cancel`, { version: 1 }, 403, /cancel/);
    expect(await act('canteen', `/ticket/requests/${asked.id}/cancel`, { version: 1 })).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await act('buyer', '/ticket/requests', { statementId: june.id, title: '第一中学', taxId: '91330100MA2XXXX01X', taxRate: '0' })).toMatchObject({ status: 'requested', amount: '80.00' });
  });
});

describe('printing and export', () => {
  it('a statement prints as the statement template\'s record; the lists export', async () => {
    const [row] = await server.database.db.select().from(statements).where(and(eq(statements.supplierId, parties.fresh), eq(statements.periodFrom, '2025-03-01')));
    const record = await api.ok(tokens.supplier!, 'GET', `/ticket/statements/${row!.id}/record`);
    expect(record).toMatchObject({ orderNo: row!.statementNo, periodFrom: '2025-03-01', total: 320.5, totalText: '¥320.50', itemCount: 3, supplier: '鲜丰食材有限公司' });
    expect(record.items.map((i: { amount: string }) => i.amount)).toEqual(['100.00', '250.50', '-30.00']);
    const templates = await api.ok(tokens.buyer!, 'GET', '/ticket/print/templates', undefined, { document: 'statement' });
    expect(templates.length).toBeGreaterThan(0);
    const job = await act('buyer', '/ticket/statements/print', { ids: [row!.id], templateId: templates[0].id });
    expect(job).toMatchObject({ records: 1 });
    const wrong = await api.ok(tokens.buyer!, 'GET', '/ticket/print/templates', undefined, { document: 'reconciliation' });
    expect(wrong.length).toBeGreaterThan(0);
    await api.refused(tokens.buyer!, 'POST', '/ticket/statements/print', { ids: [row!.id], templateId: wrong[0].id }, 200, /is not a/);
    for (const path of ['/ticket/statements/export', '/ticket/requests/export', '/ticket/tickets/export']) {
      const response = await server.call('GET', path, { token: tokens.buyer });
      expect(response.status, path).toBe(200);
      expect(response.response.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
