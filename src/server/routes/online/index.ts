/**
 * Online development (issue 22): form definitions and their publication, the rows of every form (one
 * generic data screen), and read-only reports. At start the report reader role is made and granted (see
 * runner.ts); where the database user may not make roles, reports run behind the other safeguards.
 */
import type { FastifyInstance } from 'fastify';
import { dataRoutes } from './data.ts';
import { formRoutes } from './forms.ts';
import { reportRoutes, type UnsealUrl } from './reports.ts';
import { ensureReaderRole } from './runner.ts';
import { fail } from '../../http/errors.ts';

export interface OnlineOptions {
  /** Unseals a data source's stored URL; without it (a server with no 多数据源) reports run on the built-in database only. */
  unsealUrl?: UnsealUrl;
}

export default async function onlineRoutes(app: FastifyInstance, opts: OnlineOptions = {}): Promise<void> {
  const reader = await ensureReaderRole(app.db);
  if (!reader) app.log.warn('online reports: the role larder_report_reader could not be made; reports run without it (read-only transaction and name checks only)');
  const options = () => ({ database: app.database, reader, timeoutMs: app.config.reportTimeoutMs, maxCost: app.config.reportMaxCost });
  formRoutes(app, () => reader);
  dataRoutes(app);
  reportRoutes(app, options, opts.unsealUrl ?? (() => fail('ONLINE_REPORT_SOURCE_NOT_FOUND', { id: '' })));
}
