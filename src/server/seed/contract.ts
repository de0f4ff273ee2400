/** Config the supplier service contract reads: the contract check switch and the service manager's contact. */
import { config } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

export const CONTRACT_CONFIG: Record<string, string> = {
  /** '1' (or no row): suppliers must hold a contract; '0' switches the check off. */
  SYS_CONFIG_CONTRACT_CHECK: '1',
  SYS_CONFIG_SERVICE_MANAGER_NAME: '平台客服 赵经理',
  SYS_CONFIG_SERVICE_MANAGER_PHONE: '400-800-2026',
};

export async function seedContract({ db }: SeedContext): Promise<void> {
  await db
    .insert(config)
    .values(Object.entries(CONTRACT_CONFIG).map(([key, value]) => ({ key, value, createdBy: 'admin' })))
    .onConflictDoNothing();
}
