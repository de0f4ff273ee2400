/**
 * Every read-only endpoint function against the real server as admin (and the supplier for the contract):
 * the paths exist, the answers unwrap to the typed shapes the shell reads.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { configureHttp, onApiEvent, type ApiEvent } from '../http.ts';
import { setToken } from '../session.ts';
import { installMemoryStorage } from '../testing/storage.ts';
import * as account from './account.ts';
import * as contract from './contract.ts';
import * as counts from './counts.ts';
import { uploadFile } from './files.ts';
import * as notices from './notices.ts';
import * as print from './print.ts';
import * as regions from './regions.ts';
import * as session from './session.ts';
import * as system from './system.ts';

let server: TestServer;
let events: ApiEvent[];
let stop: () => void;

beforeAll(async () => {
  server = await startServer();
  configureHttp({ baseURL: `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/api` });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  installMemoryStorage();
  events = [];
  stop = onApiEvent((event) => events.push(event));
});
afterEach(() => stop());

async function as(username: string) {
  const envelope = await session.passwordLogin({ username, password: 'Larder#2026' });
  expect(envelope.code).toBe('200');
  setToken(envelope.result.token);
  return envelope.result;
}

describe('endpoints', () => {
  it('session and account calls', async () => {
    const me = await as('admin');
    expect(await session.queryLoginType()).toMatch(/^\//);
    expect((await session.getUserPermissionByToken()).menu.length).toBeGreaterThan(0);
    expect((await session.queryNowUser()).username).toBe('admin');
    const platform = await session.getPlatformSettings();
    expect(Object.keys(platform)).toContain('platformName');
    await session.queryCollegeInfo();
    const departs = await account.getCurrentUserDeparts();
    expect(Array.isArray(departs.list)).toBe(true);
    expect(me.userInfo.username).toBe('admin');
    const byToken = await session.tokenLogin(me.token);
    expect(byToken.code).toBe('200');
  });

  it('notices and counts', async () => {
    await as('admin');
    const list = await notices.listByUser();
    expect(Array.isArray(list.anntMsgList)).toBe(true);
    expect(typeof list.sysMsgTotal).toBe('number');
    const mine = await notices.getMyAnnouncementSend({ pageNo: 1, pageSize: 5 });
    expect(Array.isArray(mine.records)).toBe(true);
    const all = await counts.getPendingCounts();
    expect(Object.keys(all).sort()).toEqual(Object.keys(counts.COUNT_PATHS).sort());
    for (const key of Object.keys(counts.COUNT_PATHS) as Array<keyof typeof counts.COUNT_PATHS>) {
      expect(typeof (await counts.getCount(key))).toBe('number');
    }
  });

  it('administration lists', async () => {
    await as('admin');
    expect((await system.users.list({ pageNo: 1, pageSize: 5 })).records.length).toBeGreaterThan(0);
    expect((await system.roles.list()).records.length).toBeGreaterThan(0);
    expect((await system.roles.queryall()).length).toBeGreaterThan(0);
    expect((await system.permissions.list()).length).toBeGreaterThan(0);
    expect((await system.permissions.queryTreeList()).treeList.length).toBeGreaterThan(0);
    expect((await system.departs.queryTreeList()).length).toBeGreaterThan(0);
    await system.departs.queryMyDeptTreeList();
    await system.departs.searchBy('食堂');
    const dicts = await system.dicts.list();
    expect(dicts.records.length).toBeGreaterThan(0);
    await system.dicts.items({ dictId: String(dicts.records[0].id) });
    await system.announcements.list();
    await system.logs.list({ pageNo: 1, pageSize: 5 });
    await system.lookups.duplicateCheck({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody-has-this' });
    await expect(system.lookups.duplicateCheck({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).rejects.toThrow();
    await system.lookups.colleges();
    await system.lookups.categoryRoot();
    await system.lookups.roleList();
    await system.permissions.noPager();
    await print.templates.list();
    await print.templateTypes.list();
    expect(events.filter((e) => e.type !== 'notice')).toEqual([]);
  });

  it('region lookups answer before login (the supplier sign-up page needs them)', async () => {
    const provinces = await regions.regionChildren();
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ id: '11', text: '北京市', pid: '86', level: 1, isLeaf: false });
    expect((await regions.regionChildren('1101')).map((node) => node.text)).toContain('海淀区');
    expect((await regions.regionPath('110108')).map((node) => node.text)).toEqual(['北京市', '市辖区', '海淀区']);
    await expect(regions.regionPath('999999')).rejects.toThrow('地区 999999 不存在');
    expect(events.filter((e) => e.type !== 'notice')).toEqual([]);
  });

  it('contract check and config for a supplier', async () => {
    await as('supplier');
    const check = await contract.contractValidAndNotify();
    expect(check.contract?.status).toBe(1);
    expect(Array.isArray(check.contract?.contractAttachments)).toBe(true);
    const pdf = await contract.exportContractTemplate(check.contract!.id);
    expect(pdf.size).toBeGreaterThan(1000);
    await contract.queryConfig('SYS_CONFIG_PLATFORM_NAME');
    expect(events).toEqual([]);
  });

  it('the supplier signs: upload the scan, attach it, confirm (status 3 via a POST with query)', async () => {
    await as('supplier');
    const check = await contract.contractValidAndNotify();
    const id = check.contract!.id;
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const stored = await uploadFile(new File([png], 'scan.png', { type: 'image/png' }));
    const attachments = await contract.uploadAttachment({ contractId: id, attType: 2, fileName: stored.fileName, filePath: stored.path });
    expect(attachments.some((a) => a.filePath === stored.path && a.attType === 2)).toBe(true);
    const signed = await contract.updateContractStatus(id, 3);
    expect(signed.status).toBe(3);
    expect(events).toEqual([]);
  });
});
