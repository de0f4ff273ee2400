/**
 * Region lookups (spec sections 3 and 9), public because the supplier sign-up page needs them before
 * login: GET /sys/region/children ?pid (one level; pid 86 = the provinces) and GET /sys/region/path ?id
 * (province down to that region, to show a saved address). The table only changes with a migration, so
 * it is read once per process and answers carry a day's Cache-Control.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REGION_ROOT, regionChildren, regionPath } from '../../../contract/routes/region.ts';
import { regions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { indexRegions, type RegionIndex } from './tree.ts';

const CACHE_CONTROL = 'public, max-age=86400';
/** Per client address: a picker asks once per level it opens; this only stops scraping loops. */
const lookupLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  let loading: Promise<RegionIndex> | undefined;
  const tree = (): Promise<RegionIndex> => {
    loading ??= app.db
      .select({ id: regions.id, text: regions.text, pid: regions.pid, level: regions.level, sort: regions.sort })
      .from(regions)
      .orderBy(asc(regions.id))
      .then(indexRegions)
      .catch((error: unknown) => {
        loading = undefined; // the next call tries again
        throw error;
      });
    return loading;
  };

  addRoute(app, regionChildren, { config: { public: true, ...lookupLimit } }, async (request, reply) => {
    const { pid = REGION_ROOT } = request.query;
    const children = (await tree()).children(pid);
    reply.header('cache-control', CACHE_CONTROL);
    return ok(children);
  });

  addRoute(app, regionPath, { config: { public: true, ...lookupLimit } }, async (request, reply) => {
    const { id } = request.query;
    const path = (await tree()).path(id);
    if (!path) fail('REGION_NOT_FOUND', { id });
    reply.header('cache-control', CACHE_CONTROL);
    return ok(path);
  });
}
