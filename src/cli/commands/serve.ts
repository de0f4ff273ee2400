/** `larder serve`: the built app from dist/ over HTTP (what `npm start` runs). */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { intOption, parseCommandArgs } from '../args.ts';
import { CliError } from '../errors.ts';
import { PACKAGE_ROOT } from '../nodeHost.ts';
import { createStaticServer } from '../staticServer.ts';

export const SERVE_USAGE = `larder serve [--port 8080] [--host HOST] [--dir DIST]
  Serves the built app (npm run build writes dist/). --port 0 picks a free port.
  PORT in the environment is used when --port is not given.`;

export async function serve(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    dir: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help || positionals.length > 0) {
    process.stdout.write(`${SERVE_USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const port = intOption('port', values.port ?? process.env.PORT, 8080);
  const root = values.dir ?? join(PACKAGE_ROOT, 'dist');
  if (!(await stat(join(root, 'index.html')).catch(() => undefined))) {
    throw new CliError(`${root}: no built app here; run npm run build (or npm start) first`);
  }
  const server = createStaticServer(root);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new CliError(error.code === 'EADDRINUSE' ? `port ${port} is in use; try --port` : error.message)),
    );
    server.listen(port, values.host, resolve);
  });
  const address = server.address() as AddressInfo;
  process.stdout.write(`larder: serving ${root} at http://localhost:${address.port}/\n`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await new Promise<void>((resolve) => server.once('close', resolve));
  return 0;
}
