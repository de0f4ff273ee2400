import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, serviceContracts } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { businessDay, expiryNotify } from './dates.ts';
import { FEE_TIERS, technicalServiceFee } from './fees.ts';
import { serviceYearEnd, transitionActor } from '../../../contract/domain/serviceContract.ts';
import { addSupplier, seededContractId, uploadPdf } from '../../../../tests/server/contractSetup.ts';

let server: TestServer;
let admin: string;
let buyer: string;
let supplier: string;
let freshId: string;
let other: Awaited<ReturnType<typeof addSupplier>>;

beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
  buyer = await server.login('buyer');
  supplier = await server.login('supplier');
  freshId = await seededContractId(server);
  // not initiated yet: no period, no amount; last year's trade puts it in the top tier
  other = await addSupplier(server, 'walker', { status: 0, beginDate: null, endDate: null, totalAmount: null, annualTrade: '600000.00' });
});
afterAll(() => server.close());

const move = (token: string | undefined, id: string | undefined, status: string | number | undefined) =>
  server.call('POST', '/supplier/serviceContract/updateStatus', {
    token,
    query: Object.fromEntries(Object.entries({ id, status: status === undefined ? undefined : String(status) }).filter(([, v]) => v !== undefined)) as Record<string, string>,
  });

const statusOf = async (id: string) =>
  (await server.database.db.select({ status: serviceContracts.status }).from(serviceContracts).where(eq(serviceContracts.id, id)))[0].status;

describe('the contract state machine, walked through', () => {
  it('0 -> 1: only the platform initiates, and fills the period and the fee', async () => {
    const bySupplier = await move(other.token, other.contractId, 1);
    expect(bySupplier.status).toBe(403);
    expect(bySupplier.body.message).toBe('该操作需由平台（合同管理权限）完成');
    const { body } = await move(admin, other.contractId, 1);
    expect(body).toMatchObject({ success: true, result: { id: other.contractId, status: 1, totalAmount: 5000 } });
    expect(body.result.beginDate).toBe(businessDay());
    expect(body.result.endDate).toBe(serviceYearEnd(businessDay()));
  });

  it('1 -> 3: only the supplier, and only with a contract scan uploaded', async () => {
    const byPlatform = await move(admin, other.contractId, 3);
    expect(byPlatform.status).toBe(403);
    expect(byPlatform.body.message).toBe('只有合同所属供应商可以确认签署');
    const noScan = await move(other.token, other.contractId, 3);
    expect(noScan.body).toMatchObject({ success: false, message: '请下载模板，打印盖章后上传扫描件' });
    const english = await server.call('POST', '/supplier/serviceContract/updateStatus', {
      token: other.token, query: { id: other.contractId, status: '3' }, headers: { 'accept-language': 'en' },
    });
    expect(english.body.message).toBe('Download the template, print and stamp, and upload the scan');
    // an invoice is not the signed contract
    const invoice = await uploadPdf(server, other.token, '发票.pdf');
    await server.call('POST', '/supplier/serviceContract/att/upload', { token: other.token, body: { contractId: other.contractId, attType: 1, filePath: invoice } });
    expect((await move(other.token, other.contractId, 3)).body.message).toBe('请下载模板，打印盖章后上传扫描件');
    const scan = await uploadPdf(server, other.token, '盖章合同.pdf');
    await server.call('POST', '/supplier/serviceContract/att/upload', { token: other.token, body: { contractId: other.contractId, attType: 2, filePath: scan } });
    const signed = await move(other.token, other.contractId, 3);
    expect(signed.body).toMatchObject({ success: true, message: '签署成功', result: { status: 3 } });
    expect(signed.body.result.contractAttachments.map((a: { attType: number }) => a.attType).sort()).toEqual([1, 2]);
  });

  it('3 -> 9 and 9 -> 12: only the platform; nothing skips a step or goes back', async () => {
    expect((await move(other.token, other.contractId, 9)).body.message).toBe('该操作需由平台（合同管理权限）完成');
    const back = await move(other.token, other.contractId, 1);
    expect(back.body).toMatchObject({ success: false, message: '合同状态不能从“供应商已签署”变为“待供应商签署”' });
    expect((await move(admin, other.contractId, 12)).body.message).toBe('合同状态不能从“供应商已签署”变为“已生效”');
    expect((await move(admin, other.contractId, 9)).body).toMatchObject({ success: true, result: { status: 9 } });
    expect((await move(other.token, other.contractId, 12)).status).toBe(403);
    expect((await move(admin, other.contractId, 12)).body).toMatchObject({ success: true, result: { status: 12 } });
    expect((await move(admin, other.contractId, 12)).body.message).toBe('合同状态不能从“已生效”变为“已生效”');
    expect((await move(admin, other.contractId, 0)).body.message).toBe('合同状态不能从“已生效”变为“未发起”');
    expect(await statusOf(other.contractId)).toBe(12);
    // effective with a year to run: the shell passes silently
    const checked = await server.call('GET', '/supplier/serviceContract/contractValidAndNotify', { token: other.token });
    expect(checked.body.result).toMatchObject({ isOpen: true, notify: 0, contract: { status: 12 } });
  });

  it('every move is audited with its from and to', async () => {
    const rows = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'contract_status'), eq(auditLog.target, other.contractId)));
    expect(rows.map((row) => [(row.detail as { from: number }).from, (row.detail as { to: number }).to])).toEqual([[0, 1], [1, 3], [3, 9], [9, 12]]);
    expect(rows.map((row) => row.username)).toEqual(['admin', 'walker', 'admin', 'admin']);
  });
});

describe('refusals', () => {
  it("nobody moves another supplier's contract", async () => {
    for (const token of [supplier, buyer]) {
      const { status, body } = await move(token, other.contractId, 9);
      expect(status).toBe(403);
      expect(body.message).toBe('无权操作其他供应商的服务合同');
    }
    const wrongOwner = await move(other.token, freshId, 3);
    expect(wrongOwner.status).toBe(403);
    expect(await statusOf(freshId)).toBe(1);
  });

  it('unknown statuses and contracts', async () => {
    for (const status of [7, 'x', '', undefined]) {
      const { body } = await move(admin, freshId, status);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^合同状态值不正确/);
    }
    expect((await move(admin, 'no-such-id', 3)).body.message).toBe('未找到该服务合同');
    expect((await move(admin, undefined, 3)).body.message).toBe('未找到该服务合同');
  });

  it('of two concurrent identical moves, exactly one lands', async () => {
    const race = await addSupplier(server, 'racer', { status: 3 });
    const results = await Promise.all([move(admin, race.contractId, 9), move(admin, race.contractId, 9)]);
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.find((r) => !r.body.success)!.body.message).toMatch(/合同状态已被他人修改|合同状态不能从“双方已签署”/);
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'contract_status'), eq(auditLog.target, race.contractId)));
    expect(audits).toHaveLength(1);
  });

  it('401 without a token', async () => {
    expect((await move(undefined, freshId, 3)).status).toBe(401);
  });
});

describe('rules as data', () => {
  it('names who makes each move, and nobody else', () => {
    expect(transitionActor(0, 1)).toBe('platform');
    expect(transitionActor(1, 3)).toBe('supplier');
    expect(transitionActor(3, 9)).toBe('platform');
    expect(transitionActor(9, 12)).toBe('platform');
    for (const [from, to] of [[1, 0], [3, 1], [1, 9], [1, 12], [0, 3], [12, 9], [12, 12], [0, 0]]) {
      expect(transitionActor(from, to), `${from}->${to}`).toBeUndefined();
    }
  });

  it('the fee of section 9 by annual trade', () => {
    expect(technicalServiceFee(0)).toBe(0);
    expect(technicalServiceFee(99_999.99)).toBe(0);
    expect(technicalServiceFee(100_000)).toBe(3000);
    expect(technicalServiceFee(499_999.99)).toBe(3000);
    expect(technicalServiceFee(500_000)).toBe(5000);
    expect(technicalServiceFee(10_000_000)).toBe(5000);
    expect(FEE_TIERS.map((t) => t.fee)).toEqual([0, 3000, 5000]);
  });

  it('the expiry banner: effective and ending within 30 days', () => {
    expect(expiryNotify(12, '2024-10-31', '2024-10-01')).toBe(1);
    expect(expiryNotify(12, '2024-10-31', '2024-09-30')).toBe(0);
    expect(expiryNotify(12, '2024-10-31', '2024-11-05')).toBe(1);
    expect(expiryNotify(9, '2024-10-31', '2024-10-30')).toBe(0);
    expect(expiryNotify(12, null, '2024-10-30')).toBe(0);
  });
});
