/** The database's figures for the monitoring screen: size, connections, largest tables, slow statements. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { rowsOf } from '../../jobs/sql.ts';

/** Statements running longer than this count as slow when pg_stat_statements is not installed (ms). */
const SLOW_MS = 500;

export async function databaseFigures(database: Database) {
  const db = database.db;
  const [info] = await rowsOf<{ version: string; size: string }>(db, sql`SELECT version() AS version, pg_database_size(current_database())::text AS size`);
  const [connections] = await rowsOf<{ total: number; active: number; idle: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'active')::int AS active, count(*) FILTER (WHERE state = 'idle')::int AS idle
        FROM pg_stat_activity WHERE datname = current_database()`,
  ).catch(() => [{ total: 1, active: 1, idle: 0 }]);
  const [max] = await rowsOf<{ max: string }>(db, sql`SELECT current_setting('max_connections') AS max`).catch(() => [{ max: '' }]);
  const tables = await rowsOf<{ name: string; bytes: string; rows: string }>(
    db,
    sql`SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes, greatest(c.reltuples, 0)::bigint::text AS rows
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'pgboss') ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 10`,
  );
  let slowSource = 'pg_stat_activity';
  let slow: Array<{ query: string; ms: number; calls: number | null }>;
  try {
    const rows = await rowsOf<{ query: string; ms: number; calls: string }>(
      db,
      sql`SELECT query, round(mean_exec_time::numeric, 1)::float8 AS ms, calls::text AS calls FROM pg_stat_statements ORDER BY mean_exec_time DESC LIMIT 10`,
    );
    slowSource = 'pg_stat_statements';
    slow = rows.map((row) => ({ query: row.query.slice(0, 500), ms: row.ms, calls: Number(row.calls) }));
  } catch {
    const rows = await rowsOf<{ query: string; ms: number }>(
      db,
      sql`SELECT query, (extract(epoch FROM now() - query_start) * 1000)::float8 AS ms FROM pg_stat_activity
          WHERE state = 'active' AND datname = current_database() AND pid <> pg_backend_pid() AND now() - query_start > make_interval(secs => ${SLOW_MS / 1000})
          ORDER BY query_start LIMIT 10`,
    ).catch(() => []);
    slow = rows.map((row) => ({ query: row.query.slice(0, 500), ms: Math.round(row.ms), calls: null }));
  }
  return {
    kind: database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
    version: info.version.split(' on ')[0],
    sizeBytes: Number(info.size),
    connections: { ...connections, max: Number(max.max) || null },
    tables: tables.map((row) => ({ name: row.name, bytes: Number(row.bytes), rows: Number(row.rows) })),
    slowSource,
    slow,
  };
}
