/**
 * The demo 在线开发: the food sample register and its report, made through the services the screens use,
 * hold rows that pass the form's rules, and the report runs read-only with the columns its chart names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { DEMO_FORM_CODE, DEMO_REPORT_CODE } from './online.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

describe('demo online development', () => {
  it('lists the sample register, unpublished, with three days of both canteens, newest day first', async () => {
    const forms = (await server.call('GET', '/online/forms', { token: admin, query: { keyword: DEMO_FORM_CODE } })).body.result.records;
    expect(forms).toEqual([expect.objectContaining({ code: DEMO_FORM_CODE, title: '食堂留样登记', menuId: null, fieldCount: 8 })]);
    const rows = (await server.call('GET', `/online/data/${DEMO_FORM_CODE}`, { token: admin, query: { pageSize: '100' } })).body.result;
    expect(rows.total).toBe(30);
    const values = rows.records.map((r: { values: Record<string, unknown> }) => r.values);
    expect(new Set(values.map((v: { canteen: string }) => v.canteen)).size).toBe(2);
    expect(new Set(values.map((v: { day: string }) => v.day)).size).toBe(3);
    expect(values.map((v: { day: string }) => v.day)).toEqual([...values.map((v: { day: string }) => v.day)].sort().reverse());
    // the rules hold: at least 125 g, and the switch's default filled in
    for (const v of values) expect(v).toMatchObject({ grams: expect.any(Number), sealed: true });
    expect(Math.min(...values.map((v: { grams: number }) => v.grams))).toBeGreaterThanOrEqual(125);
  });

  it("runs the report over the form's view, with the chart's columns", async () => {
    const report = (await server.call('GET', `/online/reports/code/${DEMO_REPORT_CODE}`, { token: admin })).body.result;
    expect(report.chart).toEqual({ type: 'bar', x: 'slot', y: ['grams'] });
    const run = await server.call('POST', `/online/reports/${report.id}/run`, { token: admin, body: {} });
    expect(run.body.success).toBe(true);
    expect(run.body.result.columns).toEqual(expect.arrayContaining(['slot', 'samples', 'grams']));
    // two canteens x lunch and dinner; lunch serves three dishes a day, dinner two
    expect(run.body.result.rows).toHaveLength(4);
    expect(run.body.result.rows.map((r: { samples: unknown }) => Number(r.samples)).sort()).toEqual([6, 6, 9, 9]);
  });
});
