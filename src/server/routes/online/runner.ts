/**
 * Running a report's query so that it can only read, and only what it may: one SELECT/WITH statement
 * (scanned by the contract's rules), wrapped as a sub-query with a row cap, in a READ ONLY transaction
 * with SET LOCAL statement_timeout, under the role larder_report_reader, which holds SELECT on every
 * table of the schema except the denied ones (DENIED_TABLES; made and re-granted at start-up).
 *
 * The embedded database (PGlite) runs a statement to its end on the server's only thread: it cannot be
 * interrupted, and statement_timeout never fires. There the planner's cost estimate is checked before
 * running (reportMaxCost) and the sleep functions are refused by name.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DENIED_TABLES, deniedNames, paramValue, scanSql, type ReportParam, type RuleError } from '../../../contract/domain/online.ts';
import type { ReportResult } from '../../../contract/routes/online.ts';
import type { Database, Db } from '../../db/index.ts';
import { ApiError, fail, type ErrorCode } from '../../http/errors.ts';

export const READER_ROLE = 'larder_report_reader';
/** At most this many rows come back from a run (the answer says when there were more). */
export const REPORT_ROW_LIMIT = 5000;

const refuse = (error: RuleError): never => fail(error.code as ErrorCode, error.params);

/**
 * Make the reader role and give it SELECT on every table and view of the schema but the denied ones.
 * False when the database user may not make roles (a managed PostgreSQL): reports then run without the
 * role, behind the read-only transaction and the checks by name only.
 */
export async function ensureReaderRole(db: Db): Promise<boolean> {
  try {
    await db.execute(sql.raw(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${READER_ROLE}') THEN CREATE ROLE ${READER_ROLE} NOLOGIN; END IF;
    END $$`));
    await db.execute(sql.raw(`GRANT ${READER_ROLE} TO CURRENT_USER`)).catch(() => {});
    await db.execute(sql.raw(`GRANT USAGE ON SCHEMA public TO ${READER_ROLE}`));
    await db.execute(sql.raw(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${READER_ROLE}`));
    await db.execute(sql.raw(`REVOKE ALL ON ${DENIED_TABLES.map((t) => `"${t}"`).join(', ')} FROM ${READER_ROLE}`));
    return true;
  } catch {
    return false;
  }
}

export interface RunOptions {
  database: Pick<Database, 'kind' | 'db'>;
  reader: boolean;
  timeoutMs: number;
  maxCost: number;
}

/** A registered data source (多数据源) a report runs on instead of the built-in database. */
export interface ExternalSource {
  code: string;
  /** The connection URL in clear (unsealed just before connecting, never answered). */
  url: string;
}

/** Check a report's text and parameters without running it: the scan, the names, the declared :params. */
export function prepare(text: string, declared: readonly ReportParam[], kind: Database['kind'] | 'external', values: Record<string, string> = {}) {
  const { scanned, error } = scanSql(text);
  if (error) refuse(error);
  const denied = deniedNames(scanned!, kind === 'pglite', kind !== 'external');
  if (denied) refuse(denied);
  const names = new Set<string>();
  for (const param of declared) {
    if (!/^[a-zA-Z_][a-zA-Z0-9_]{0,39}$/.test(param.name) || names.has(param.name)) fail('ONLINE_REPORT_PARAM_NAME_INVALID', { param: param.name });
    names.add(param.name);
  }
  const args = scanned!.params.map((name) => {
    const param = declared.find((p) => p.name === name);
    if (!param) fail('ONLINE_REPORT_PARAM_UNDECLARED', { param: name });
    const { value, error: bad } = paramValue(param, values[name]);
    if (bad) refuse(bad);
    return { value: value ?? null, type: param.type };
  });
  return { text: scanned!.text, args };
}

/** Run a checked report; every database refusal becomes a catalogue error, never a 500. */
export async function runReport(options: RunOptions, text: string, declared: readonly ReportParam[], values: Record<string, string> = {}, source?: ExternalSource): Promise<ReportResult> {
  const prepared = prepare(text, declared, source ? 'external' : options.database.kind, values);
  const cast = { text: 'text', number: 'numeric', date: 'date' } as const;
  // Parameters are bound, typed by their declaration ($1::numeric …); the text itself is never formatted.
  const body = prepared.text.replace(/\$(\d+)/g, (_, n: string) => `$${n}::${cast[prepared.args[Number(n) - 1]!.type]}`);
  const wrapped = `SELECT * FROM (${body}\n) AS report LIMIT ${REPORT_ROW_LIMIT + 1}`;
  const started = performance.now();
  const { db } = options.database;
  try {
    const rows = source ? await runExternal(source, wrapped, prepared.args.map((a) => a.value), options.timeoutMs) : await db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET TRANSACTION READ ONLY'));
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(options.timeoutMs))}`));
      if (options.reader) await tx.execute(sql.raw(`SET LOCAL ROLE ${READER_ROLE}`));
      if (options.database.kind === 'pglite') {
        const plan = await rawQuery(tx, `EXPLAIN (FORMAT JSON) ${wrapped}`, prepared.args.map((a) => a.value));
        const cost = planCost(plan.rows);
        if (cost > options.maxCost) fail('ONLINE_REPORT_TOO_EXPENSIVE', { cost: Math.round(cost), max: options.maxCost });
      }
      return rawQuery(tx, wrapped, prepared.args.map((a) => a.value));
    });
    const columns = rows.fields.map((f) => f.name);
    const list = rows.rows.slice(0, REPORT_ROW_LIMIT).map((row) => Object.fromEntries(columns.map((c) => [c, plain(row[c])])));
    return { columns, rows: list, truncated: rows.rows.length > REPORT_ROW_LIMIT, ms: Math.round(performance.now() - started) };
  } catch (error) {
    throw translate(error, options.timeoutMs);
  }
}

/**
 * The query on a connection of its own to the data source: a session whose transactions default to read
 * only, then an explicit READ ONLY transaction with the statement timeout, rolled back at the end. The
 * driver's own query timeout (a little longer) ends the wait should the server not answer at all.
 */
async function runExternal(source: ExternalSource, text: string, params: unknown[], timeoutMs: number): Promise<RawResult> {
  const timeout = Math.max(1, Math.round(timeoutMs));
  const client = new pg.Client({
    connectionString: source.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: timeout + 2000,
    options: '-c default_transaction_read_only=on',
    application_name: 'larder-report',
  });
  // a refused or dropped connection also raises 'error' on the client; the awaited calls report it
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    unreachable(source, error);
  }
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    await client.query(`SET LOCAL statement_timeout = ${timeout}`);
    const result = await client.query(text, params);
    return { rows: result.rows as Record<string, unknown>[], fields: result.fields };
  } catch (error) {
    // PostgreSQL's refusals (an SQLSTATE) are translated by the caller; a lost or silent connection is the source's
    if (typeof (error as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((error as { code: string }).code)) throw error;
    unreachable(source, error);
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    await client.end().catch(() => {});
  }
}

/** How long connecting to a data source may take before the report says it cannot be reached. */
export const CONNECT_TIMEOUT_MS = 5000;

/** The source cannot be reached: its code and the driver's words, never the password. */
function unreachable(source: ExternalSource, error: unknown): never {
  let password = '';
  try {
    password = decodeURIComponent(new URL(source.url).password);
  } catch {
    // an unreadable URL has no password to hide
  }
  const text = error instanceof Error ? error.message : String(error);
  const detail = (password ? text.split(password).join('****') : text).slice(0, 200) || 'connection failed';
  return fail('ONLINE_REPORT_SOURCE_UNREACHABLE', { source: source.code, detail });
}

interface RawResult {
  rows: Record<string, unknown>[];
  fields: { name: string }[];
}

/** A query with positional parameters through whichever driver is underneath (drizzle's session client). */
async function rawQuery(tx: Db, text: string, params: unknown[]): Promise<RawResult> {
  const client = (tx as unknown as { session: { client: { query(text: string, params: unknown[]): Promise<RawResult> } } }).session.client;
  const result = await client.query(text, params);
  return { rows: result.rows, fields: result.fields };
}

function planCost(rows: Record<string, unknown>[]): number {
  const first = rows[0] ? Object.values(rows[0])[0] : undefined;
  const plan = typeof first === 'string' ? JSON.parse(first) : first;
  return Number(plan?.[0]?.Plan?.['Total Cost'] ?? 0);
}

/** A cell as JSON carries it: dates as ISO text, big integers as numbers when exact, else text. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : String(value);
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return value;
}

/** PostgreSQL's answer in catalogue terms, by SQLSTATE. */
function translate(error: unknown, timeoutMs: number): unknown {
  let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (e && typeof e.code !== 'string' && e.cause) e = e.cause as typeof e;
  if (error instanceof ApiError) return error;
  if (!e || typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return error;
  const detail = String(e.message ?? '').slice(0, 300);
  const code = e.code;
  if (code === '57014') return apiError('ONLINE_REPORT_TIMEOUT', { seconds: timeoutMs / 1000 });
  if (code === '25006') return apiError('ONLINE_REPORT_READ_ONLY', { detail });
  if (code === '42501') return apiError('ONLINE_REPORT_READ_ONLY', { detail });
  return apiError('ONLINE_REPORT_FAILED', { detail });
}

function apiError(code: ErrorCode, params: Record<string, string | number>): unknown {
  try {
    fail(code, params);
  } catch (error) {
    return error;
  }
}
