/** Server settings from the environment, with the defaults `npm start` runs on. */
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { SMTP_SECURE_MODES, type SmtpSecureMode } from './auth/mail.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory and the default home of uploaded files. */
  dataDir: string;
  /** postgres://… : use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Seed the demo users, menus, notices and templates on first start. */
  demo: boolean;
  /** Every API path starts with this (the app's own routes own the rest of the URL space). */
  apiBase: string;
  /** Upload size limit in MB (section 5: default 1); never above UPLOAD_HARD_CAP_MB. */
  uploadLimitMB: number;
  /** What one user may keep uploaded, in MB (LARDER_UPLOAD_QUOTA_MB, default 200). */
  uploadQuotaMB: number;
  uploadDir: string;
  /** Session lifetime, sliding (section 9: 7 days). */
  tokenTtlMs: number;
  /** Web origins allowed to call the API from another origin; empty = same origin only. */
  corsOrigins: string[];
  /** Directory of the built app to serve (absent = API only). */
  staticDir?: string;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe for the client's address (audit log, rate limits, login lockout):
   * nobody (false), every sender (true: LARDER_TRUST_PROXY=1, for a balancer that sets the header and is
   * the only way in), or the balancers' addresses (LARDER_TRUST_PROXY=10.0.0.0/8,…: then the client's
   * address is the last one a balancer added, whatever the client wrote there itself).
   */
  trustProxy: boolean | string;
  /** Render processes (layout and PDF off the event loop): how many, heap cap in MB, seconds per document. */
  renderThreads?: number;
  renderHeapMb: number;
  renderTimeoutMs: number;
  /** Run job workers, maintenance and cron in this process (LARDER_JOBS=0: an API-only instance that only enqueues). */
  jobWorkers: boolean;
  /** Seconds between an idle job worker's looks for work (LARDER_JOBS_POLL_S, default 2, at least 0.5). */
  jobPollSeconds: number;
  /** Seconds without a heartbeat after which a running batch is taken to be lost with its process and handed back (LARDER_JOBS_STALE_S, default 60). */
  jobStaleSeconds: number;
  /** Days a batch print's PDF and a failed batch's leftovers are kept before the expiry job removes them (LARDER_PRINT_RETENTION_DAYS, default 7). */
  printRetentionDays: number;
  /** E-mail of the message centre (issue 21): smtp://user:pass@host:port or smtps://… (LARDER_SMTP_URL); absent: e-mails go to the log. */
  smtpUrl?: string;
  /** How the SMTP connection is protected (LARDER_SMTP_SECURE: tls, starttls, opportunistic or none); absent: tls for smtps: or port 465, else opportunistic. */
  smtpSecure?: SmtpSecureMode;
  /** A PEM file of certificates to trust for the SMTP server besides the system's (LARDER_SMTP_CA). */
  smtpCaFile?: string;
  /** The sender address of e-mails (LARDER_MAIL_FROM). */
  mailFrom: string;
  /** A bearer secret Prometheus may scrape /api/metrics with (LARDER_METRICS_TOKEN); absent: an administrator's token only. */
  metricsToken?: string;
  /** Online reports (issue 22): the statement timeout in ms (LARDER_REPORT_TIMEOUT_S, default 5) and, on the embedded database, which cannot interrupt a running statement, the largest planner cost a report may have (LARDER_REPORT_MAX_COST, default 2,000,000). */
  reportTimeoutMs: number;
  reportMaxCost: number;
}

export const UPLOAD_HARD_CAP_MB = 10;
export const TOKEN_TTL_MS = 604_800_000;

/** Read the configuration; throws with the variable's name when a value is malformed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = resolve(env.LARDER_DATA_DIR ?? './data');
  const config: ServerConfig = {
    port: integer(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.LARDER_DEMO !== '0',
    apiBase: '/api',
    uploadLimitMB: Math.min(number(env, 'LARDER_UPLOAD_LIMIT_MB', 1), UPLOAD_HARD_CAP_MB),
    uploadQuotaMB: number(env, 'LARDER_UPLOAD_QUOTA_MB', 200),
    uploadDir: resolve(env.LARDER_UPLOAD_DIR ?? join(dataDir, 'uploads')),
    tokenTtlMs: TOKEN_TTL_MS,
    corsOrigins: (env.LARDER_CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustedProxies(env.LARDER_TRUST_PROXY),
    // LARDER_RENDER_THREADS is the name from when documents were made in threads; it still works.
    renderThreads: env.LARDER_RENDER_PROCESSES ? integer(env, 'LARDER_RENDER_PROCESSES', 1) : env.LARDER_RENDER_THREADS ? integer(env, 'LARDER_RENDER_THREADS', 1) : undefined,
    renderHeapMb: integer(env, 'LARDER_RENDER_HEAP_MB', 512),
    renderTimeoutMs: number(env, 'LARDER_RENDER_TIMEOUT_S', 60) * 1000,
    reportTimeoutMs: number(env, 'LARDER_REPORT_TIMEOUT_S', 5) * 1000,
    reportMaxCost: number(env, 'LARDER_REPORT_MAX_COST', 2_000_000),
    jobWorkers: env.LARDER_JOBS !== '0',
    jobPollSeconds: Math.max(0.5, number(env, 'LARDER_JOBS_POLL_S', 2)),
    jobStaleSeconds: number(env, 'LARDER_JOBS_STALE_S', 60),
    printRetentionDays: number(env, 'LARDER_PRINT_RETENTION_DAYS', 7),
    smtpUrl: env.LARDER_SMTP_URL || undefined,
    smtpSecure: oneOf(env, 'LARDER_SMTP_SECURE', SMTP_SECURE_MODES),
    smtpCaFile: env.LARDER_SMTP_CA ? resolve(env.LARDER_SMTP_CA) : undefined,
    mailFrom: env.LARDER_MAIL_FROM || 'larder@localhost',
    metricsToken: env.LARDER_METRICS_TOKEN || undefined,
    ...overrides,
  };
  return config;
}

/** An optional variable that must be one of `values`. */
function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, values: readonly T[]): T | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (!(values as readonly string[]).includes(raw)) throw new Error(`${name}: expected one of ${values.join(', ')}, got '${raw}'`);
  return raw as T;
}

/** LARDER_TRUST_PROXY: unset or 0, 1, or a comma-separated list of addresses, CIDR ranges and loopback/linklocal/uniquelocal. */
function trustedProxies(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new Error(`LARDER_TRUST_PROXY: expected 1 or the balancers' addresses (e.g. 10.0.0.0/8,127.0.0.1), got '${bad ?? raw}'`);
  }
  return entries.join(',');
}

function isProxyEntry(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: expected a positive number, got '${raw}'`);
  return value;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = number(env, name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name}: expected a whole number, got '${env[name]}'`);
  return value;
}
