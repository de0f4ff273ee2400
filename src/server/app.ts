/**
 * Build the API server (and, when a built app is given, serve it on the same port). `listen` happens in
 * main.ts; tests drive this app with `app.inject()` and a real database.
 */
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UPLOAD_HARD_CAP_MB, type ServerConfig } from './config.ts';
import { openDatabase, type Database, type WriteNote } from './db/index.ts';
import { readCacheEnabled } from './db/readCache.ts';
import { ApiError, ERRORS, formatMessage, localeOf, schemaRefusal } from './http/errors.ts';
import { installAuth } from './http/auth.ts';
import { databaseInputError, installInputChecks } from './http/hostileInput.ts';
import { requestForLog } from './http/logRedaction.ts';
import { requestValidation } from './http/validation.ts';
import { postgresRateLimitStore } from './http/rateLimitStore.ts';
import { failure } from './http/envelope.ts';
import './http/types.ts';
import { createLiveBus } from './live/bus.ts';
import { watchPendingCounts } from './live/pendingCounts.ts';
import { createSessionResolver } from './auth/sessions.ts';
import { routes } from './routes/index.ts';
import { openApiOptions } from './routes/docs/openapi.ts';
import { seedDatabase } from './seed/index.ts';
import type { FileStorage } from './storage/storage.ts';
import { storageFromEnv } from './storage/index.ts';
import { logSender, type SmsSender } from './auth/sms.ts';
import { mailSenderOf, type MailSender } from './auth/mail.ts';
import { installTrace } from './http/trace.ts';
import { RenderPool } from './render/pool.ts';
import { JobQueue } from './jobs/queue.ts';
import { JOBS } from './jobs/index.ts';

export interface BuildOptions {
  config: ServerConfig;
  /** An open database (tests pass one started from a seeded dump); otherwise opened from the config. */
  database?: Database;
  storage?: FileStorage;
  sms?: SmsSender;
  mail?: MailSender;
  logger?: boolean;
  /** Where the log goes (default: standard output); tests read it back. */
  logStream?: NodeJS.WritableStream;
}

export type App = FastifyInstance;

export async function buildApp(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog }, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    ajv: requestValidation,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // What the build opened, closed in reverse when the app closes, or at once when the build fails: a server
  // that cannot start must exit rather than be kept alive by its open connections and processes.
  const opened: Array<() => Promise<unknown>> = [];
  const closeOpened = async () => {
    for (const close of opened.splice(0).reverse()) await close();
  };
  try {
    await assemble(app, options, opened, closeOpened);
  } catch (error) {
    await closeOpened().catch(() => {});
    throw error;
  }
  return app;
}

/** The services, plugins and routes of `app`; what it opens goes on `opened`. */
async function assemble(app: FastifyInstance, options: BuildOptions, opened: Array<() => Promise<unknown>>, closeOpened: () => Promise<void>): Promise<void> {
  const { config } = options;
  const database = options.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pg') }));
  const ownsDatabase = !options.database;
  if (ownsDatabase) opened.push(() => database.close());
  // Instances started together on a new database: one seeds it, the others then find it seeded.
  const storage = options.storage ?? storageFromEnv(config);
  if (ownsDatabase && config.demo) await database.exclusively('larder:seed', () => seedDatabase(database.db, { storage, log: (line) => app.log.info(line) }));
  const live = await createLiveBus(database);
  opened.push(() => live.close());
  opened.push(await watchPendingCounts(database, live, { onError: (error) => app.log.warn({ err: error }, 'pending counts push failed') }));
  const sessionResolver = await createSessionResolver(database, config.tokenTtlMs);
  opened.push(() => sessionResolver.close());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('live', live);
  app.decorate('resolveSession', sessionResolver.resolve);
  app.decorate('storage', storage);
  app.decorate('sms', options.sms ?? logSender((line) => app.log.info(line)));
  app.decorate('mail', options.mail ?? mailSenderOf(config.smtpUrl, config.mailFrom, (line) => app.log.info(line), { secure: config.smtpSecure, ca: config.smtpCaFile ? readFileSync(config.smtpCaFile) : undefined }));
  const renders = new RenderPool({ threads: config.renderThreads, heapMb: config.renderHeapMb, timeoutMs: config.renderTimeoutMs });
  opened.push(() => renders.close());
  app.decorate('renders', renders);
  // After the services its handlers use; stopped before them, so a running job reaches a safe point first.
  // One instance at a time: pg-boss creating and updating the same queues from two processes deadlocked.
  const jobs = await database.exclusively('larder:jobs', () =>
    JobQueue.start({
      app,
      database,
      url: ownsDatabase ? config.databaseUrl : undefined,
      definitions: JOBS,
      workers: config.jobWorkers,
      pollingIntervalSeconds: config.jobPollSeconds,
      staleSeconds: config.jobStaleSeconds,
      log: app.log,
    }),
  );
  opened.push(() => jobs.stop());
  app.decorate('jobs', jobs);
  app.addHook('onClose', closeOpened);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // the local print client listens on localhost:17521
        connectSrc: ["'self'", 'ws:', 'wss:', 'http://localhost:17521', 'http://127.0.0.1:17521'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
      },
    },
  });
  // CORS is closed unless origins are configured: the app is served from the same origin.
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // Counted in the database: every instance on it counts a client's calls against one limit. (The plugin's
  // types say a route's store is made from the route's options; it is made from the merged limit settings.)
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(database.db) as unknown as FastifyRateLimitStoreCtor });
  await app.register(multipart, { limits: { fileSize: UPLOAD_HARD_CAP_MB * 1024 * 1024, files: 1, fields: 20 } });
  // Browsers send heartbeats and small commands on the live channel; nothing needs big frames.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  installTrace(app);
  // A call that wrote answers once its notifications have reached this process, so that what the read caches
  // and the session resolver keep (db/readCache.ts) shows the write to the next call here, whatever the call's
  // method (a browser's GET logout writes too). The embedded database delivers them before the writing
  // statement returns.
  if (database.kind === 'postgres' && readCacheEnabled()) {
    const notes = new WeakMap<FastifyRequest, WriteNote>();
    // preHandler, not onRequest: a body is read in the socket's own events, outside what onRequest would start
    app.addHook('preHandler', (request, _reply, done) => {
      const note = { wrote: false };
      notes.set(request, note);
      database.noticingWrites(note, done);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (notes.get(request)?.wrote) await database.caughtUp();
      return payload;
    });
  }
  installAuth(app);
  installInputChecks(app);
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    const loginType = request.routeOptions.config?.loginType;
    const code = (status: number) => (loginType ? String(status === 200 ? 500 : status) : status === 200 ? 500 : status);
    // A failure's envelope carries no result: it is written as it is, not through the route's answer schema.
    const answer = (status: number, message: string) =>
      reply.status(status).serializer(JSON.stringify).send(failure(message, code(status)));
    if (error instanceof ApiError) return answer(error.status, error.localized(locale));
    const badInput = databaseInputError(error);
    if (badInput) return answer(badInput.status, badInput.localized(locale));
    if (error.validation) {
      const named = schemaRefusal(error.validation);
      return named ? answer(named.status, named.localized(locale)) : answer(400, formatMessage(ERRORS.BAD_REQUEST[locale], { detail: error.message }));
    }
    if (error.statusCode === 429) return answer(429, ERRORS.TOO_MANY_REQUESTS[locale]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return answer(error.statusCode, error.message);
    request.log.error(error);
    return answer(500, ERRORS.INTERNAL[locale]);
  });

  // Before the routes, so that it sees each one (its onRoute hook); the document is served by routes/docs.
  await app.register(swagger, openApiOptions(config));
  await app.register(routes, { prefix: config.apiBase });

  if (config.staticDir) {
    const indexHtml = await readFile(join(config.staticDir, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset and font (src/build/precompress.ts).
      preCompressed: true,
      // Vite names built assets by content hash: they never change under the same name. Everything else
      // (fonts, sample templates) is revalidated by its ETag. Set here, not by send, which would overwrite it.
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
        // Brotli or gzip copy or the plain file, by what the browser accepts: caches must keep them apart.
        response.setHeader('vary', 'Accept-Encoding');
      },
    });
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(indexHtml));
    app.setNotFoundHandler((request, reply) => {
      // Client-side routes (no file extension) get the app; unknown API paths and files get a 404.
      const path = request.url.split('?')[0];
      if (request.method === 'GET' && !path.startsWith(config.apiBase + '/') && !/\.[a-z0-9]+$/i.test(path)) {
        return reply.type('text/html; charset=utf-8').send(indexHtml);
      }
      return reply.status(404).send(failure(ERRORS.NOT_FOUND[localeOf(request.headers['accept-language'])], 404));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(failure(ERRORS.NOT_FOUND[localeOf(request.headers['accept-language'])], 404)),
    );
  }
}
