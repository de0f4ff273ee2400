import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { tracePath } from '../../http/trace.ts';
import { until } from '../../../../tests/server/until.ts';
import { sampleRateOf } from './sampling.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const ROLES = ['admin', 'buyer', 'supplier', 'grain', 'canteen'];
const PAGES = ['/monitor/services', '/monitor/disk', '/monitor/http-trace', '/monitor/runtime', '/monitor/database', '/monitor/system', '/monitor/queue'];

beforeAll(async () => {
  server = await startServer({ metricsToken: 'scrape-secret-1' });
  for (const name of ROLES) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

/** A strict reading of the Prometheus text format 0.0.4: every sample belongs to a family declared by TYPE. */
function parsePrometheus(text: string): Map<string, { type: string; samples: Array<{ name: string; labels: Record<string, string>; value: number }> }> {
  const families = new Map<string, { type: string; samples: Array<{ name: string; labels: Record<string, string>; value: number }> }>();
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .*$/.exec(line);
    if (help) continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      expect(families.has(type[1])).toBe(false);
      families.set(type[1], { type: type[2], samples: [] });
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*",?)*)\})? (-?[0-9.e+-]+|\+Inf|-Inf|NaN)$/.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const family = [...families.keys()].find((name) => sample[1] === name || (families.get(name)!.type === 'histogram' && /^_(bucket|sum|count)$/.test(sample[1].slice(name.length)) && sample[1].startsWith(name)));
    if (!family) throw new Error(`sample without a TYPE: ${line}`);
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    families.get(family)!.samples.push({ name: sample[1], labels, value: Number(sample[3].replace('Inf', 'Infinity')) });
  }
  return families;
}

describe('monitoring', () => {
  it('answers every monitoring page to an administrator with live figures', async () => {
    const answers = Object.fromEntries(await Promise.all(PAGES.map(async (path) => [path, (await server.call('GET', path, { token: tokens.admin })).body])));
    for (const path of PAGES) expect([path, answers[path].success]).toEqual([path, true]);
    expect(answers['/monitor/services'].result.services.find((s: any) => s.name === 'database')).toMatchObject({ status: 'up' });
    expect(answers['/monitor/disk'].result.totalBytes).toBeGreaterThan(0);
    expect(answers['/monitor/runtime'].result).toMatchObject({ node: process.version, pid: process.pid });
    expect(answers['/monitor/runtime'].result.heapUsed).toBeGreaterThan(0);
    expect(answers['/monitor/database'].result.sizeBytes).toBeGreaterThan(0);
    expect(answers['/monitor/database'].result.tables.length).toBeGreaterThan(0);
    expect(answers['/monitor/system'].result.cpus).toBeGreaterThan(0);
    expect(answers['/monitor/queue'].result.queues.map((q: any) => q.name)).toContain('message.send');
  });

  it('traces recent requests with the query values hidden, newest first', async () => {
    await server.call('GET', '/monitor/system', { token: tokens.admin, query: { token: 'very-secret', x: '1' } });
    await server.call('GET', '/monitor/system', { token: tokens.buyer });
    const { body } = await server.call('GET', '/monitor/http-trace', { token: tokens.admin, query: { path: '/monitor/system' } });
    const [newest, before] = body.result.records;
    expect(newest).toMatchObject({ method: 'GET', path: '/api/monitor/system', status: 403, user: 'buyer' });
    expect(before).toMatchObject({ path: '/api/monitor/system?token=…&x=…', status: 200, user: 'admin' });
    expect(JSON.stringify(body)).not.toContain('very-secret');
    expect(tracePath('/a?sig=abc&exp=1')).toBe('/a?sig=…&exp=…');
  });

  it('keeps the share of requests the sampling setting asks for, set from the monitoring screen with the config edit permission', async () => {
    const set = (percent: unknown, token = tokens.admin) => server.call('PUT', '/monitor/http-trace/sampling', { token, body: { percent } });
    const traced = async (marker: string) => {
      const { body } = await server.call('GET', '/monitor/http-trace', { token: tokens.admin, query: { path: marker } });
      return body.result;
    };
    expect((await set(0)).body.result).toEqual({ percent: 0 });
    const seen = server.app.requestTrace.seen;
    for (let i = 0; i < 5; i++) await server.call('GET', '/monitor/system', { token: tokens.admin, query: { none: String(i) } });
    const off = await traced('none=');
    expect(off.records).toEqual([]);
    expect(off.sampleRate).toBe(0);
    expect(off.seen).toBeGreaterThanOrEqual(seen + 5);
    const stored = await server.database.db.execute(sql`select value from config where key = 'SYS_CONFIG_TRACE_SAMPLE_PERCENT'`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ value: '0' }]);

    expect((await set(100)).body.success).toBe(true);
    for (let i = 0; i < 3; i++) await server.call('GET', '/monitor/system', { token: tokens.admin, query: { all: String(i) } });
    expect((await traced('all=')).records).toHaveLength(3);

    const denied = await set(50, tokens.buyer);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toMatch(/system:config:edit/);
    for (const bad of [101, -1, 12.5, 'half']) expect((await set(bad)).status).toBe(400);
    expect(server.app.requestTrace.sampleRate).toBe(1);

    // another instance's change arrives through the database
    await server.app.database.notify('larder_trace_sampling', '25');
    await until(async () => server.app.requestTrace.sampleRate, (rate) => rate === 0.25, 10_000);
    await set(100);
    // a stored value that is not a percent keeps every request
    expect([sampleRateOf(null), sampleRateOf('40'), sampleRateOf('0'), sampleRateOf('150'), sampleRateOf('x')]).toEqual([1, 0.4, 0, 1, 1]);
  });

  it('keeps the trace bounded', async () => {
    const trace = server.app.requestTrace;
    for (let i = 0; i < trace.capacity + 20; i++) trace.record({ at: new Date().toISOString(), method: 'GET', path: `/x/${i}`, status: 200, ms: 1, user: null });
    const records = trace.records();
    expect(records).toHaveLength(trace.capacity);
    expect(records[0].path).toBe(`/x/${trace.capacity + 19}`);
  });

  it('serves /metrics in the Prometheus text format to an administrator or the bearer secret only', async () => {
    const scraped = await server.call('GET', '/metrics', { headers: { authorization: 'Bearer scrape-secret-1' } });
    expect(scraped.status).toBe(200);
    expect(scraped.response.headers['content-type']).toContain('text/plain; version=0.0.4');
    const families = parsePrometheus(scraped.response.body);
    expect(families.get('larder_up')!.samples[0].value).toBe(1);
    expect(families.get('larder_nodejs_heap_used_bytes')!.samples[0].value).toBeGreaterThan(0);
    const histogram = families.get('larder_http_request_duration_seconds')!;
    expect(histogram.type).toBe('histogram');
    const inf = histogram.samples.find((s) => s.labels.le === '+Inf')!;
    expect(histogram.samples.find((s) => s.name.endsWith('_count'))!.value).toBe(inf.value);
    expect(families.get('larder_jobs')!.samples.some((s) => s.labels.queue === 'message.send' && s.labels.state === 'failed')).toBe(true);
    expect((await server.call('GET', '/metrics', { token: tokens.admin })).status).toBe(200);
    for (const headers of [{ authorization: 'Bearer wrong' }, {}] as Array<Record<string, string>>) expect((await server.call('GET', '/metrics', { headers })).status).toBe(401);
    for (const role of ROLES.filter((name) => name !== 'admin')) expect([role, (await server.call('GET', '/metrics', { token: tokens[role] })).status]).toEqual([role, 401]);
  });

  it('lets only holders of monitor:service:list see the monitoring pages', async () => {
    for (const role of ROLES.filter((name) => name !== 'admin')) {
      for (const path of PAGES) expect([role, path, (await server.call('GET', path, { token: tokens[role] })).status]).toEqual([role, path, 403]);
    }
  });
});
