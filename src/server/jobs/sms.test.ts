import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { rowsOf } from './sql.ts';
import { until } from '../../../tests/server/until.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
});
afterAll(() => server.close());

const smsJobs = () =>
  rowsOf<{ id: string; state: string; retryCount: number; data: { phone: string; sealed: string } }>(
    server.database.db,
    sql`SELECT id, state, retry_count AS "retryCount", data FROM pgboss.job WHERE name = 'sms.send' ORDER BY created_on`,
  );


describe('sms.send', () => {
  it('sends the code before the request answers when the gateway works, and keeps no code readable in the queue', async () => {
    const phone = '13800000001';
    const { body } = await server.call('POST', '/sys/sms', { body: { phone } });
    expect(body.success).toBe(true);
    const text = server.sms.outbox.at(-1)!;
    expect(text.phone).toBe(phone);
    const code = text.text.match(/\d{6}/)![0];
    const [job] = await until(smsJobs, (jobs) => jobs.at(-1)?.state === 'completed');
    expect(job.data.phone).toBe(phone);
    expect(JSON.stringify(job.data)).not.toContain(code);
  });

  it('retries a message the gateway refused, then delivers it', async () => {
    const sender = server.sms;
    const send = sender.send;
    let refusals = 0;
    sender.send = async (phone, text) => {
      if (refusals++ === 0) throw new Error('gateway unavailable');
      return send(phone, text);
    };
    try {
      const phone = '13800000002';
      const sent = server.sms.outbox.length;
      const { body } = await server.call('POST', '/sys/sms', { body: { phone } });
      // the answer is the same: the message is on its way
      expect(body).toMatchObject({ success: true, message: '验证码已发送' });
      expect(server.sms.outbox.length).toBe(sent);
      const jobs = await until(smsJobs, (jobs) => jobs.at(-1)?.state === 'completed');
      expect(jobs.at(-1)).toMatchObject({ retryCount: 1 });
      expect(refusals).toBe(2);
      expect(server.sms.outbox.slice(sent).map((m) => m.phone)).toEqual([phone]);
    } finally {
      sender.send = send;
    }
  });
});
