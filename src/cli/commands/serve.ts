/** `larder serve`: the API server and the built app on one port (what `npm start` runs). */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { intOption, parseCommandArgs } from '../args.ts';
import { CliError } from '../errors.ts';
import { PACKAGE_ROOT } from '../../../host/node.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/main.ts';
import { SERVE_USAGE } from '../usage.ts';

export async function serve(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    dir: { type: 'string' },
    data: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help || positionals.length > 0) {
    process.stdout.write(`${SERVE_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const port = intOption('port', values.port ?? process.env.PORT, 8080);
  const root = values.dir ?? join(PACKAGE_ROOT, 'dist');
  const built = Boolean(await stat(join(root, 'index.html')).catch(() => undefined));
  if (!built && values.dir) throw new CliError(`${root}: no built app here; run npm run build (or npm start) first`);
  let config;
  try {
    config = loadConfig(values.data ? { ...process.env, LARDER_DATA_DIR: values.data } : process.env, {
      port,
      ...(values.host ? { host: values.host } : {}),
      staticDir: built ? root : undefined,
    });
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  try {
    const server = await startServer(config);
    process.stdout.write(`larder: serving ${built ? 'the app and ' : ''}the API at ${server.url}/ (database: ${server.app.database.kind})\n`);
    await new Promise<void>((resolve) => server.app.server.once('close', resolve));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(code === 'EADDRINUSE' ? `port ${port} is in use; try --port` : (error as Error).message);
  }
  return 0;
}
