/**
 * Database upkeep (`database.maintain`, every 30 minutes, once across all processes): folds the order-line
 * counters' delta rows (src/server/db/lineCounts.ts) and, on the embedded database, which runs no
 * autovacuum, VACUUM ANALYZE so dead rows go and the planner's statistics follow the data.
 */
import { maintainDatabase } from '../db/lineCounts.ts';
import { defineJob } from './registry.ts';

export const DATABASE_MAINTAIN = 'database.maintain';

export const databaseMaintainJob = defineJob<Record<string, never>>({
  name: DATABASE_MAINTAIN,
  rules: { retryLimit: 1, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600, policy: 'stately' },
  schedule: '*/30 * * * *',
  run: (_job, app) => maintainDatabase(app.database),
});
