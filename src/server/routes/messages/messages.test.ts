import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { readWorkbook } from '../../http/excel.ts';
import { MESSAGE_SEND } from '../../jobs/message.ts';
import type { Mail } from '../../auth/mail.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { until } from '../../../../tests/server/until.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];

beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  for (const name of ROLES) {
    tokens[name] = await server.login(name);
    const [user] = await server.database.db.select().from(users).where(eq(users.username, name));
    ids[name] = user.id;
  }
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = tokens.admin, query?: Record<string, string>) =>
  server.call(method, path, { token, body, query });
const message = async (id: string) => (await call('GET', '/sys/messages', undefined, tokens.admin, { pageSize: '500' })).body.result.records.find((m: any) => m.id === id);

describe('message templates', () => {
  it('lists the seeded templates, one per channel', async () => {
    const { body } = await call('GET', '/sys/message/templates');
    expect(body.result.records.map((t: any) => t.channel).sort()).toEqual(['email', 'inapp', 'sms']);
  });

  it('refuses undeclared and malformed variables and a taken code; edits at the version read', async () => {
    const base = { code: 'test.one', name: '测试', channel: 'inapp', title: '你好 ${name}', body: '${name} 的订单 ${orderNo}', variables: ['name'] };
    expect((await call('POST', '/sys/message/templates', base)).body).toMatchObject({ success: false, message: '模板用到了未声明的变量：orderNo' });
    expect((await call('POST', '/sys/message/templates', { ...base, variables: ['name', 'orderNo', '1bad'] })).body.message).toContain('1bad');
    expect((await call('POST', '/sys/message/templates', { ...base, body: '${ name', variables: ['name'], code: 'ok.unclosed' })).body.success).toBe(true);
    const added = (await call('POST', '/sys/message/templates', { ...base, variables: ['name', 'orderNo'] })).body;
    expect(added).toMatchObject({ success: true, result: { code: 'test.one', version: 1 } });
    expect((await call('POST', '/sys/message/templates', { ...base, variables: ['name', 'orderNo'], code: 'TEST.ONE' })).body.message).toBe('模板编码 TEST.ONE 已存在');
    const edit = { ...base, variables: ['name', 'orderNo'], name: '测试二', version: 1 };
    expect((await call('PUT', `/sys/message/templates/${added.result.id}`, edit)).body.result).toMatchObject({ name: '测试二', version: 2 });
    const stale = await call('PUT', `/sys/message/templates/${added.result.id}`, edit);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('模板已被他人修改，请刷新后重试');
    expect((await call('DELETE', `/sys/message/templates/${added.result.id}`)).body.success).toBe(true);
    expect((await call('DELETE', `/sys/message/templates/${added.result.id}`)).body.message).toContain('消息模板不存在');
  });

  it('previews with sample values and names the ones without a value', async () => {
    const { body } = await call('POST', '/sys/message/templates/preview', { title: '${a} 到货', body: '${a} 共 ${b} 件', variables: ['a', 'b'], values: { a: '一食堂' } });
    expect(body.result).toEqual({ title: '一食堂 到货', body: '一食堂 共 ${b} 件', missing: ['b'] });
    expect((await call('POST', '/sys/message/templates/preview', { title: '', body: '${c}', variables: [], values: {} })).body.success).toBe(false);
  });
});

describe('sending through the queue', () => {
  it('delivers an in-app message into the user\'s message centre', async () => {
    const values = { name: '采购员', canteen: '一食堂', day: '2026-11-27', count: '12' };
    const sent = await call('POST', '/sys/message/send', { templateCode: 'order.arrival', userIds: [ids.buyer], values });
    expect(sent.body.success).toBe(true);
    const [id] = sent.body.result.messageIds;
    const done = await until(() => message(id), (m) => m?.status === 'sent', 30_000);
    expect(done).toMatchObject({ channel: 'inapp', recipient: 'buyer', attempts: 1, title: '一食堂 明日到货提醒', error: null });
    const mine = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.buyer });
    expect(mine.body.result.records.map((r: any) => r.titile)).toContain('一食堂 明日到货提醒');
    const others = await server.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: tokens.canteen });
    expect(others.body.result.records.map((r: any) => r.titile)).not.toContain('一食堂 明日到货提醒');
  });

  it('refuses missing values, unknown users and users without an address, queuing nothing', async () => {
    const before = (await call('GET', '/sys/messages')).body.result.total;
    expect((await call('POST', '/sys/message/send', { templateCode: 'order.arrival', userIds: [ids.buyer], values: { name: 'x' } })).body.message).toBe('缺少变量的值：canteen, day, count');
    expect((await call('POST', '/sys/message/send', { templateCode: 'order.arrival', userIds: ['nobody'], values: { name: 'x', canteen: 'y', day: 'z', count: '1' } })).body.message).toBe('收件用户不存在：nobody');
    expect((await call('POST', '/sys/message/send', { templateCode: 'mail.statement', userIds: [ids.buyer], values: { name: 'x', month: '11', amount: '1', deadline: 'd' } })).body.message).toBe('用户 buyer 没有email地址');
    expect((await call('POST', '/sys/message/send', { templateCode: 'no.such', userIds: [ids.buyer], values: {} })).body.message).toBe('消息模板不存在：no.such');
    expect((await call('GET', '/sys/messages')).body.result.total).toBe(before);
  });

  it('sends e-mail through the mail sender', async () => {
    const outbox: Mail[] = [];
    server.app.mail.send = async (mail) => void outbox.push(mail);
    await server.database.db.update(users).set({ email: 'buyer@example.com' }).where(eq(users.id, ids.buyer));
    const sent = await call('POST', '/sys/message/send', { templateCode: 'mail.statement', userIds: [ids.buyer], values: { name: '采购员', month: '2026-10', amount: '1200.50', deadline: '11-30' } });
    await until(() => message(sent.body.result.messageIds[0]), (m) => m?.status === 'sent', 30_000);
    expect(outbox).toEqual([{ to: 'buyer@example.com', subject: '2026-10 对账单', text: '采购员，您好：\n附上 2026-10 的对账金额 1200.50 元，请在 11-30 前确认。' }]);
  });

  it('retries a failing SMS, marks it failed after the last attempt, and sends it again on resend', async () => {
    await server.app.jobs.boss.updateQueue(MESSAGE_SEND, { name: MESSAGE_SEND, retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
    const send = server.app.sms.send;
    server.app.sms.send = async () => {
      throw new Error('gateway down');
    };
    const sent = await call('POST', '/sys/message/send', { templateCode: 'sms.delivery', userIds: [ids.canteen], values: { supplier: '鲜丰', deliveryNo: 'D1', time: '8:00' } });
    const id = sent.body.result.messageIds[0];
    expect(await until(() => message(id), (m) => m?.status === 'failed', 60_000)).toMatchObject({ attempts: 2, error: 'gateway down', recipient: '13800000004' });
    server.app.sms.send = send;
    const again = await call('POST', `/sys/messages/${id}/resend`);
    expect(again.body.result).toMatchObject({ status: 'queued', error: null });
    expect(await until(() => message(id), (m) => m?.status === 'sent', 30_000)).toMatchObject({ attempts: 3 });
    expect(server.sms.outbox.at(-1)).toEqual({ phone: '13800000004', text: '【食材平台】鲜丰 的送货单 D1 已发出，预计 8:00 送达。' });
    expect((await call('POST', `/sys/messages/${id}/resend`)).body.message).toBe('只有发送失败的消息可以重发（当前：sent）');
    expect((await call('GET', '/sys/messages', undefined, tokens.admin, { status: 'sent', channel: 'sms' })).body.result.records.map((m: any) => m.id)).toContain(id);
  }, 90_000);
});

describe('the send log export', () => {
  it('exports the log with the list\'s filters', async () => {
    const { response } = await server.call('GET', '/sys/messages/export', { token: tokens.admin, query: { channel: 'sms', status: 'sent' } });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(response.rawPayload);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row['渠道'] === 'sms' && row['状态'] === 'sent')).toBe(true);
    expect(rows[0]['收件人']).toBe('13800000004');
    expect((await call('GET', '/sys/messages/export', undefined, tokens.buyer)).status).toBe(403);
  });
});

describe('permissions', () => {
  it('lets only holders of system:message:manage in, whatever the role', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/sys/message/templates'],
      ['POST', '/sys/message/templates', { code: 'x.y', name: 'x', channel: 'inapp', title: '', body: 'b', variables: [] }],
      ['POST', '/sys/message/templates/preview', { title: '', body: 'b', variables: [], values: {} }],
      ['POST', '/sys/message/send', { templateCode: 'order.arrival', userIds: [ids.buyer], values: {} }],
      ['GET', '/sys/messages'],
      ['POST', '/sys/messages/some-id/resend'],
    ];
    for (const role of ROLES.filter((name) => name !== 'admin')) {
      for (const [method, path, body] of calls) {
        const answer = await call(method as 'GET', path, body, tokens[role]);
        expect([role, path, answer.status]).toEqual([role, path, 403]);
      }
    }
    expect((await call('GET', '/sys/messages')).status).toBe(200);
  });
});
