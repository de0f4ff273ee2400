import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../jobs/sql.ts';
import { config, dictionaryItems, users } from '../../db/schema/index.ts';
import { PDF_BYTES, PNG_BYTES } from '../../storage/samples.ts';
import { readWorkbook } from '../../http/excel.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];

beforeAll(async () => {
  server = await startServer();
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

const upload = async (bytes: Buffer, filename: string, contentType: string, token: string) => {
  const { payload, headers } = multipartBody({ bytes, filename, contentType });
  return (await server.call('POST', '/sys/common/upload', { token, body: payload, headers })).body.message as string;
};
const list = async (query: Record<string, string> = {}) => (await server.call('GET', '/oss/files', { token: tokens.admin, query })).body;

describe('the file list', () => {
  let avatar: string;
  let loose: string;
  let setting: string;

  beforeAll(async () => {
    avatar = await upload(PNG_BYTES, '头像.png', 'image/png', tokens.buyer);
    loose = await upload(PDF_BYTES, '报价单.pdf', 'application/pdf', tokens.supplier);
    setting = await upload(PNG_BYTES, 'logo.png', 'image/png', tokens.admin);
    await server.database.db.update(users).set({ avatar }).where(eq(users.username, 'buyer'));
    await server.database.db.insert(config).values({ key: 'TEST_LOGO', value: `/api/sys/common/static/${setting}` });
  });

  it('lists files with owner, type and what refers to them; filters by owner, kind and name', async () => {
    const all = await list({ pageSize: '100' });
    const byPath = new Map(all.result.records.map((f: any) => [f.path, f]));
    expect(byPath.get(avatar)).toMatchObject({ name: '头像.png', ownerName: 'buyer', purpose: 'image', contentType: 'image/png', references: [{ kind: 'avatar', label: 'buyer' }] });
    expect(byPath.get(loose)).toMatchObject({ ownerName: 'supplier', purpose: 'document', references: [] });
    expect(byPath.get(setting)).toMatchObject({ references: [{ kind: 'setting', id: 'TEST_LOGO' }] });
    expect((await list({ owner: 'supplier', kind: 'pdf' })).result.records.map((f: any) => f.path)).toContain(loose);
    expect((await list({ kind: 'image' })).result.records.every((f: any) => f.contentType.startsWith('image/'))).toBe(true);
    expect((await list({ name: '报价' })).result.records.map((f: any) => f.path)).toEqual([loose]);
    expect((await list({ column: 'size', order: 'asc' })).success).toBe(true);
    expect((await list({ column: 'path; drop table files' })).success).toBe(false);
  });

  it('counts a platform setting (the sys_setting logo) as a reference', async () => {
    const brand = await upload(PNG_BYTES, '平台标志.png', 'image/png', tokens.admin);
    const db = server.database.db;
    const [logo] = await rowsOf<{ id: string }>(db, sql`SELECT i.id FROM dictionary_items i JOIN dictionaries d ON d.id = i.dict_id WHERE d.dict_code = 'sys_setting' AND i.item_text = 'logo'`);
    await db.update(dictionaryItems).set({ itemValue: `/api/sys/common/static/${brand}` }).where(eq(dictionaryItems.id, logo!.id));
    const row = (await list({ name: '平台标志' })).result.records[0];
    expect(row.references).toEqual([{ kind: 'setting', id: logo!.id, label: 'logo' }]);
    expect((await server.call('DELETE', `/oss/files/${row.id}`, { token: tokens.admin })).body.message).toBe('文件仍被引用，不能删除：setting:logo');
  });

  it('refuses to delete a referenced file and deletes an unreferenced one with its bytes', async () => {
    const files = (await list({ pageSize: '100' })).result.records;
    const referenced = files.find((f: any) => f.path === avatar);
    const refused = await server.call('DELETE', `/oss/files/${referenced.id}`, { token: tokens.admin });
    expect(refused.body.message).toBe('文件仍被引用，不能删除：avatar:buyer');
    expect(existsSync(join(server.config.uploadDir, avatar))).toBe(true);
    const free = files.find((f: any) => f.path === loose);
    expect((await server.call('DELETE', `/oss/files/${free.id}`, { token: tokens.admin })).body.success).toBe(true);
    expect(existsSync(join(server.config.uploadDir, loose))).toBe(false);
    expect((await server.call('DELETE', `/oss/files/${free.id}`, { token: tokens.admin })).body.message).toBe('文件记录不存在');
  });

  it('exports the list with its filters', async () => {
    const { response } = await server.call('GET', '/oss/files/export', { token: tokens.admin, query: { owner: 'buyer' }, headers: { 'accept-language': 'en' } });
    const rows = await readWorkbook(response.rawPayload);
    expect(rows.map((row) => row['Path'])).toEqual([avatar]);
    expect(rows[0]).toMatchObject({ 'File name': '头像.png', 'Uploaded by': 'buyer', Type: 'image/png' });
    expect((await server.call('GET', '/oss/files/export', { token: tokens.canteen })).status).toBe(403);
  });

  it('shows what each user takes against the quota', async () => {
    const { body } = await server.call('GET', '/oss/quota', { token: tokens.admin });
    expect(body.result.quotaBytes).toBe(server.config.uploadQuotaMB * 1024 * 1024);
    expect(body.result.users.records.find((u: any) => u.username === 'buyer')).toMatchObject({ files: 1, bytes: PNG_BYTES.length });
  });

  it('lets only holders of oss:file:manage in', async () => {
    for (const role of ROLES.filter((name) => name !== 'admin')) {
      for (const [method, path] of [['GET', '/oss/files'], ['DELETE', '/oss/files/x'], ['GET', '/oss/quota']] as const) {
        expect([role, path, (await server.call(method, path, { token: tokens[role] })).status]).toEqual([role, path, 403]);
      }
    }
  });
});
