/** Config values (the key/value table) and which of them the back office may read. */
import { eq } from 'drizzle-orm';
import type { Db } from './index.ts';
import { config } from './schema/index.ts';

/** Config keys any signed-in user may read; features that add a readable key list it here. */
export const READABLE_CONFIG_KEYS: ReadonlySet<string> = new Set([
  'SYS_CONFIG_PLATFORM_NAME',
  'SYS_CONFIG_PLATFORM_LOGO',
  'SYS_CONFIG_PAY_TIPS',
  'SYS_CONFIG_PAY_CONTRACT_TEMPLATE',
  'SYS_CONFIG_CONTRACT_TITLE',
  'SYS_CONFIG_CONTRACT_CHECK',
  'SYS_CONFIG_SERVICE_MANAGER_NAME',
  'SYS_CONFIG_SERVICE_MANAGER_PHONE',
]);

/** The stored value of a config key, or null when the key has no row. */
export async function configValue(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: config.value }).from(config).where(eq(config.key, key)).limit(1);
  return row?.value ?? null;
}
