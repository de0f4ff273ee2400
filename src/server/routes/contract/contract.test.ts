import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { config, serviceContracts, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { businessDay } from './dates.ts';
import { addDays as shiftDay } from '../../../contract/domain/serviceContract.ts';
import { addSupplier, seededContractId, uploadPdf } from '../../../../tests/server/contractSetup.ts';

let server: TestServer;
let supplier: string;
let admin: string;
let buyer: string;
let freshId: string;
let other: Awaited<ReturnType<typeof addSupplier>>;

beforeAll(async () => {
  server = await startServer();
  supplier = await server.login('supplier');
  admin = await server.login('admin');
  buyer = await server.login('buyer');
  freshId = await seededContractId(server);
  other = await addSupplier(server, 'other', { status: 1, beginDate: '2024-01-01', endDate: '2024-12-31', annualTrade: '50000.00' });
  const [adminRow] = await server.database.db.select().from(users).where(eq(users.username, 'admin'));
  // the demo menu seed grants the admin role every permission string; these tests rely on it
  expect(await hasPermission(server.database.db, adminRow.id, PERMS.contractManage)).toBe(true);
});
afterAll(() => server.close());

const check = (token?: string) => server.call('GET', '/supplier/serviceContract/contractValidAndNotify', { token });

/** The business day `days` from today. */
const addDays = (days: number): string => shiftDay(businessDay(), days);

describe('GET /supplier/serviceContract/contractValidAndNotify', () => {
  it("answers the supplier's contract, the switch and the service manager", async () => {
    const { body } = await check(supplier);
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      isOpen: true,
      notify: 0,
      serviceManagerInfo: { name: '平台客服 赵经理', phone: '400-800-2026' },
      contract: { id: freshId, status: 1, beginDate: '2023-11-01', endDate: '2024-10-31', totalAmount: 3000, contractAttachments: [] },
    });
  });

  it('non-suppliers pass: isOpen false and no contract', async () => {
    for (const token of [buyer, admin]) {
      const { body } = await check(token);
      expect(body.result).toMatchObject({ isOpen: false, contract: null });
      expect(body.result.serviceManagerInfo.name).toBe('平台客服 赵经理');
    }
  });

  it('follows the SYS_CONFIG_CONTRACT_CHECK switch (on unless "0")', async () => {
    const db = server.database.db;
    await db.update(config).set({ value: '0' }).where(eq(config.key, 'SYS_CONFIG_CONTRACT_CHECK'));
    expect((await check(supplier)).body.result.isOpen).toBe(false);
    await db.delete(config).where(eq(config.key, 'SYS_CONFIG_CONTRACT_CHECK'));
    expect((await check(supplier)).body.result.isOpen).toBe(true);
    await db.insert(config).values({ key: 'SYS_CONFIG_CONTRACT_CHECK', value: '1' });
  });

  it('a supplier account without a company or contract gets contract null (the modal tells it to contact the administrator)', async () => {
    const db = server.database.db;
    const [buyerRow] = await db.select().from(users).where(eq(users.username, 'buyer'));
    await db.insert(users).values({ username: 'lonely', userType: 2, passwordHash: buyerRow.passwordHash });
    const { body } = await check(await server.login('lonely'));
    expect(body.result).toMatchObject({ isOpen: true, contract: null, notify: 0 });
  });

  it('notify is 1 when an effective contract ends within 30 days, 0 otherwise', async () => {
    const soon = await addSupplier(server, 'expiring', { status: 12, beginDate: addDays(-340), endDate: addDays(10) });
    expect((await check(soon.token)).body.result).toMatchObject({ notify: 1, contract: { status: 12 } });
    await server.database.db.update(serviceContracts).set({ endDate: addDays(60) }).where(eq(serviceContracts.id, soon.contractId));
    expect((await check(soon.token)).body.result.notify).toBe(0);
    await server.database.db.update(serviceContracts).set({ endDate: addDays(-1) }).where(eq(serviceContracts.id, soon.contractId));
    expect((await check(soon.token)).body.result.notify).toBe(1);
    // not effective yet: the modal, not the banner
    await server.database.db.update(serviceContracts).set({ status: 9, endDate: addDays(10) }).where(eq(serviceContracts.id, soon.contractId));
    expect((await check(soon.token)).body.result.notify).toBe(0);
  });

  it('401 without a token', async () => {
    expect((await check()).status).toBe(401);
  });
});

describe('GET /supplier/serviceContract/list', () => {
  it('pages the contracts with their supplier for the platform', async () => {
    const { body } = await server.call('GET', '/supplier/serviceContract/list', { token: admin, query: { pageNo: '1', pageSize: '2' } });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ size: 2, current: 1 });
    expect(body.result.records).toHaveLength(2);
    expect(body.result.total).toBeGreaterThanOrEqual(2);
    expect(body.result.pages).toBe(Math.ceil(body.result.total / 2));
  });

  it('filters by status and supplier name', async () => {
    const byName = await server.call('GET', '/supplier/serviceContract/list', { token: admin, query: { supplierName: '鲜丰' } });
    expect(byName.body.result.records).toHaveLength(1);
    expect(byName.body.result.records[0]).toMatchObject({ id: freshId, supplierName: '鲜丰食材有限公司', status: 1, annualTrade: 320000 });
    const wildcard = await server.call('GET', '/supplier/serviceContract/list', { token: admin, query: { supplierName: '%' } });
    expect(wildcard.body.result.total).toBe(0);
    const byStatus = await server.call('GET', '/supplier/serviceContract/list', { token: admin, query: { status: '1' } });
    expect(byStatus.body.result.records.every((r: { status: number }) => r.status === 1)).toBe(true);
    expect(byStatus.body.result.records.map((r: { id: string }) => r.id)).toContain(other.contractId);
  });

  it('a supplier reads only its own; 403 for procurement, 401 without a token', async () => {
    const own = await server.call('GET', '/supplier/serviceContract/list', { token: supplier });
    expect(own.body.result.records.map((r: { id: string }) => r.id)).toEqual([freshId]);
    const { status, body } = await server.call('GET', '/supplier/serviceContract/list', { token: buyer });
    expect(status).toBe(403);
    expect(body.message).toBe('该操作需由平台（合同管理权限）完成');
    expect((await server.call('GET', '/supplier/serviceContract/list')).status).toBe(401);
  });
});

describe('GET /supplier/serviceContract/exportContractTemplate/:id', () => {
  const pdfText = (bytes: Buffer): string => {
    const file = join(mkdtempSync(join(tmpdir(), 'larder-pdf-')), 'contract.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it('is a real PDF with the title, parties, period, fee table, signing rule and the fee due', async () => {
    const { status, response } = await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${freshId}`, { token: supplier });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="________-________.pdf"; filename*=UTF-8''${encodeURIComponent('平台技术服务合同-鲜丰食材有限公司.pdf')}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      '平台技术服务合同',
      `合同编号：${freshId}`,
      '甲方（平台方）：食材供应服务平台',
      '乙方（供应商）：鲜丰食材有限公司',
      '自2023年11月01日起至2024年10月31日止',
      '年交易额10万元以下',
      '不收取技术服务费',
      '年交易额10万元（含）至50万元',
      '3000元/年',
      '年交易额50万元（含）以上',
      '5000元/年',
      '15日内完成签署',
      '预付技术服务费5000元',
      '年交易额为320,000.00元，适用第二档，应缴技术服务费3000元/年',
      '甲方（盖章）',
      '乙方（盖章）',
    ]) {
      expect(text.replace(/\s+/g, ''), expected).toContain(expected);
    }
  });

  it("uses the configured title and the supplier's own fee tier", async () => {
    await server.database.db.update(config).set({ value: '技术服务协议' }).where(eq(config.key, 'SYS_CONFIG_CONTRACT_TITLE'));
    try {
      const { response } = await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${other.contractId}`, { token: other.token });
      const text = pdfText(response.rawPayload).replace(/\s+/g, '');
      expect(text).toContain('技术服务协议');
      expect(text).toContain('乙方（供应商）：other食材公司');
      expect(text).toContain('年交易额为50,000.00元，适用第一档，本年度不收取技术服务费');
      expect(text).toContain('自2024年01月01日起至2024年12月31日止');
    } finally {
      await server.database.db.update(config).set({ value: '平台技术服务合同' }).where(eq(config.key, 'SYS_CONFIG_CONTRACT_TITLE'));
    }
  });

  it('the platform may download any contract', async () => {
    const { status, response } = await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${other.contractId}`, { token: admin });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it("another supplier's contract is refused, an unknown one is not found", async () => {
    const wrong = await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${freshId}`, { token: other.token });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ success: false, message: '无权操作其他供应商的服务合同' });
    expect((await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${freshId}`, { token: buyer })).status).toBe(403);
    const unknown = await server.call('GET', '/supplier/serviceContract/exportContractTemplate/no-such-id', { token: admin });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到该服务合同' });
    expect((await server.call('GET', `/supplier/serviceContract/exportContractTemplate/${freshId}`)).status).toBe(401);
  });
});

describe('POST /supplier/serviceContract/att/upload and att/reupload', () => {
  const attach = (token: string, body: Record<string, unknown>, path = '/supplier/serviceContract/att/upload') =>
    server.call('POST', path, { token, body });

  it('attaches a file the supplier uploaded, once', async () => {
    const filePath = await uploadPdf(server, supplier);
    const { body } = await attach(supplier, { contractId: freshId, attType: 2, fileName: '盖章合同.pdf', filePath });
    expect(body).toMatchObject({ success: true, message: '上传成功' });
    expect(body.result).toEqual([{ id: expect.any(String), fileName: '盖章合同.pdf', filePath, attType: 2 }]);
    const again = await attach(supplier, { contractId: freshId, attType: '2', fileName: '盖章合同.pdf', filePath });
    expect(again.body.result).toHaveLength(1);
    const shown = (await check(supplier)).body.result.contract.contractAttachments;
    expect(shown).toEqual([{ id: expect.any(String), fileName: '盖章合同.pdf', filePath, attType: 2 }]);
  });

  it('takes the uploaded name when none is given and an invoice as type 1', async () => {
    const filePath = await uploadPdf(server, supplier, '发票.pdf');
    const { body } = await attach(supplier, { contractId: freshId, attType: 1, filePath });
    expect(body.result.find((a: { attType: number }) => a.attType === 1)).toMatchObject({ fileName: '发票.pdf', filePath });
  });

  it('reupload replaces the attachments of that type only', async () => {
    const filePath = await uploadPdf(server, supplier, '新扫描件.pdf');
    const { body } = await attach(supplier, { contractId: freshId, attType: 2, fileName: '新扫描件.pdf', filePath }, '/supplier/serviceContract/att/reupload');
    expect(body.success).toBe(true);
    const scans = body.result.filter((a: { attType: number }) => a.attType === 2);
    expect(scans).toEqual([{ id: expect.any(String), fileName: '新扫描件.pdf', filePath, attType: 2 }]);
    expect(body.result.filter((a: { attType: number }) => a.attType === 1)).toHaveLength(1);
  });

  it('refuses a path that is not a file the caller uploaded', async () => {
    const notMine = await uploadPdf(server, other.token);
    for (const filePath of ['20240101/abcdefghijkl.pdf', '../../etc/passwd', '', notMine]) {
      const { body } = await attach(supplier, { contractId: freshId, attType: 2, filePath });
      expect(body).toMatchObject({ success: false, message: '附件文件不存在，请先上传文件' });
    }
  });

  it('refuses an unknown attachment type', async () => {
    const filePath = await uploadPdf(server, supplier);
    for (const attType of [3, 0, 'x', undefined]) {
      const { body } = await attach(supplier, { contractId: freshId, attType, filePath });
      expect(body).toMatchObject({ success: false, message: '附件类型不正确（1 发票，2 合同）' });
    }
  });

  it("refuses other suppliers, and the platform (it is the supplier's signature)", async () => {
    const filePath = await uploadPdf(server, other.token);
    const wrong = await attach(other.token, { contractId: freshId, attType: 2, filePath });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('无权操作其他供应商的服务合同');
    const platformPath = await uploadPdf(server, admin);
    const platform = await attach(admin, { contractId: freshId, attType: 2, filePath: platformPath });
    expect(platform.status).toBe(403);
    expect(platform.body.message).toBe('只有合同所属供应商可以确认签署');
    const unknown = await attach(supplier, { contractId: 'nope', attType: 2, filePath });
    expect(unknown.body.message).toBe('未找到该服务合同');
  });

  it('only while the contract awaits the supplier (status 1)', async () => {
    const signed = await addSupplier(server, 'signed', { status: 3 });
    const filePath = await uploadPdf(server, signed.token);
    const { body } = await attach(signed.token, { contractId: signed.contractId, attType: 2, filePath });
    expect(body).toMatchObject({ success: false, message: '合同当前状态为“供应商已签署”，不能再上传附件' });
    const reupload = await attach(signed.token, { contractId: signed.contractId, attType: 2, filePath }, '/supplier/serviceContract/att/reupload');
    expect(reupload.body.success).toBe(false);
  });

  it('401 without a token', async () => {
    expect((await server.call('POST', '/supplier/serviceContract/att/upload', { body: { contractId: freshId } })).status).toBe(401);
    expect((await server.call('POST', '/supplier/serviceContract/att/reupload', { body: { contractId: freshId } })).status).toBe(401);
  });
});
