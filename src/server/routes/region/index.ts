/**
 * Region lookups (spec sections 3 and 9), public because the supplier sign-up page needs them before
 * login: GET /sys/region/children ?pid (one level; pid 86 = the provinces) and GET /sys/region/path ?id
 * (province down to that region, to show a saved address). The table changes rarely (a migration, or
 * 地址管理 in ./admin.ts), so it is read once a minute per process and answers carry a day's Cache-Control.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REGION_ROOT, regionChildren, regionPath } from '../../../contract/routes/region.ts';
import * as admin from '../../../contract/routes/system-extra.ts';
import { PERMS } from '../../auth/perms.ts';
import { whoOf } from '../../http/adminChange.ts';
import { regions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { addRegion, deleteRegion, editRegion, listRegions, regionRecord } from './admin.ts';
import { indexRegions, type RegionIndex } from './tree.ts';

const CACHE_CONTROL = 'public, max-age=86400';
/** Per client address: a picker asks once per level it opens; this only stops scraping loops. */
const lookupLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
/** How long a process keeps the tree (edits on another instance show after this). */
const TREE_TTL_MS = 60_000;

export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  let loading: Promise<RegionIndex> | undefined;
  let loadedAt = 0;
  const tree = (): Promise<RegionIndex> => {
    if (Date.now() - loadedAt > TREE_TTL_MS) loading = undefined;
    if (!loading) loadedAt = Date.now();
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

  // 地址管理: every edit drops this process's copy of the tree
  const needs = { config: { perm: PERMS.addressManage } };
  const edited = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      loading = undefined;
    }
  };
  addRoute(app, admin.regionAdminList, needs, async (request) => ok(await listRegions(app.db, await tree(), request.query)));
  addRoute(app, admin.regionAdd, needs, async (request) => {
    await edited(addRegion(app.db, whoOf(request), request.body));
    return ok(await regionRecord(app.db, await tree(), request.body.id), '添加成功');
  });
  addRoute(app, admin.regionEdit, needs, async (request) => {
    await edited(editRegion(app.db, whoOf(request), request.body));
    return ok(await regionRecord(app.db, await tree(), request.body.id), '编辑成功');
  });
  addRoute(app, admin.regionDelete, needs, async (request) => {
    await edited(deleteRegion(app.db, whoOf(request), request.query.id, request.query.version));
    return ok(null, '删除成功');
  });
}
