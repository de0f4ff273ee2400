/**
 * Make the audit insert of one action fail, as a database would after the change it records had been
 * written: a test-only trigger on audit_log raising an exception. Tests use it to prove that a change and
 * its audit row commit together (the change must be rolled back and the answer be an error).
 */
import { sql } from 'drizzle-orm';
import type { TestServer } from './harness.ts';

/** Fail every audit_log insert of `action` until the returned function is called. */
export async function failAuditOf(server: TestServer, action: string): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(action)) throw new Error(`not an action name: ${action}`);
  const db = server.database.db;
  await db.execute(sql.raw(`
    CREATE OR REPLACE FUNCTION test_fail_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit_log unavailable (test)'; END $$`));
  await db.execute(sql.raw(`
    CREATE TRIGGER test_fail_audit BEFORE INSERT ON audit_log FOR EACH ROW
    WHEN (NEW.action = '${action}') EXECUTE FUNCTION test_fail_audit()`));
  return async () => {
    await db.execute(sql.raw('DROP TRIGGER IF EXISTS test_fail_audit ON audit_log'));
    await db.execute(sql.raw('DROP FUNCTION IF EXISTS test_fail_audit()'));
  };
}
