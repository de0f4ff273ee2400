import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, announcementSends, auditLog, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'canteen']) tokens[name] = await server.login(name);
  for (const row of await server.database.db.select().from(users)) userIds[row.username] = row.id;
});
afterAll(() => server.close());

const add = (body: Record<string, unknown>, token = tokens.admin) => server.call('POST', '/sys/annountCement/add', { token, body });
const release = (id: string) => server.call('GET', '/sys/annountCement/doReleaseData', { token: tokens.admin, query: { id } });
const revoke = (id: string) => server.call('GET', '/sys/annountCement/doReprovedData', { token: tokens.admin, query: { id } });
const bell = async (username: string) => {
  const { body } = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens[username] });
  return [...body.result.anntMsgList, ...body.result.sysMsgList].map((item: { titile: string }) => item.titile);
};

describe('permissions', () => {
  const paths: Array<[string, string, Record<string, unknown>?]> = [
    ['GET', '/sys/annountCement/list'],
    ['POST', '/sys/annountCement/add', { titile: 'x' }],
    ['PUT', '/sys/annountCement/edit', { id: 'x', titile: 'x' }],
    ['DELETE', '/sys/annountCement/delete?id=x'],
    ['GET', '/sys/annountCement/doReleaseData?id=x'],
    ['GET', '/sys/annountCement/doReprovedData?id=x'],
  ];
  it.each(paths)('%s %s: 401 without a token, 403 without the permission', async (method, path, body) => {
    expect((await server.call(method as 'GET', path, { body })).status).toBe(401);
    const forbidden = await server.call(method as 'GET', path, { token: tokens.buyer, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toMatch(/^拒绝访问：缺少权限 system:annount:/);
  });
});

describe('GET /sys/annountCement/list', () => {
  it('pages every announcement with the filters titile, sendStatus and priority', async () => {
    const { body } = await server.call('GET', '/sys/annountCement/list', { token: tokens.admin, query: { pageNo: '1', pageSize: '5' } });
    expect(body.result).toMatchObject({ total: 8, size: 5, current: 1, pages: 2 });
    expect(body.result.records[0]).toHaveProperty('userIds');
    const drafts = await server.call('GET', '/sys/annountCement/list', { token: tokens.admin, query: { sendStatus: '0' } });
    expect(drafts.body.result.records.map((r: { titile: string }) => r.titile)).toEqual(['2025年春季学期供应商评价安排（草稿）']);
    const urgent = await server.call('GET', '/sys/annountCement/list', { token: tokens.admin, query: { priority: 'H' } });
    expect(urgent.body.result.total).toBe(2);
    const byTitle = await server.call('GET', '/sys/annountCement/list', { token: tokens.admin, query: { titile: '通知', sendStatus: '2' } });
    expect(byTitle.body.result.records.map((r: { titile: string }) => r.titile)).toEqual(['临时停水通知（已撤销）']);
  });
});

describe('POST /sys/annountCement/add', () => {
  it.each([
    [{ titile: '  ' }, '请输入标题'],
    [{ titile: '长'.repeat(101) }, '标题最多100个字符'],
    [{ titile: 'x', priority: 'X' }, '优先级只能是 L（低）、M（中）或 H（高）'],
    [{ titile: 'x', msgCategory: '3' }, '消息类型只能是 1（通知公告）或 2（系统消息）'],
    [{ titile: 'x', msgType: 'SOME' }, '通告对象只能是 ALL（全体用户）或 USER（指定用户）'],
    [{ titile: 'x', msgType: 'USER' }, '请选择指定用户'],
    [{ titile: 'x', msgType: 'USER', userIds: ',,' }, '请选择指定用户'],
    [{ titile: 'x', msgType: 'USER', userIds: 'ghost1,ghost2' }, '指定用户不存在：ghost1, ghost2'],
    [{ titile: 'x', openType: 'popup' }, '打开方式只能是 component（组件）或 url（地址）'],
    [{ titile: 'x', openType: 'url' }, '打开方式为 url 时请填写打开页面'],
    [{ titile: 'x', openType: 'url', openPage: 'javascript:alert(1)' }, '打开页面地址不合法'],
    [{ titile: 'x', openType: 'url', openPage: '//evil.example/x' }, '打开页面地址不合法'],
    [{ titile: 'x', openType: 'component', openPage: '../../etc' }, '打开页面地址不合法'],
    [{ titile: 'x', startTime: '2024-13-01 00:00:00' }, '时间格式不正确，应为 YYYY-MM-DD HH:mm:ss'],
    [{ titile: 'x', startTime: '2024-10-02 00:00:00', endTime: '2024-10-01 00:00:00' }, '结束时间不能早于开始时间'],
  ])('refuses %j: %s', async (input, message) => {
    const { status, body } = await add(input);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message });
  });

  it('answers in English when asked', async () => {
    const { body } = await server.call('POST', '/sys/annountCement/add', { token: tokens.admin, body: { titile: 'x', priority: 'Z' }, headers: { 'accept-language': 'en' } });
    expect(body.message).toBe('The priority must be L (low), M (medium) or H (high)');
  });

  it('stores a draft with sanitised content and defaults, and audits it', async () => {
    const { body } = await add({
      titile: ' 食堂排班调整 ',
      msgContent: '<p onclick="x()">排班<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:void(0)">查看</a></p>',
      startTime: '2024-10-01 08:00:00',
      endTime: '2024-10-31',
      openType: 'url',
      openPage: '/order/order-group',
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      titile: '食堂排班调整', sendStatus: '0', priority: 'L', msgCategory: '1', msgType: 'ALL', userIds: null,
      msgContent: '<p>排班<a>查看</a></p>', startTime: '2024-10-01 08:00:00', endTime: '2024-10-31 00:00:00', createBy: 'admin',
    });
    const audits = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'announcement_add'), eq(auditLog.target, body.result.id)));
    expect(audits).toHaveLength(1);
    expect(await bell('buyer')).not.toContain('食堂排班调整');
  });

  it('keeps USER recipients as a clean comma list', async () => {
    const { body } = await add({ titile: '指定用户通知', msgType: 'user', userIds: `${userIds.buyer},${userIds.canteen},${userIds.buyer},` });
    expect(body.result).toMatchObject({ msgType: 'USER', userIds: `${userIds.buyer},${userIds.canteen}` });
    const list = await add({ titile: '数组形式', msgType: 'USER', userIds: [userIds.supplier] });
    expect(list.body.result.userIds).toBe(userIds.supplier);
  });
});

describe('the announcement lifecycle', () => {
  it('release, revoke, edit, re-release; a released one cannot be changed or deleted', async () => {
    const draft = (await add({ titile: '全体通知：周五消防演练', msgCategory: '1', priority: 'H' })).body.result;

    const released = await release(draft.id);
    expect(released.body).toMatchObject({ success: true, message: '该系统通知发布成功', result: { sendStatus: '1', sender: '管理员' } });
    expect(released.body.result.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    expect(await bell('supplier')).toContain('全体通知：周五消防演练');
    expect((await release(draft.id)).body).toMatchObject({ success: false, message: '该通告已发布' });
    expect((await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: draft.id, titile: '改' } })).body)
      .toMatchObject({ success: false, message: '已发布的通告不能修改，请先撤销' });
    expect((await server.call('DELETE', '/sys/annountCement/delete', { token: tokens.admin, query: { id: draft.id } })).body)
      .toMatchObject({ success: false, message: '已发布的通告不能删除，请先撤销' });

    // the supplier reads it; then it is revoked, corrected and released again
    await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: { anntId: draft.id } });
    expect(await bell('supplier')).not.toContain('全体通知：周五消防演练');
    const revoked = await revoke(draft.id);
    expect(revoked.body).toMatchObject({ success: true, message: '该系统通知撤销成功', result: { sendStatus: '2' } });
    expect(revoked.body.result.cancelTime).toMatch(/^\d{4}-/);
    expect(await bell('buyer')).not.toContain('全体通知：周五消防演练');
    expect((await revoke(draft.id)).body).toMatchObject({ success: false, message: '该通告未发布，不能撤销' });

    const edited = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: draft.id, titile: '全体通知：周五下午消防演练', priority: 'H' } });
    expect(edited.body).toMatchObject({ success: true, result: { titile: '全体通知：周五下午消防演练', sendStatus: '2', updateBy: 'admin' } });
    expect((await release(draft.id)).body.success).toBe(true);
    // a new publication: everyone, including the earlier reader, sees the corrected text
    expect(await bell('supplier')).toContain('全体通知：周五下午消防演练');
    expect(await bell('buyer')).toContain('全体通知：周五下午消防演练');
    const actions = (await server.database.db.select().from(auditLog).where(eq(auditLog.target, draft.id))).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['announcement_add', 'announcement_release', 'announcement_revoke', 'announcement_edit']));
  });

  it('a USER announcement writes send rows and reaches only its recipients', async () => {
    const { body } = await add({ titile: '仅采购员可见', msgCategory: '2', msgType: 'USER', userIds: userIds.buyer });
    await release(body.result.id);
    const sends = await server.database.db.select().from(announcementSends).where(eq(announcementSends.anntId, body.result.id));
    expect(sends.map((row) => [row.userId, row.readFlag])).toEqual([[userIds.buyer, '0']]);
    expect(await bell('buyer')).toContain('仅采购员可见');
    expect(await bell('supplier')).not.toContain('仅采购员可见');
    expect(await bell('admin')).not.toContain('仅采购员可见');
  });

  it('edits a draft and deletes it softly', async () => {
    const { body } = await add({ titile: '待删除' });
    const edited = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: body.result.id, titile: '待删除（改）', msgType: 'USER', userIds: userIds.canteen } });
    expect(edited.body.result).toMatchObject({ titile: '待删除（改）', msgType: 'USER', userIds: userIds.canteen, sendStatus: '0' });
    const invalid = await server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: body.result.id, titile: '' } });
    expect(invalid.body.message).toBe('请输入标题');
    const deleted = await server.call('DELETE', '/sys/annountCement/delete', { token: tokens.admin, query: { id: body.result.id } });
    expect(deleted.body).toMatchObject({ success: true });
    const [row] = await server.database.db.select().from(announcements).where(eq(announcements.id, body.result.id));
    expect(row.deleted).toBe(true);
    const list = await server.call('GET', '/sys/annountCement/list', { token: tokens.admin, query: { titile: '待删除' } });
    expect(list.body.result.total).toBe(0);
    for (const call of [
      server.call('PUT', '/sys/annountCement/edit', { token: tokens.admin, body: { id: body.result.id, titile: 'x' } }),
      server.call('DELETE', '/sys/annountCement/delete', { token: tokens.admin, query: { id: body.result.id } }),
      release(body.result.id),
      revoke('no-such-id'),
    ]) {
      expect((await call).body).toMatchObject({ success: false, message: '未找到对应数据' });
    }
  });
});
