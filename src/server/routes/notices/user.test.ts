import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { announcements, announcementSends, users } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'canteen']) tokens[name] = await server.login(name);
  for (const row of await server.database.db.select({ id: announcements.id, titile: announcements.titile }).from(announcements)) ids[row.titile] = row.id;
});
afterAll(() => server.close());

const titles = (list: Array<{ titile: string }>) => list.map((item) => item.titile);
const userId = async (username: string) => (await server.database.db.select().from(users).where(eq(users.username, username)))[0].id;

describe('GET /sys/annountCement/listByUser', () => {
  it('lists released unread notices and system messages addressed to the user, newest first', async () => {
    const { status, body } = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.buyer });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const result = body.result;
    expect(titles(result.anntMsgList)).toEqual(['蔬菜类商品价格调整提示', '食品安全专项检查通知', '关于国庆节假期配送安排的通知']);
    expect(titles(result.sysMsgList)).toEqual(['您有新的订单待分配供应商', '采购审核提醒', '系统维护通知']);
    expect(result.anntMsgTotal).toBe(3);
    expect(result.sysMsgTotal).toBe(3);
    const safety = result.anntMsgList[1];
    expect(Object.keys(safety)).toEqual(expect.arrayContaining(['id', 'titile', 'sender', 'sendTime', 'createTime', 'msgContent', 'openType', 'openPage', 'busId', 'readFlag', 'priority']));
    expect(safety).toMatchObject({ priority: 'H', sender: '管理员', readFlag: '0', msgCategory: '1' });
    expect(safety.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(result.sysMsgList[0]).toMatchObject({ openType: 'url', openPage: '/order/order-group' });
  });

  it('leaves out drafts, revoked ones and another user\'s messages', async () => {
    const { body } = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.supplier });
    const all = [...titles(body.result.anntMsgList), ...titles(body.result.sysMsgList)];
    expect(all).not.toContain('采购审核提醒');
    expect(all.some((t) => t.includes('草稿') || t.includes('已撤销'))).toBe(false);
    expect(body.result.sysMsgTotal).toBe(2);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/sys/annountCement/listByUser')).status).toBe(401);
  });

  it('follows changes made anywhere at once, even straight in the database (the kept answer is dropped)', async () => {
    const bell = async () => (await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.canteen })).body.result;
    const before = await bell();
    expect(await bell()).toEqual(before); // asked twice: the second answer may be the kept one
    const id = before.anntMsgList[0].id;
    const db = server.database.db;
    await db.update(announcements).set({ titile: '改过的标题' }).where(eq(announcements.id, id));
    try {
      expect((await bell()).anntMsgList[0]).toMatchObject({ id, titile: '改过的标题' });
      const canteenId = await userId('canteen');
      await db.insert(announcementSends).values({ anntId: id, userId: canteenId, readFlag: '1', readTime: new Date() });
      const read = await bell();
      expect(read.anntMsgTotal).toBe(before.anntMsgTotal - 1);
      expect(read.anntMsgList.map((n: { id: string }) => n.id)).not.toContain(id);
      await db.delete(announcementSends).where(and(eq(announcementSends.anntId, id), eq(announcementSends.userId, canteenId)));
    } finally {
      await db.update(announcements).set({ titile: before.anntMsgList[0].titile }).where(eq(announcements.id, id));
    }
    expect(await bell()).toEqual(before);
  });
});

describe('PUT|POST /sys/sysAnnouncementSend/editByAnntIdAndUserId', () => {
  it('marks a notice read for the caller only, keeping the first read time', async () => {
    const anntId = ids['食品安全专项检查通知'];
    const { body } = await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: { anntId } });
    expect(body.success).toBe(true);
    const supplierId = await userId('supplier');
    const [row] = await server.database.db.select().from(announcementSends).where(and(eq(announcementSends.anntId, anntId), eq(announcementSends.userId, supplierId)));
    expect(row).toMatchObject({ readFlag: '1' });
    expect(row.readTime).toBeInstanceOf(Date);

    const after = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.supplier });
    expect(titles(after.body.result.anntMsgList)).not.toContain('食品安全专项检查通知');
    expect(after.body.result.anntMsgTotal).toBe(2);
    // the buyer still has it
    const buyer = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.buyer });
    expect(titles(buyer.body.result.anntMsgList)).toContain('食品安全专项检查通知');

    expect((await server.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: { anntId } })).body.success).toBe(true);
    const [again] = await server.database.db.select().from(announcementSends).where(and(eq(announcementSends.anntId, anntId), eq(announcementSends.userId, supplierId)));
    expect(again.readTime!.getTime()).toBe(row.readTime!.getTime());
  });

  it('reads a USER message through POST and refuses what is not addressed to the caller', async () => {
    const anntId = ids['采购审核提醒'];
    const stranger = await server.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: { anntId } });
    expect(stranger.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const draft = await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: { anntId: ids['2025年春季学期供应商评价安排（草稿）'] } });
    expect(draft.body.success).toBe(false);
    const missing = await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.supplier, body: {} });
    expect(missing.body.success).toBe(false);
    expect((await server.call('POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: tokens.buyer, body: { anntId } })).body.success).toBe(true);
    const buyer = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.buyer });
    expect(titles(buyer.body.result.sysMsgList)).not.toContain('采购审核提醒');
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId: 'x' } })).status).toBe(401);
  });
});

describe('GET /sys/annountCement/queryById', () => {
  it('gives an addressed announcement to its reader, with the read flag', async () => {
    const { body } = await server.call('GET', '/sys/annountCement/queryById', { token: tokens.supplier, query: { id: ids['食品安全专项检查通知'] } });
    expect(body.result).toMatchObject({ titile: '食品安全专项检查通知', readFlag: '1', priority: 'H' });
    expect(body.result.msgContent).toContain('<li>');
    expect(body.result.userIds).toBeUndefined();
  });

  it('hides drafts, revoked ones and other users\' messages from users without the list permission', async () => {
    for (const title of ['采购审核提醒', '2025年春季学期供应商评价安排（草稿）', '临时停水通知（已撤销）']) {
      const { body } = await server.call('GET', '/sys/annountCement/queryById', { token: tokens.supplier, query: { id: ids[title] } });
      expect(body).toMatchObject({ success: false, message: '未找到对应数据' });
    }
    expect((await server.call('GET', '/sys/annountCement/queryById', { token: tokens.supplier, query: { id: 'nope' } })).body.success).toBe(false);
    expect((await server.call('GET', '/sys/annountCement/queryById', { token: tokens.supplier })).body.success).toBe(false);
  });

  it('shows an administrator everything, including a draft', async () => {
    const { body } = await server.call('GET', '/sys/annountCement/queryById', { token: tokens.admin, query: { id: ids['2025年春季学期供应商评价安排（草稿）'] } });
    expect(body.result).toMatchObject({ sendStatus: '0', titile: '2025年春季学期供应商评价安排（草稿）' });
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/sys/annountCement/queryById', { query: { id: 'x' } })).status).toBe(401);
  });
});

describe('the user announcement page', () => {
  it('pages all the user\'s announcements, read and unread, with a read filter', async () => {
    const all = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { pageNo: '1', pageSize: '3' } });
    expect(all.body.result).toMatchObject({ total: 5, size: 3, current: 1, pages: 2 });
    expect(all.body.result.records).toHaveLength(3);
    expect(all.body.result.records[0]).toMatchObject({ titile: '您有新的订单待分配供应商', anntId: all.body.result.records[0].id });
    const second = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { pageNo: '2', pageSize: '3' } });
    expect(second.body.result.records).toHaveLength(2);

    const read = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { readFlag: '1' } });
    expect(titles(read.body.result.records)).toEqual(['食品安全专项检查通知']);
    expect(read.body.result.records[0].readTime).toMatch(/^\d{4}-/);
    const unread = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { readFlag: '0' } });
    expect(unread.body.result.total).toBe(4);
    const byTitle = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { titile: '系统维护' } });
    expect(titles(byTitle.body.result.records)).toEqual(['系统维护通知']);
    const pct = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.supplier, query: { titile: '%' } });
    expect(pct.body.result.total).toBe(0);
  });

  it('readAll marks everything read: the bell is empty afterwards', async () => {
    expect((await server.call('POST', '/sys/sysAnnouncementSend/readAll', { token: tokens.canteen })).body.success).toBe(true);
    const { body } = await server.call('GET', '/sys/annountCement/listByUser', { token: tokens.canteen });
    expect(body.result).toMatchObject({ anntMsgList: [], sysMsgList: [], anntMsgTotal: 0, sysMsgTotal: 0 });
    const page = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.canteen, query: { readFlag: '1' } });
    expect(page.body.result.total).toBe(5);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend')).status).toBe(401);
    expect((await server.call('POST', '/sys/sysAnnouncementSend/readAll')).status).toBe(401);
  });
});
