/**
 * GET /health: the process is up and the database answered within the last second. Load balancers and
 * monitors ask every instance often; one ping of the database per second serves them all (concurrent
 * checks share the ping in flight), so health checks never queue behind each other on the embedded
 * database's single connection. A failed ping is not kept: the next check pings again.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.ts';
import { health } from '../../../contract/routes/health.ts';
import { ok } from '../../http/envelope.ts';

/** How long a successful database ping stands for the health answer. */
export const PING_FRESH_MS = 1000;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  let ping: { at: number; done: Promise<void> } | undefined;
  const databaseAnswers = (): Promise<void> => {
    const now = Date.now();
    if (ping && now - ping.at < PING_FRESH_MS) return ping.done;
    const done = app.db.execute(sql`select 1`).then(() => undefined);
    const current = { at: now, done };
    ping = current;
    done.catch(() => {
      if (ping === current) ping = undefined;
    });
    return done;
  };

  addRoute(app, health, { config: { public: true } }, async () => {
    await databaseAnswers();
    return ok({ status: 'up', database: app.database.kind });
  });
}
