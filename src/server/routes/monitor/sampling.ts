/**
 * The HTTP trace's sampling rate: a config key (TRACE_SAMPLE_CONFIG_KEY, percent) read when the server
 * starts and set from the monitoring screen. A change is written with its audit row, applied here and
 * announced on `larder_trace_sampling`, so every instance keeps the same share of requests.
 */
import type { FastifyInstance } from 'fastify';
import { TRACE_SAMPLE_CONFIG_KEY } from '../../../contract/domain/operations.ts';
import { monitorTraceSampling } from '../../../contract/routes/monitor.ts';
import { audit } from '../../auth/audit.ts';
import { PERMS } from '../../auth/perms.ts';
import { configValue } from '../../db/config.ts';
import { inTransaction } from '../../db/index.ts';
import { config } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';

const CHANNEL = 'larder_trace_sampling';

/** A stored percent as a rate (0-1); anything but a whole number from 0 to 100 keeps every request. */
export function sampleRateOf(stored: string | null): number {
  const percent = stored === null || !/^\d{1,3}$/.test(stored.trim()) ? 100 : Number(stored);
  return percent <= 100 ? percent / 100 : 1;
}

export async function traceSampling(app: FastifyInstance): Promise<void> {
  const apply = (stored: string | null) => {
    app.requestTrace.sampleRate = sampleRateOf(stored);
  };
  apply(await configValue(app.db, TRACE_SAMPLE_CONFIG_KEY));
  const stop = await app.database.listen(CHANNEL, apply);
  app.addHook('onClose', () => stop());

  addRoute(app, monitorTraceSampling, { config: { perm: PERMS.configEdit } }, async (request) => {
    const value = String(request.body.percent);
    const who = request.user!.username;
    const before = await configValue(app.db, TRACE_SAMPLE_CONFIG_KEY);
    const now = new Date();
    await inTransaction(app.db, async (tx) => {
      await tx
        .insert(config)
        .values({ key: TRACE_SAMPLE_CONFIG_KEY, value, description: 'HTTP 请求追踪采样率（%）', createdBy: who, updatedBy: who, updatedAt: now })
        .onConflictDoUpdate({ target: config.key, set: { value, updatedBy: who, updatedAt: now } });
      await audit(tx, request, 'config_edit', TRACE_SAMPLE_CONFIG_KEY, { before, after: value });
    });
    apply(value);
    await app.database.notify(CHANNEL, value);
    return ok({ percent: request.body.percent });
  });
}
