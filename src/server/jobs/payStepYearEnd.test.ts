/**
 * The year-end assessment job (`paySteps.yearEnd`): scheduled daily; run through the queue it assesses the
 * prepaid fee records whose contract year has ended from the standing book, with the same trail row as the
 * platform's manual assessment; a year still running, or a record not yet prepaid, is left alone; a second run
 * changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/domain/serviceContract.ts';
import { orderEvents, payStepRecords, serviceContracts } from '../db/schema/index.ts';
import { PDF_BYTES } from '../storage/samples.ts';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { multipartBody } from '../../../tests/server/multipart.ts';
import { chinaDay, ordering } from '../../../tests/server/ordering.ts';
import { demoParties, ledgerEntries } from '../../../tests/server/tickets.ts';
import { until } from '../../../tests/server/until.ts';
import { assessEndedYears, PAY_STEP_YEAR_END } from './payStepYearEnd.ts';
import { rowsOf } from './sql.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const records: Record<'ended' | 'running' | 'unpaid', string> = { ended: '', running: '', unpaid: '' };
const today = chinaDay(0);
const ENDED = { begin: addDays(today, -400), end: addDays(today, -36) };

/** Open a fee record for a new initiated contract of 禾丰 over [begin, end]; prepaid unless told otherwise. */
async function feeRecord(begin: string, end: string, prepaid = true): Promise<string> {
  const { grain } = await demoParties(server);
  const [contract] = await server.database.db.insert(serviceContracts).values({ supplierId: grain, status: 12, beginDate: begin, endDate: end }).returning({ id: serviceContracts.id });
  const opened = await api.ok(tokens.admin!, 'POST', '/supplier/pay-steps', { contractId: contract!.id });
  if (!prepaid) return opened.id;
  const { payload, headers } = multipartBody({ bytes: PDF_BYTES, filename: 'proof.pdf', contentType: 'application/pdf' }, { purpose: 'payment' });
  const proofPath = (await server.call('POST', '/sys/common/upload', { token: tokens.grain, body: payload, headers })).body.message as string;
  const handed = await api.ok(tokens.grain!, 'POST', `/supplier/pay-steps/${opened.id}/upload`, { version: opened.version, proofPath });
  await api.ok(tokens.admin!, 'POST', `/supplier/pay-steps/${opened.id}/confirm`, { version: handed.version });
  return opened.id;
}

const recordOf = async (id: string) => (await server.database.db.select().from(payStepRecords).where(eq(payStepRecords.id, id)))[0]!;

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'grain']) tokens[name] = await server.login(name);
  const { grain, first } = await demoParties(server);
  records.ended = await feeRecord(ENDED.begin, ENDED.end);
  records.running = await feeRecord(addDays(today, -30), addDays(today, 334));
  records.unpaid = await feeRecord(addDays(today, -800), addDays(today, -436), false);
  // 禾丰's trade in the ended year: whatever the demo holds there, plus 150,000 yuan less a 1,000 yuan return
  await ledgerEntries(server, { supplierId: grain, restaurantId: first }, [[ENDED.begin, '150000.00'], [ENDED.end, '-1000.00']]);
});
afterAll(() => server.close());

describe('the year-end assessment', () => {
  it('is scheduled daily', async () => {
    const [schedule] = await rowsOf<{ cron: string }>(server.database.db, sql`SELECT cron FROM pgboss.schedule WHERE name = ${PAY_STEP_YEAR_END}`);
    expect(schedule).toEqual({ cron: '40 16 * * *' });
  });

  it('run on the queue, assesses the ended prepaid years from the ledger, audited as the manual assessment is', async () => {
    const { grain } = await demoParties(server);
    const [{ amount }] = await rowsOf<{ amount: string }>(server.database.db, sql`SELECT coalesce(sum(amount), 0)::text AS amount FROM standing_book WHERE supplier_id = ${grain} AND arrival_date BETWEEN ${ENDED.begin} AND ${ENDED.end}`);
    expect(Number(amount)).toBeGreaterThanOrEqual(149_000);
    await server.app.jobs.send(PAY_STEP_YEAR_END, {});
    const assessed = await until(() => recordOf(records.ended), (row) => row.status !== 'prepaid');
    expect(Number(assessed.annualTrade)).toBe(Number(amount));
    const fee = Number(amount) >= 500_000 ? 5000 : 3000;
    expect(assessed).toMatchObject({ status: fee === 5000 ? 'settled' : 'assessed', fee: `${fee}.00`, refund: `${5000 - fee}.00`, updatedBy: PAY_STEP_YEAR_END, version: 4 });
    const [event] = await server.database.db.select().from(orderEvents).where(and(eq(orderEvents.entityId, records.ended), eq(orderEvents.action, 'assess')));
    expect(event).toMatchObject({ entity: 'pay_step', fromStatus: 'prepaid', toStatus: assessed.status, actorName: PAY_STEP_YEAR_END });
    expect(event!.detail).toMatchObject({ annualTrade: assessed.annualTrade, fee: assessed.fee, refund: assessed.refund });
    // the platform sees the move in the record's trail
    const detail = await api.ok(tokens.admin!, 'GET', `/supplier/pay-steps/${records.ended}`);
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual(['open', 'upload', 'confirm', 'assess']);
  });

  it('leaves a running year and an unpaid record alone, and a second run changes nothing', async () => {
    expect((await recordOf(records.running)).status).toBe('prepaid');
    expect((await recordOf(records.unpaid)).status).toBe('awaiting_proof');
    const before = await recordOf(records.ended);
    expect(await assessEndedYears(server.database.db)).toEqual({ assessed: 0, settled: 0, skipped: 0 });
    expect(await recordOf(records.ended)).toEqual(before);
    // the running year's turn comes once it has ended
    const later = new Date(Date.now() + 340 * 86_400_000);
    const summary = await assessEndedYears(server.database.db, later);
    expect(summary.assessed + summary.settled).toBeGreaterThanOrEqual(1);
    expect((await recordOf(records.running)).status).not.toBe('prepaid');
  });
});
