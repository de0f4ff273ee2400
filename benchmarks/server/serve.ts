/**
 * The server under load, in a process of its own so that the load generator does not share its event loop:
 * the embedded database in a fresh data directory (argv[2]) with the demo seed, the admin's menu grown to
 * `menuItems` (argv[3]) entries, listening on loopback. LARDER_BENCH_DATABASE_URL, when set, serves that
 * PostgreSQL database instead (the ordering benchmark's, loaded beforehand). Prints one JSON line {url, menuItems}; stops when its
 * stdin closes or on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { growMenus } from './menus.ts';

const [dataDir, menuTarget] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: serve.ts DATA_DIR [MENU_ITEMS]');

const postgres = process.env.LARDER_BENCH_DATABASE_URL;
const config = loadConfig({ LARDER_DATA_DIR: dataDir, LARDER_DEMO: '1', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...(postgres ? { DATABASE_URL: postgres } : {}) }, { port: 0 });
const app = await buildApp({ config, logger: false });
const menuItems = await growMenus(app.db, 'admin', Number(menuTarget ?? 200));
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, menuItems, database: app.database.kind })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void app.close().then(() => process.exit(0));
};
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
