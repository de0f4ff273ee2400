/**
 * Lists under the API's own /api prefix (so /api/api/role …): every role, the server's services and
 * every permission row without paging.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { permissionRows, roleLookup, serviceList, type ServiceStatus } from '../../../contract/routes/lookup.ts';
import { PERMS } from '../../auth/perms.ts';
import { permissions, roles } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';

export type { ServiceStatus };

/** Register the /api role, service and permission lists. */
export function systemListRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, roleLookup, { config: { perm: PERMS.roleList } }, async () => {
    const rows = await db
      .select({
        id: roles.id,
        roleName: roles.roleName,
        roleCode: roles.roleCode,
        description: roles.description,
        landingPath: roles.landingPath,
        createdAt: roles.createdAt,
      })
      .from(roles)
      .orderBy(asc(roles.roleCode));
    return ok(rows);
  });

  addRoute(app, permissionRows, { config: { perm: PERMS.permissionList } }, async () => {
    const rows = await db
      .select({
        id: permissions.id,
        parentId: permissions.parentId,
        name: permissions.name,
        url: permissions.url,
        component: permissions.component,
        componentName: permissions.componentName,
        redirect: permissions.redirect,
        icon: permissions.icon,
        menuType: permissions.menuType,
        perms: permissions.perms,
        permsType: permissions.permsType,
        sortNo: permissions.sortNo,
        route: permissions.route,
        hidden: permissions.hidden,
        keepAlive: permissions.keepAlive,
        external: permissions.external,
        status: permissions.status,
        description: permissions.description,
      })
      .from(permissions)
      .where(eq(permissions.deleted, false))
      .orderBy(asc(permissions.sortNo), asc(permissions.createdAt), asc(permissions.id));
    return ok(rows);
  });

  addRoute(app, serviceList, { config: { perm: PERMS.serviceList } }, async () => {
    const started = performance.now();
    let database: ServiceStatus;
    try {
      await db.execute(sql`select 1`);
      database = { name: 'database', status: 'up', detail: { kind: app.database.kind, latencyMs: Math.round((performance.now() - started) * 100) / 100 } };
    } catch (error) {
      database = { name: 'database', status: 'down', detail: { kind: app.database.kind, error: (error as Error).message } };
    }
    const services: ServiceStatus[] = [
      { name: 'api', status: 'up', detail: { uptimeSeconds: Math.round(process.uptime()), node: process.version, pid: process.pid } },
      database,
      {
        name: 'live',
        status: database.status,
        // the channel rides on the database: in-process with PGlite, LISTEN/NOTIFY across instances otherwise
        detail: { transport: app.database.kind === 'pglite' ? 'in-process' : 'postgres-listen-notify' },
      },
      { name: 'storage', status: 'up', detail: { kind: app.storage.kind } },
    ];
    return ok(services);
  });
}
