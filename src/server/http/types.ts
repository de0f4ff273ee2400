/** What the server adds to Fastify's types: the signed-in user, per-route access rules, shared services. */
import type { ServerConfig } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import type { SessionResolver, SessionUser } from '../auth/sessions.ts';
import type { LiveBus } from '../live/bus.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { SmsSender } from '../auth/sms.ts';
import type { MailSender } from '../auth/mail.ts';
import type { RequestTrace } from './trace.ts';
import type { RenderPool } from '../render/pool.ts';
import type { JobQueue } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open without a token (login, sms, health …). */
    public?: boolean;
    /** The permission string the caller must hold (checked on the server for every admin call). */
    perm?: string;
    /** A login-type call: its envelope code is the string "200" / "500". */
    loginType?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user; null on public routes without a token. */
    user: SessionUser | null;
    sessionId: string | null;
    /** The raw token the request authenticated with. */
    token: string | null;
    /** The permission_version counter read with the session (-1 without a session). */
    permissionVersion: number;
  }
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    db: Db;
    live: LiveBus;
    storage: FileStorage;
    sms: SmsSender;
    /** E-mail of the message centre (auth/mail.ts). */
    mail: MailSender;
    /** Recent requests, sampled, for the monitoring screens and /metrics (http/trace.ts). */
    requestTrace: RequestTrace;
    /** Layout and PDF writing, in threads of their own (render/pool.ts). */
    renders: RenderPool;
    /** Durable jobs on pg-boss (jobs/queue.ts): enqueue here; workers run wherever LARDER_JOBS is on. */
    jobs: JobQueue;
    /** Who a token belongs to (from memory on the embedded database; see createSessionResolver). */
    resolveSession: SessionResolver;
  }
}

export {};
