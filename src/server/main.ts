/** Start the server: open and migrate the database, seed on first start, listen, stop cleanly on signals. */
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app.ts';
import type { ServerConfig } from './config.ts';

export interface RunningServer {
  app: App;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = await buildApp({ config });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The port is taken, say: close what the app opened, or its connections keep the process from exiting.
    await app.close().catch(() => {});
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= app.close());
  // Graceful shutdown: stop accepting, finish what is in flight, close the database.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: shutting down`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      void stop().then(() => process.exit(0));
    });
  }
  return { app, url: `http://localhost:${address.port}`, stop };
}
