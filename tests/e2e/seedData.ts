/**
 * `node --import tsx tests/e2e/seedData.ts DIR`: a data directory as `larder serve`'s first start leaves it
 * (migrated, demo data seeded through the services, job queues created, demo files stored), then exit. The
 * end-to-end files each copy it (harness.ts serveApp) instead of each migrating and seeding its own.
 */
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: seedData.ts DATA_DIR');
const app = await buildApp({ config: loadConfig({ LARDER_DATA_DIR: dir, LARDER_DEMO: '1', LOG_LEVEL: 'warn' }, { port: 0 }), logger: false });
await app.ready();
await app.close();
