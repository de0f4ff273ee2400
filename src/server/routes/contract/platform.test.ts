/**
 * The platform's side of the service contract (issue 19): opening a contract for a supplier, the whole walk to
 * effective with the platform's own attachment, renewal, expiry in the list, the Excel export, every refusal,
 * and a sweep of every demo role over the list, detail, export and actions.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, serviceYearEnd } from '../../../contract/domain/serviceContract.ts';
import { technicalServiceFee } from '../../../contract/domain/serviceFee.ts';
import { auditLog, serviceContracts, supplierProfiles, suppliers } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSupplier, seededContractId, uploadPdf } from '../../../../tests/server/contractSetup.ts';
import { ordering } from '../../../../tests/server/ordering.ts';
import { demoParties, ledgerEntries } from '../../../../tests/server/tickets.ts';
import { businessDay } from './dates.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const USERS = ['admin', 'buyer', 'canteen', 'supplier', 'grain'] as const;
let grainId: string;
let freshId: string;
const today = businessDay();

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of USERS) tokens[name] = await server.login(name);
  const [grain] = await server.database.db.select().from(suppliers).where(eq(suppliers.name, '禾丰粮油有限公司'));
  grainId = grain.id;
  freshId = await seededContractId(server);
});
afterAll(() => server.close());

const move = (token: string, id: string, status: number) =>
  server.call('POST', '/supplier/serviceContract/updateStatus', { token, query: { id, status: String(status) }, headers: { 'accept-language': 'en' } });
const list = (token: string, query: Record<string, string> = {}) => api.ok(token, 'GET', '/supplier/serviceContract/list', undefined, { pageSize: '500', ...query });

describe('a contract from the platform to effective', () => {
  let contractId: string;

  it('the platform opens a contract for 禾丰: not initiated, the fee from its annual trade', async () => {
    const created = await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: grainId, annualTrade: 200000 });
    expect(created).toMatchObject({ supplierId: grainId, supplierName: '禾丰粮油有限公司', status: 0, annualTrade: 200000, totalAmount: 3000, beginDate: null, previousId: null, expired: false, renewable: false });
    contractId = created.id;
    const [row] = await server.database.db.select().from(auditLog).where(eq(auditLog.target, contractId));
    expect(row).toMatchObject({ action: 'contract_add', username: 'admin' });
  });

  it('refuses a second contract while one is under way, an unknown or unapproved supplier and a half period', async () => {
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: grainId }, 200, /already has a service contract under way \(未发起\)/);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: 'nope' }, 200, /No supplier nope/);
    const db = server.database.db;
    const [pending] = await db.insert(suppliers).values({ name: '待审食品公司' }).returning();
    await db.insert(supplierProfiles).values({ supplierId: pending.id, auditStatus: 'pending' });
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: pending.id }, 200, /has not passed the registration audit/);
    const [plain] = await db.insert(suppliers).values({ name: '平台录入公司' }).returning();
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: plain.id, beginDate: '2026-01-01' }, 200, /needs both a start and an end day/);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: plain.id, beginDate: '2026-01-01', endDate: '2025-12-31' }, 200, /the end not before the start/);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: plain.id, beginDate: '1 May' , endDate: '2026-12-31' }, 400, /beginDate/);
    // a supplier the platform entered itself (no registration) counts as approved
    expect((await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/add', { supplierId: plain.id, beginDate: '2026-01-01', endDate: '2026-12-31' })).status).toBe(0);
  });

  it('the platform attaches its own files only after initiation and before the contract takes effect', async () => {
    const file = await uploadPdf(server, tokens.admin, '平台盖章页.pdf');
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/att/platform', { contractId, filePath: file }, 200, /"未发起"; the platform attaches files after initiation/);
    expect((await move(tokens.admin, contractId, 1)).body.result).toMatchObject({ status: 1, totalAmount: 3000 });
    // the supplier signs through its own flow
    const scan = await uploadPdf(server, tokens.grain, '盖章合同.pdf');
    await api.ok(tokens.grain, 'POST', '/supplier/serviceContract/att/upload', { contractId, attType: 2, filePath: scan });
    expect((await move(tokens.grain, contractId, 3)).body.result.status).toBe(3);
    // someone else's file, or a supplier attaching as the platform, is refused
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/att/platform', { contractId, filePath: scan }, 200, /No such uploaded file/);
    await api.refused(tokens.grain, 'POST', '/supplier/serviceContract/att/platform', { contractId, filePath: scan }, 403, /Only the platform/);
    expect((await move(tokens.admin, contractId, 9)).body.result.status).toBe(9);
    const attachments = await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/att/platform', { contractId, fileName: '平台盖章页.pdf', filePath: file });
    expect(attachments.map((a: { attType: number }) => a.attType).sort()).toEqual([2, 3]);
    // the same file twice attaches once
    expect(await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/att/platform', { contractId, filePath: file })).toHaveLength(2);
    expect((await move(tokens.admin, contractId, 12)).body.result.status).toBe(12);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/att/platform', { contractId, filePath: file }, 200, /"已生效"/);
    const detail = await api.ok(tokens.grain, 'GET', `/supplier/serviceContract/detail/${contractId}`);
    expect(detail).toMatchObject({ status: 12, expired: false, renewable: false, beginDate: today, endDate: serviceYearEnd(today) });
    expect(detail.contractAttachments).toHaveLength(2);
  });

  it('a contract a year from its end cannot be renewed yet; one not effective cannot at all', async () => {
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: contractId }, 200, /within 60 days of its end/);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: freshId }, 200, /Only an effective contract can be renewed \(this one is "待供应商签署"\)/);
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: 'missing' }, 200, /No such service contract/);
  });
});

describe('renewal and expiry', () => {
  let ending: Awaited<ReturnType<typeof addSupplier>>;
  let lapsed: Awaited<ReturnType<typeof addSupplier>>;

  beforeAll(async () => {
    ending = await addSupplier(server, 'ending', { status: 12, beginDate: addDays(today, -340), endDate: addDays(today, 25), annualTrade: '700000.00', totalAmount: '5000.00' });
    lapsed = await addSupplier(server, 'lapsed', { status: 12, beginDate: addDays(today, -400), endDate: addDays(today, -1), annualTrade: '50000.00', totalAmount: '0.00' });
  });

  it('the list reads expiry from the dates: expiring within the window, expired once the end day passed', async () => {
    const expiring = await list(tokens.admin, { expiry: 'expiring' });
    expect(expiring.records.map((r: { id: string }) => r.id)).toContain(ending.contractId);
    expect(expiring.records.map((r: { id: string }) => r.id)).not.toContain(lapsed.contractId);
    expect(expiring.records.every((r: { status: number; expired: boolean }) => r.status === 12 && !r.expired)).toBe(true);
    const expired = await list(tokens.admin, { expiry: 'expired' });
    expect(expired.records.map((r: { id: string }) => r.id)).toEqual([lapsed.contractId]);
    expect(expired.records[0]).toMatchObject({ expired: true, renewable: true });
    await api.refused(tokens.admin, 'GET', '/supplier/serviceContract/list?expiry=soon', undefined, 400, /expiry/);
  });

  it('renewing makes the next service year, not initiated, continuing the old contract without a gap', async () => {
    const renewal = await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: ending.contractId });
    const begin = addDays(today, 26);
    expect(renewal).toMatchObject({ supplierId: ending.supplierId, status: 0, previousId: ending.contractId, beginDate: begin, endDate: serviceYearEnd(begin), annualTrade: 700000, totalAmount: 5000 });
    const old = await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${ending.contractId}`);
    expect(old).toMatchObject({ status: 12, renewable: false });
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: ending.contractId }, 200, /already been renewed/);
    // the renewal then walks the same machine
    expect((await move(tokens.admin, renewal.id, 1)).body.result.status).toBe(1);
    expect((await move(tokens.admin, renewal.id, 3)).status).toBe(403);
  });

  it("the detail reads the contract year's trade from the standing book and the fee it comes to; the entered figure stays an estimate", async () => {
    const { first } = await demoParties(server);
    const begin = addDays(today, -340);
    // inside the year so far: 120,000 less a 500 yuan return; the day before it and tomorrow are not
    await ledgerEntries(server, { supplierId: ending.supplierId, restaurantId: first }, [[addDays(begin, -1), '900000.00'], [begin, '120000.00'], [today, '-500.00'], [addDays(today, 1), '900000.00']]);
    const detail = await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${ending.contractId}`);
    expect(detail).toMatchObject({ annualTrade: 700000, totalAmount: 5000, ledgerTrade: 119500, ledgerFee: technicalServiceFee(119500) });
    expect(detail.ledgerFee).toBe(3000);
    expect((await api.ok(ending.token, 'GET', `/supplier/serviceContract/detail/${ending.contractId}`)).ledgerTrade).toBe(119500);
    // the renewal has not begun: nothing to read yet; the list carries no ledger figures
    const renewal = (await list(tokens.admin, { supplierId: ending.supplierId })).records.find((r: { previousId: string | null }) => r.previousId);
    expect(renewal.ledgerTrade).toBeUndefined();
    expect(await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${renewal.id}`)).toMatchObject({ ledgerTrade: null, ledgerFee: null, annualTrade: 700000 });
  });

  it("counts the contract's days as the business day in China, the standing book's, whatever the server's time zone", async () => {
    // 04:00 in China is 20:00 of the day before in UTC: a server counting its own day stopped the year so far at
    // yesterday, leaving out today's 500 yuan return, and opened a contract initiated now on yesterday
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${today}T04:00:00+08:00`) });
    try {
      expect((await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${ending.contractId}`)).ledgerTrade).toBe(119500);
      const early = await addSupplier(server, 'early', { status: 0, annualTrade: '150000.00' });
      expect((await move(tokens.admin, early.contractId, 1)).body.result).toMatchObject({ beginDate: today, endDate: serviceYearEnd(today) });
    } finally {
      vi.useRealTimers();
    }
  });

  // the shell's gate blocks only while inForceUntil is null (contractRule.test.ts)
  it("the supplier's gate: the newest contract (the renewal to sign) with the old one in force does not block", async () => {
    const gate = () => api.ok(ending.token, 'GET', '/supplier/serviceContract/contractValidAndNotify');
    const check = await gate();
    expect(check.contract).toMatchObject({ previousId: ending.contractId, status: 1 });
    // the old contract ends in 25 days: in force today, and the banner warns of its end
    expect(check).toMatchObject({ isOpen: true, inForceUntil: addDays(today, 25), notify: 1 });
    // the old contract no longer in force: the renewal blocks until signed
    await server.database.db.update(serviceContracts).set({ endDate: addDays(today, -1) }).where(eq(serviceContracts.id, ending.contractId));
    const lapsedCheck = await gate();
    expect(lapsedCheck).toMatchObject({ inForceUntil: null, notify: 0 });
    await server.database.db.update(serviceContracts).set({ endDate: addDays(today, 25) }).where(eq(serviceContracts.id, ending.contractId));
    // a supplier whose only contract is in force passes; others are not suppliers
    expect(await api.ok(tokens.buyer, 'GET', '/supplier/serviceContract/contractValidAndNotify')).toMatchObject({ contract: null, inForceUntil: null });
  });

  it('the gate warns of the end no more once a renewal in effect carries the contract in force on', async () => {
    const renewed = await addSupplier(server, 'renewed', { status: 12, beginDate: addDays(today, -340), endDate: addDays(today, 20), annualTrade: '150000.00' });
    const gate = () => api.ok(renewed.token, 'GET', '/supplier/serviceContract/contractValidAndNotify');
    expect(await gate()).toMatchObject({ inForceUntil: addDays(today, 20), notify: 1 });
    // its renewal signed and put into effect ahead of time: the next service year follows without a gap
    const begin = addDays(today, 21);
    const [next] = await server.database.db
      .insert(serviceContracts)
      .values({ supplierId: renewed.supplierId, status: 12, beginDate: begin, endDate: serviceYearEnd(begin), previousId: renewed.contractId })
      .returning();
    expect(await gate()).toMatchObject({ contract: { id: next!.id, status: 12 }, inForceUntil: addDays(today, 20), notify: 0 });
    // a day's gap between them: the supplier is warned again
    await server.database.db.update(serviceContracts).set({ beginDate: addDays(today, 22) }).where(eq(serviceContracts.id, next!.id));
    expect(await gate()).toMatchObject({ inForceUntil: addDays(today, 20), notify: 1 });
  });

  it('a lapsed contract renews from today', async () => {
    const renewal = await api.ok(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: lapsed.contractId });
    expect(renewal).toMatchObject({ beginDate: today, endDate: serviceYearEnd(today), totalAmount: 0, previousId: lapsed.contractId });
    const [row] = await server.database.db.select().from(serviceContracts).where(eq(serviceContracts.id, renewal.id));
    expect(row.createdBy).toBe('admin');
  });

  it('an old contract is not offered for renewal once a later one carries the service on or another is under way', async () => {
    // a lapsed contract beside a later effective one the platform opened itself (not as its renewal)
    const twice = await addSupplier(server, 'twice', { status: 12, beginDate: addDays(today, -500), endDate: addDays(today, -130), annualTrade: '10000.00' });
    const [later] = await server.database.db.insert(serviceContracts)
      .values({ supplierId: twice.supplierId, status: 12, beginDate: addDays(today, -129), endDate: addDays(today, 236), annualTrade: '10000.00' }).returning();
    const mine = await list(tokens.admin, { supplierId: twice.supplierId });
    const flags = Object.fromEntries(mine.records.map((r: { id: string; renewable: boolean }) => [r.id, r.renewable]));
    expect(flags).toEqual({ [twice.contractId]: false, [later.id]: false });
    expect(await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${twice.contractId}`)).toMatchObject({ expired: true, renewable: false });
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: twice.contractId }, 200, new RegExp(`effective contract ending later \\(${addDays(today, 236)}\\)`));
    // another supplier's lapsed contract while a new contract for it is under way (opened, not yet effective)
    const pending = await addSupplier(server, 'pending', { status: 12, beginDate: addDays(today, -400), endDate: addDays(today, -3), annualTrade: '10000.00' });
    await server.database.db.insert(serviceContracts).values({ supplierId: pending.supplierId, status: 1, beginDate: today, endDate: serviceYearEnd(today) });
    expect(await api.ok(tokens.admin, 'GET', `/supplier/serviceContract/detail/${pending.contractId}`)).toMatchObject({ expired: true, renewable: false });
    await api.refused(tokens.admin, 'POST', '/supplier/serviceContract/renew', { id: pending.contractId }, 200, /already has a service contract under way/);
    // the lists the later cases read hold none of these
    await server.database.db.delete(serviceContracts).where(inArray(serviceContracts.supplierId, [twice.supplierId, pending.supplierId]));
  });

  it('the list filters by status, supplier and name and sorts by end day', async () => {
    const bySupplier = await list(tokens.admin, { supplierId: ending.supplierId });
    expect(bySupplier.records.map((r: { previousId: string | null }) => r.previousId)).toEqual([ending.contractId, null]);
    const byEnd = await list(tokens.admin, { status: '12', column: 'endDate', order: 'asc' });
    const ends = byEnd.records.map((r: { endDate: string }) => r.endDate);
    expect(ends).toEqual([...ends].sort());
    expect(byEnd.records.every((r: { status: number }) => r.status === 12)).toBe(true);
    await api.refused(tokens.admin, 'GET', '/supplier/serviceContract/list?column=secret', undefined, 200, /secret/);
    expect((await list(tokens.admin, { supplierName: 'lapsed' })).total).toBe(2);
  });

  it('exports the filtered list as Excel, headed in the caller language', async () => {
    const zh = await server.call('GET', '/supplier/serviceContract/export', { token: tokens.admin, query: { expiry: 'expired' } });
    expect(zh.response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(zh.response.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ 供应商: 'lapsed食材公司', 状态: '已生效', 已过期: '是', 结束日期: addDays(today, -1) });
    const en = await server.call('GET', '/supplier/serviceContract/export', { token: tokens.admin, query: { supplierId: ending.supplierId }, headers: { 'accept-language': 'en' } });
    const enRows = await readWorkbook(en.response.rawPayload);
    expect(enRows.map((r) => r.Status).sort()).toEqual(['Awaiting supplier', 'Effective']);
  });
});

describe('every demo role over the contract calls', () => {
  it('the platform reads all; a supplier only its own; procurement and canteens nothing', async () => {
    const all = await server.database.db.select({ id: serviceContracts.id, supplierId: serviceContracts.supplierId }).from(serviceContracts);
    const [fresh] = await server.database.db.select().from(suppliers).where(eq(suppliers.name, '鲜丰食材有限公司'));
    const own: Record<string, string | undefined> = { supplier: fresh.id, grain: grainId };
    const grainContract = all.find((c) => c.supplierId === grainId)!.id;
    for (const user of USERS) {
      const token = tokens[user];
      if (user === 'admin') {
        expect((await list(token)).total).toBe(all.length);
        expect((await server.call('GET', '/supplier/serviceContract/export', { token })).status).toBe(200);
        continue;
      }
      if (own[user]) {
        const records = (await list(token)).records;
        expect(records.map((r: { id: string }) => r.id).sort(), user).toEqual(all.filter((c) => c.supplierId === own[user]).map((c) => c.id).sort());
        const rows = await readWorkbook((await server.call('GET', '/supplier/serviceContract/export', { token })).response.rawPayload);
        expect(rows, user).toHaveLength(records.length);
      } else {
        await api.refused(token, 'GET', '/supplier/serviceContract/list', undefined, 403, /Only the platform/);
        await api.refused(token, 'GET', '/supplier/serviceContract/export', undefined, 403, /Only the platform/);
      }
      // another party's contract: refused to all but its supplier
      if (user !== 'grain') await api.refused(token, 'GET', `/supplier/serviceContract/detail/${grainContract}`, undefined, 403, /belongs to another supplier/);
      else expect((await api.ok(token, 'GET', `/supplier/serviceContract/detail/${grainContract}`)).id).toBe(grainContract);
      // the platform's actions: refused to everyone else, nothing written
      await api.refused(token, 'POST', '/supplier/serviceContract/add', { supplierId: grainId }, 403, /Only the platform/);
      await api.refused(token, 'POST', '/supplier/serviceContract/renew', { id: grainContract }, 403, /Only the platform|belongs to another supplier/);
      const file = await uploadPdf(server, token, `${user}.pdf`);
      await api.refused(token, 'POST', '/supplier/serviceContract/att/platform', { contractId: freshId, filePath: file }, 403, /Only the platform|belongs to another supplier/);
    }
    expect(await server.database.db.select({ id: serviceContracts.id }).from(serviceContracts)).toHaveLength(all.length);
  });
});
