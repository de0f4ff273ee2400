import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../jobs/sql.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { until } from '../../../../tests/server/until.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];

beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, token = tokens.admin) => server.call(method, path, { token, body });
const job = async (name: string) => (await call('GET', '/sys/schedules')).body.result.find((j: any) => j.name === name);
const pgbossSchedule = async (name: string) => (await rowsOf<{ cron: string; data: unknown }>(server.database.db, sql`SELECT cron, data FROM pgboss.schedule WHERE name = ${name}`))[0];

describe('scheduled jobs', () => {
  it('lists the declared periodic jobs with their schedules', async () => {
    const { body } = await call('GET', '/sys/schedules');
    expect(body.result.map((j: any) => j.name).sort()).toEqual(['database.maintain', 'files.expire', 'paySteps.yearEnd', 'records.sweep', 'suppliers.qualifications']);
    expect(await job('records.sweep')).toMatchObject({ cron: '41 3 * * *', defaultCron: '41 3 * * *', enabled: true, version: 1, params: {} });
    expect(await pgbossSchedule('records.sweep')).toMatchObject({ cron: '41 3 * * *' });
  });

  it('pauses (pg-boss schedule removed, row kept), refuses a second pause and a stale version, resumes', async () => {
    const paused = await call('POST', '/sys/schedules/records.sweep/pause', { version: 1 });
    expect(paused.body.result).toMatchObject({ enabled: false, version: 2, cron: '41 3 * * *' });
    expect(await pgbossSchedule('records.sweep')).toBeUndefined();
    expect((await call('POST', '/sys/schedules/records.sweep/pause', { version: 2 })).body.message).toBe('定时任务已经是paused状态');
    const stale = await call('POST', '/sys/schedules/records.sweep/resume', { version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, '定时任务已被他人修改，请刷新后重试']);
    expect((await call('POST', '/sys/schedules/records.sweep/resume', { version: 2 })).body.result).toMatchObject({ enabled: true, version: 3 });
    expect(await pgbossSchedule('records.sweep')).toMatchObject({ cron: '41 3 * * *' });
  });

  it('changes the cron and parameters, refusing a malformed cron', async () => {
    for (const [cron, detail] of [['* * *', 'expected 5 fields'], ['61 * * * *', "minute: '61' is outside 0-59"], ['5-1 * * * *', 'runs backwards'], ['*/0 * * * *', 'a step of 0'], ['a * * * *', 'minute']]) {
      const answer = await call('PUT', '/sys/schedules/files.expire', { cron, params: {}, version: 1 });
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toContain(detail);
    }
    const edited = await call('PUT', '/sys/schedules/files.expire', { cron: '5  */2 * * 1-5', params: { days: 3 }, version: 1 });
    expect(edited.body.result).toMatchObject({ cron: '5 */2 * * 1-5', params: { days: 3 }, version: 2, defaultCron: '23 * * * *' });
    expect(await pgbossSchedule('files.expire')).toEqual({ cron: '5 */2 * * 1-5', data: { days: 3 } });
    expect((await call('PUT', '/sys/schedules/nope', { cron: '* * * * *', params: {}, version: 1 })).body.message).toBe('定时任务不存在：nope');
    expect((await call('PUT', '/sys/schedules/sms.send', { cron: '* * * * *', params: {}, version: 1 })).body.message).toBe('定时任务不存在：sms.send');
  });

  it('runs a paused job now and logs the run with its duration and output', async () => {
    const current = await job('records.sweep');
    await call('POST', '/sys/schedules/records.sweep/pause', { version: current.version });
    const run = await call('POST', '/sys/schedules/records.sweep/run');
    expect(run.body.success).toBe(true);
    const runs = await until(async () => (await call('GET', '/sys/schedules/records.sweep/runs')).body.result.records, (records: any[]) => records.some((r) => r.jobId === run.body.result.jobId && r.state === 'completed'), 30_000);
    const logged = runs.find((r: any) => r.jobId === run.body.result.jobId);
    expect(logged).toMatchObject({ name: 'records.sweep', attempt: 1, state: 'completed', error: null, output: { sessions: expect.any(Number), smsCodes: expect.any(Number), loginThrottle: expect.any(Number) } });
    expect(logged.durationMs).toBeGreaterThanOrEqual(0);
    expect((await job('records.sweep')).lastRun).toMatchObject({ jobId: run.body.result.jobId, state: 'completed' });
    expect(await pgbossSchedule('records.sweep')).toBeUndefined();
  });

  it('logs a failing attempt with its error', async () => {
    await server.app.jobs.boss.updateQueue('records.sweep', { name: 'records.sweep', retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 });
    await server.database.db.execute(sql`ALTER TABLE login_throttle RENAME TO login_throttle_gone`);
    try {
      const run = await call('POST', '/sys/schedules/records.sweep/run');
      const runs = await until(async () => (await call('GET', '/sys/schedules/records.sweep/runs')).body.result.records.filter((r: any) => r.jobId === run.body.result.jobId),
        (records: any[]) => records.length === 2 && records.every((r) => r.state === 'failed'), 60_000);
      expect(runs.map((r: any) => r.attempt).sort()).toEqual([1, 2]);
      expect(runs[0].error).toContain('login_throttle');
    } finally {
      await server.database.db.execute(sql`ALTER TABLE login_throttle_gone RENAME TO login_throttle`);
    }
  }, 90_000);

  it('lets only holders of system:job:manage in', async () => {
    for (const role of ROLES.filter((name) => name !== 'admin')) {
      for (const [method, path, body] of [['GET', '/sys/schedules'], ['PUT', '/sys/schedules/files.expire', { cron: '* * * * *', params: {}, version: 9 }], ['POST', '/sys/schedules/files.expire/pause', { version: 9 }], ['POST', '/sys/schedules/files.expire/resume', { version: 9 }], ['POST', '/sys/schedules/files.expire/run'], ['GET', '/sys/schedules/files.expire/runs']] as const) {
        expect([role, path, (await call(method, path, body, tokens[role])).status]).toEqual([role, path, 403]);
      }
    }
  });
});
