/** Every API feature, each a Fastify plugin under routes/<feature>/, mounted under the API base path. */
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/index.ts';
import sessionRoutes from './session/index.ts';

const FEATURES = [healthRoutes, sessionRoutes];

export async function routes(app: FastifyInstance): Promise<void> {
  for (const feature of FEATURES) await app.register(feature);
}
