/**
 * Online development (issue 22): form definitions and their publication, the rows of every form (one
 * generic data screen), and read-only reports. At start the report reader role is made and granted (see
 * runner.ts); where the database user may not make roles, reports run behind the other safeguards.
 */
import type { FastifyInstance } from 'fastify';
import { dataRoutes } from './data.ts';
import { formRoutes } from './forms.ts';
import { reportRoutes } from './reports.ts';
import { ensureReaderRole } from './runner.ts';

export default async function onlineRoutes(app: FastifyInstance): Promise<void> {
  const reader = await ensureReaderRole(app.db);
  if (!reader) app.log.warn('online reports: the role larder_report_reader could not be made; reports run without it (read-only transaction and name checks only)');
  const options = () => ({ database: app.database, reader, timeoutMs: app.config.reportTimeoutMs, maxCost: app.config.reportMaxCost });
  formRoutes(app, () => reader);
  dataRoutes(app);
  reportRoutes(app, options);
}
