/**
 * 多数据源: external PostgreSQL databases registered for online reports. The connection URL is sealed with
 * AES-256-GCM under a server secret and never answered; lists show it with the password masked. A
 * connection test connects and runs SELECT 1 within a time limit, in a read-only session.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import pg from 'pg';
import { dataSourceUrlFits, maskedUrl, type DataSourceKind } from '../../../contract/domain/systemExtra.ts';
import type { DataSourceRecord } from '../../../contract/routes/system-extra.ts';
import { recordChange } from '../../db/dataLog.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { dataSources } from '../../db/schema/index.ts';
import { serverSecret } from '../../db/secrets.ts';
import { containsPattern, isUniqueViolation } from '../../db/sql.ts';
import { auditChange, checkVersion, isoStamps, type Who } from '../../http/adminChange.ts';
import { fail } from '../../http/errors.ts';
import { sorter } from '../../http/listQuery.ts';

type Row = typeof dataSources.$inferSelect;
const TABLE = 'data_sources';
const SECRET = 'data-source-key';
/** A connection test gives up after this long (connecting and the query each). */
export const TEST_TIMEOUT_MS = 5000;

async function seal(db: Db, url: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await serverSecret(db, SECRET), iv);
  const body = Buffer.concat([cipher.update(url, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64')).join('.');
}

/** The stored URL in clear, for connecting (online reports' reader and the test). */
export async function unsealedUrl(db: Db, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', await serverSecret(db, SECRET), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const recordOf = (row: Row): DataSourceRecord => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind as DataSourceKind,
  urlHint: row.urlHint,
  description: row.description,
  version: row.version,
  ...isoStamps(row),
});

/** What the data log keeps of a row: never the sealed URL. */
const logged = ({ urlSealed: _, ...row }: Row) => row;

function checkUrl(kind: DataSourceKind, url: string): void {
  if (!dataSourceUrlFits(kind, url)) fail('DATA_SOURCE_URL_INVALID');
}

export async function listDataSources(db: Db, query: { code?: string; name?: string; column?: string; order?: string }, size: number, offset: number) {
  const where = and(
    eq(dataSources.deleted, false),
    query.code?.trim() ? ilike(dataSources.code, containsPattern(query.code.trim())) : undefined,
    query.name?.trim() ? ilike(dataSources.name, containsPattern(query.name.trim())) : undefined,
  );
  const orderBy = sorter({ code: dataSources.code, name: dataSources.name, createTime: dataSources.createdAt }, query, 'createTime');
  const [{ n }] = await db.select({ n: count() }).from(dataSources).where(where);
  const rows = await db.select().from(dataSources).where(where).orderBy(orderBy, dataSources.id).limit(size).offset(offset);
  return { total: n, records: rows.map(recordOf) };
}

async function sourceById(tx: Db, id: string, lock = true): Promise<Row> {
  const query = tx.select().from(dataSources).where(and(eq(dataSources.id, id), eq(dataSources.deleted, false)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('DATA_SOURCE_NOT_FOUND');
  return row;
}

function codeTaken(error: unknown, code: string): never {
  if (isUniqueViolation(error)) fail('DATA_SOURCE_CODE_EXISTS', { code });
  throw error;
}

interface SourceInput {
  code: string;
  name: string;
  kind: DataSourceKind;
  description?: string | null;
}

export async function createDataSource(db: Db, who: Who, input: SourceInput & { url: string }): Promise<DataSourceRecord> {
  checkUrl(input.kind, input.url);
  const urlSealed = await seal(db, input.url);
  return inTransaction(db, async (tx) => {
    const [taken] = await tx.select({ id: dataSources.id }).from(dataSources).where(eq(dataSources.code, input.code));
    if (taken) fail('DATA_SOURCE_CODE_EXISTS', { code: input.code });
    const [created] = await tx
      .insert(dataSources)
      .values({ code: input.code, name: input.name, kind: input.kind, description: input.description ?? null, urlSealed, urlHint: maskedUrl(input.url), createdBy: who.username })
      .returning()
      .catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: created.id, action: 'create', before: null, after: logged(created), username: who.username });
    await auditChange(tx, who, 'data_source_add', input.code, { name: input.name, url: created.urlHint });
    return recordOf(created);
  });
}

export async function editDataSource(db: Db, who: Who, input: SourceInput & { id: string; version: number; url?: string }): Promise<DataSourceRecord> {
  if (input.url !== undefined) checkUrl(input.kind, input.url);
  const sealed = input.url === undefined ? undefined : await seal(db, input.url);
  return inTransaction(db, async (tx) => {
    const before = await sourceById(tx, input.id);
    checkVersion(before, input.version);
    const [after] = await tx
      .update(dataSources)
      .set({
        code: input.code,
        name: input.name,
        kind: input.kind,
        description: input.description ?? null,
        ...(sealed === undefined ? {} : { urlSealed: sealed, urlHint: maskedUrl(input.url!) }),
        version: sql`${dataSources.version} + 1`,
        updatedBy: who.username,
        updatedAt: new Date(),
      })
      .where(and(eq(dataSources.id, input.id), eq(dataSources.version, input.version)))
      .returning()
      .catch((error) => codeTaken(error, input.code));
    await recordChange(tx, { table: TABLE, rowId: input.id, action: 'update', before: logged(before), after: logged(after), username: who.username });
    await auditChange(tx, who, 'data_source_edit', after.code, { name: after.name, url: after.urlHint, urlChanged: sealed !== undefined });
    return recordOf(after);
  });
}

export async function deleteDataSource(db: Db, who: Who, id: string, version: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await sourceById(tx, id);
    checkVersion(before, version);
    await tx.update(dataSources).set({ deleted: true, version: sql`${dataSources.version} + 1`, updatedBy: who.username, updatedAt: new Date() }).where(eq(dataSources.id, id));
    await recordChange(tx, { table: TABLE, rowId: id, action: 'delete', before: logged(before), after: null, username: who.username });
    await auditChange(tx, who, 'data_source_delete', before.code, null);
  });
}

/** Connect to the URL (as given, or the stored source's) and run SELECT 1; the answer never carries the password. */
export async function testDataSource(db: Db, input: { id?: string; kind: DataSourceKind; url?: string }, timeoutMs = TEST_TIMEOUT_MS) {
  let url = input.url;
  if (url === undefined && input.id) url = await unsealedUrl(db, (await sourceById(db, input.id, false)).urlSealed);
  if (url === undefined) fail('DATA_SOURCE_URL_REQUIRED');
  checkUrl(input.kind, url);
  const password = new URL(url).password;
  const started = Date.now();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, statement_timeout: timeoutMs, options: '-c default_transaction_read_only=on' });
  // a refused or dropped connection also raises 'error' on the client; the awaited calls below report it
  client.on('error', () => {});
  try {
    await client.connect();
    const result = await client.query<{ version: string }>('SELECT version() AS version');
    return { ok: true, message: String(result.rows[0]?.version ?? '').slice(0, 200), millis: Date.now() - started };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const message = (password ? text.split(password).join('****') : text).slice(0, 300) || 'connection failed';
    return { ok: false, message, millis: Date.now() - started };
  } finally {
    await client.end().catch(() => {});
  }
}
