/** GET /health: the process is up and the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { health } from '../../../contract/routes/health.ts';
import { ok } from '../../http/envelope.ts';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, health, { config: { public: true } }, async () => {
    await app.db.execute(sql`select 1`);
    return ok({ status: 'up', database: app.database.kind });
  });
}
