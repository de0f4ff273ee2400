/**
 * The pay steps through the API: a contract year's fee record opened by the platform, the supplier's
 * payment proof rejected with a reason and handed in again, confirmed, the fee assessed from the standing
 * book and the balance settled; every refusal on the way (state, role, scope, stale version, a file not the
 * supplier's own) and who may read the proof back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, payStepRecords, serviceContracts } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { PDF_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { ordering } from '../../../../tests/server/ordering.ts';
import { demoParties, ledgerEntries } from '../../../../tests/server/tickets.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
let parties: Awaited<ReturnType<typeof demoParties>>;
const contracts: Record<'grain' | 'unsent' | 'undated', string> = { grain: '', unsent: '', undated: '' };

/** A PDF the user uploads as a payment proof; answers its path. */
async function uploadProof(token: string, filename = 'proof.pdf'): Promise<string> {
  const { payload, headers } = multipartBody({ bytes: PDF_BYTES, filename, contentType: 'application/pdf' }, { purpose: 'payment' });
  const response = await server.call('POST', '/sys/common/upload', { token, body: payload, headers });
  if (response.body?.success !== true) throw new Error(`upload: ${JSON.stringify(response.body)}`);
  return response.body.message as string;
}

const act = (who: string, path: string, body: Record<string, unknown>) => api.ok(tokens[who]!, 'POST', path, body);
const refuse = (who: string, path: string, body: unknown, status: number, message: RegExp) => api.refused(tokens[who]!, 'POST', path, body, status, message);

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  parties = await demoParties(server);
  const db = server.database.db;
  const contract = async (values: Partial<typeof serviceContracts.$inferInsert>) =>
    (await db.insert(serviceContracts).values({ supplierId: parties.grain, status: 1, ...values }).returning({ id: serviceContracts.id }))[0]!.id;
  contracts.grain = await contract({ beginDate: '2025-01-01', endDate: '2025-12-31' });
  contracts.unsent = await contract({ status: 0, beginDate: '2026-01-01', endDate: '2026-12-31' });
  contracts.undated = await contract({});
  // 禾丰's trade over 2025: 300,000 yuan less a 500 yuan return, and an entry on either side of the year
  await ledgerEntries(server, { supplierId: parties.grain, restaurantId: parties.first }, [['2025-01-01', '200000.00'], ['2025-12-31', '100500.00'], ['2025-06-01', '-500.00'], ['2024-12-31', '900000.00'], ['2026-01-01', '900000.00']]);
});
afterAll(() => server.close());

describe('a fee record', () => {
  let id = '';
  const path = (action: string) => `/supplier/pay-steps/${id}/${action}`;

  it('is opened by the platform for an initiated contract year, once, and by nobody else', async () => {
    await refuse('supplier', '/supplier/pay-steps', { contractId: contracts.grain }, 403, /Only platform staff open/);
    await refuse('buyer', '/supplier/pay-steps', { contractId: contracts.grain }, 403, /for suppliers and platform staff only/);
    await refuse('canteen', '/supplier/pay-steps', { contractId: contracts.grain }, 403, /for suppliers and platform staff only/);
    await refuse('admin', '/supplier/pay-steps', { contractId: contracts.unsent }, 200, /has not been initiated/);
    await refuse('admin', '/supplier/pay-steps', { contractId: contracts.undated }, 200, /no service period/);
    await refuse('admin', '/supplier/pay-steps', { contractId: 'nope' }, 200, /No service contract nope/);
    const opened = await act('admin', '/supplier/pay-steps', { contractId: contracts.grain });
    expect(opened).toMatchObject({ status: 'awaiting_proof', version: 1, prepayment: '5000.00', yearBegin: '2025-01-01', yearEnd: '2025-12-31', supplierName: '禾丰粮油有限公司', actions: [] });
    expect(opened.events.map((e: { action: string }) => e.action)).toEqual(['open']);
    id = opened.id;
    await refuse('admin', '/supplier/pay-steps', { contractId: contracts.grain }, 200, /already has a fee record/);
    const mine = await api.ok(tokens.grain!, 'GET', `/supplier/pay-steps/${id}`);
    expect(mine.actions).toEqual(['upload']);
  });

  it('takes the supplier\'s own proof, which only that supplier and platform staff read back', async () => {
    const proof = await uploadProof(tokens.grain!, '转账回单.pdf');
    const someoneElses = await uploadProof(tokens.supplier!);
    await refuse('admin', path('upload'), { version: 1, proofPath: proof }, 403, /may not "upload"/);
    await refuse('supplier', path('upload'), { version: 1, proofPath: someoneElses }, 200, /No such fee record within your scope/);
    await refuse('canteen', path('upload'), { version: 1, proofPath: proof }, 403, /for suppliers and platform staff only/);
    await refuse('grain', path('upload'), { version: 1, proofPath: someoneElses }, 200, /No such uploaded file of yours/);
    await refuse('grain', path('upload'), { version: 2, proofPath: proof }, 409, /version/i);
    const handed = await act('grain', path('upload'), { version: 1, proofPath: proof });
    expect(handed).toMatchObject({ status: 'proof_uploaded', version: 2, proofPath: proof, proofName: '转账回单.pdf', actions: [] });
    const [file] = await server.database.db.select().from(files).where(eq(files.path, proof));
    expect(file!.purpose).toBe('payment');
    const read = (who: string) => server.call('GET', `/sys/common/static/${proof}`, { token: tokens[who] });
    expect((await read('grain')).status).toBe(200);
    expect((await read('admin')).status).toBe(200);
    expect((await read('supplier')).status).toBe(403);
    expect((await read('buyer')).status).toBe(403);
    await refuse('grain', path('upload'), { version: 2, proofPath: proof }, 200, /"upload" is not possible/);
  });

  it('is sent back with a reason, handed in again and confirmed by the platform only', async () => {
    await refuse('grain', path('confirm'), { version: 2 }, 403, /may not "confirm"/);
    await refuse('admin', path('reject'), { version: 2, reason: ' ' }, 200, /reason for sending it back/);
    const rejected = await act('admin', path('reject'), { version: 2, reason: '金额不符' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '金额不符', version: 3, actions: [] });
    await refuse('admin', path('confirm'), { version: 3 }, 200, /"confirm" is not possible/);
    const again = await act('grain', path('upload'), { version: 3, proofPath: await uploadProof(tokens.grain!, '补交回单.pdf') });
    expect(again).toMatchObject({ status: 'proof_uploaded', rejectReason: null, proofName: '补交回单.pdf' });
    await refuse('admin', path('confirm'), { version: 3 }, 409, /version/i);
    const confirmed = await act('admin', path('confirm'), { version: 4 });
    expect(confirmed).toMatchObject({ status: 'prepaid', confirmedBy: 'admin', actions: ['assess'] });
  });

  it('is assessed from the supplier\'s trade over the contract year and its balance settled', async () => {
    await refuse('grain', path('assess'), { version: 5 }, 403, /may not "assess"/);
    await refuse('admin', path('settle'), { version: 5 }, 200, /"settle" is not possible/);
    const assessed = await act('admin', path('assess'), { version: 5 });
    expect(assessed).toMatchObject({ status: 'assessed', annualTrade: '300000.00', fee: '3000.00', refund: '2000.00', actions: ['settle'] });
    await refuse('grain', path('settle'), { version: 6 }, 403, /may not "settle"/);
    const settled = await act('admin', path('settle'), { version: 6 });
    expect(settled.status).toBe('settled');
    expect(settled.settledAt).not.toBeNull();
    expect(settled.events.map((e: { action: string }) => e.action)).toEqual(['open', 'upload', 'reject', 'upload', 'confirm', 'assess', 'settle']);
    await refuse('admin', path('assess'), { version: 7 }, 200, /"assess" is not possible/);
  });

  it('settles at once when the fee takes the whole prepayment (the demo record, 500,000 yuan and more)', async () => {
    const [demo] = await server.database.db.select().from(payStepRecords).where(eq(payStepRecords.supplierId, parties.fresh));
    expect(demo).toMatchObject({ status: 'prepaid', prepayment: '5000.00' });
    await ledgerEntries(server, { supplierId: parties.fresh, restaurantId: parties.second }, [[demo!.yearBegin, '500000.00']]);
    const settled = await act('admin', `/supplier/pay-steps/${demo!.id}/assess`, { version: demo!.version });
    expect(Number(settled.annualTrade)).toBeGreaterThanOrEqual(500_000);
    expect(settled).toMatchObject({ status: 'settled', fee: '5000.00', refund: '0.00' });
  });
});

describe('the fee record list', () => {
  it('holds a supplier\'s own records, the platform\'s all, and refuses procurement and canteens everywhere', async () => {
    const ids = async (who: string, query: Record<string, string> = {}) =>
      (await api.ok(tokens[who]!, 'GET', '/supplier/pay-steps', undefined, query)).records.map((r: { supplierName: string }) => r.supplierName).sort();
    expect(await ids('admin')).toEqual(['禾丰粮油有限公司', '鲜丰食材有限公司']);
    expect(await ids('grain')).toEqual(['禾丰粮油有限公司']);
    expect(await ids('supplier')).toEqual(['鲜丰食材有限公司']);
    expect(await ids('admin', { supplierId: parties.grain })).toEqual(['禾丰粮油有限公司']);
    expect(await ids('admin', { year: '2025' })).toEqual(['禾丰粮油有限公司']);
    expect(await ids('admin', { status: 'prepaid' })).toEqual([]);
    expect(await ids('grain', { supplierId: parties.fresh })).toEqual([]);
    await api.refused(tokens.admin!, 'GET', '/supplier/pay-steps?column=nope', undefined, 200, /nope/);
    const [grainRecord] = await server.database.db.select().from(payStepRecords).where(eq(payStepRecords.supplierId, parties.grain));
    await api.refused(tokens.supplier!, 'GET', `/supplier/pay-steps/${grainRecord!.id}`, undefined, 200, /No such fee record within your scope/);
    for (const who of ['buyer', 'canteen']) {
      await api.refused(tokens[who]!, 'GET', '/supplier/pay-steps', undefined, 403, /for suppliers and platform staff only/);
      await api.refused(tokens[who]!, 'GET', '/supplier/pay-steps/export', undefined, 403, /for suppliers and platform staff only/);
      await api.refused(tokens[who]!, 'GET', `/supplier/pay-steps/${grainRecord!.id}`, undefined, 403, /for suppliers and platform staff only/);
      for (const action of ['upload', 'confirm', 'reject', 'assess', 'settle']) {
        await refuse(who, `/supplier/pay-steps/${grainRecord!.id}/${action}`, { version: 1, reason: 'x', proofPath: 'x' }, 403, /for suppliers and platform staff only/);
      }
    }
  });

  it('exports what the filters keep, in the caller\'s language', async () => {
    const response = await server.call('GET', '/supplier/pay-steps/export', { token: tokens.grain, query: { year: '2025' }, headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows).toEqual([expect.objectContaining({ Supplier: '禾丰粮油有限公司', Status: 'Settled', 'Annual trade': '300000', Fee: '3000', Refund: '2000' })]);
  });
});
