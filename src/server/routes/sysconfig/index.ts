/**
 * GET /system/sysConfig/queryByKey?key= (section 7): the value of one config key the back office
 * reads (pay tips, contract template URL, contract title, platform name and logo). Only the keys
 * listed here can be read: the config table may also hold secrets (gateway keys, credentials).
 * The list and edit calls of the platform settings screen are in edit.ts.
 */
import type { FastifyInstance } from 'fastify';
import { configByKey } from '../../../contract/routes/sysconfig.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { configValue, READABLE_CONFIG_KEYS } from '../../db/config.ts';
import sysConfigEditRoutes from './edit.ts';

export default async function sysConfigRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, configByKey, {}, async (request) => {
    const key = request.query.key?.trim();
    if (!key) fail('CONFIG_KEY_REQUIRED');
    // The same answer for a secret key and an unknown one: nothing tells which secrets exist.
    if (!READABLE_CONFIG_KEYS.has(key)) fail('CONFIG_KEY_NOT_ALLOWED', { key });
    // The string 'null' is how the back office stores "none" (section 3); it is passed on as is.
    return ok(await configValue(app.db, key));
  });

  await app.register(sysConfigEditRoutes);
}
