/** `npm run print-client` options: parsing, checking and the help text. */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ORIGINS, parseOrigins } from './access.ts';
import type { Lang } from './errors.ts';
import { PRINT_CLIENT_PORT } from '../contract/printClient.ts';

/** Everything the print client is started with. */
export interface PrintClientConfig {
  port: number;
  host: string;
  token?: string;
  origins: string[];
  /** Spool folder; when set, jobs are written there as PDF files instead of going to CUPS. */
  spool?: string;
  /** Job log file; default `<spool>/jobs.jsonl`, or ~/.larder-print/jobs.jsonl with CUPS. */
  log?: string;
  maxJobBytes: number;
  /** Folders whose files a url_pdf job may name. */
  pdfDirs: string[];
  lang: Lang;
  chromium?: string;
  /** Time limit for fetching a url_pdf document and for IPP requests. */
  fetchTimeoutMs: number;
  /** Days the job PDFs kept for reprints stay (CUPS mode; spool files stay); 0 keeps them for ever. */
  keepDays: number;
}

export const USAGE = `larder print client — prints jobs sent by the designer and the back office

Usage: npm run print-client -- [options]

Options:
  --port N          port to listen on (default ${PRINT_CLIENT_PORT}; 0 picks a free one)
  --host ADDR       address to listen on (default 127.0.0.1: this machine only)
  --token T         pages must connect with auth {token: T} (or ?token=T); also LARDER_PRINT_TOKEN
  --origins LIST    comma-separated web origins allowed to connect, port may be *
                    (default: http://localhost:8080 and http(s)://localhost or 127.0.0.1 on any port)
  --spool DIR       write each job as DIR/<job id>.pdf instead of printing
                    (the default, in ~/.larder-print/spool, when CUPS is not running)
  --log FILE        job log, one JSON line per job (default DIR/jobs.jsonl, or ~/.larder-print/jobs.jsonl)
  --keep-days N     with CUPS, remove the job PDFs kept for reprints after N days (default 30;
                    0 keeps them for ever); spooled files are never removed
  --max-job-mb N    largest job, HTML or PDF, in MB (default 50)
  --pdf-dir DIR     allow url_pdf jobs to name local files inside DIR (repeatable; default: none)
  --chromium PATH   Chromium for HTML jobs (default: LARDER_CHROMIUM, /usr/bin/chromium, PATH)
  --lang zh|en      language of messages sent to pages (default zh)
  -h, --help        this text
`;

/** Thrown for a bad command line; main prints it with a pointer to --help. */
export class OptionsError extends Error {
  override name = 'OptionsError';
}

/** The folder larder-print keeps its state in when not told otherwise. */
export const HOME_DIR = join(homedir(), '.larder-print');

/** Parse the command line; `{help: true}` when help was asked for. */
export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): { help: true } | { help: false; config: PrintClientConfig } {
  let values: Record<string, string | boolean | string[] | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        token: { type: 'string' },
        origins: { type: 'string' },
        spool: { type: 'string' },
        log: { type: 'string' },
        'max-job-mb': { type: 'string' },
        'keep-days': { type: 'string' },
        'pdf-dir': { type: 'string', multiple: true },
        chromium: { type: 'string' },
        lang: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new OptionsError((error as Error).message.split('\n')[0]!);
  }
  if (values.help) return { help: true };
  const port = values.port === undefined ? PRINT_CLIENT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new OptionsError(`--port: expected a port number from 0 to 65535, got '${String(values.port)}'`);
  const maxMb = values['max-job-mb'] === undefined ? 50 : Number(values['max-job-mb']);
  if (!Number.isFinite(maxMb) || maxMb <= 0 || maxMb > 2048) throw new OptionsError(`--max-job-mb: expected a size in MB from 0 to 2048, got '${String(values['max-job-mb'])}'`);
  const keepDays = values['keep-days'] === undefined ? 30 : Number(values['keep-days']);
  if (!Number.isInteger(keepDays) || keepDays < 0 || keepDays > 36_500) throw new OptionsError(`--keep-days: expected a whole number of days from 0 to 36500, got '${String(values['keep-days'])}'`);
  const lang = (values.lang as string | undefined) ?? 'zh';
  if (lang !== 'zh' && lang !== 'en') throw new OptionsError(`--lang: expected zh or en, got '${lang}'`);
  let origins = [...DEFAULT_ORIGINS];
  if (values.origins !== undefined) {
    try {
      origins = parseOrigins(values.origins as string);
    } catch (error) {
      throw new OptionsError((error as Error).message);
    }
  }
  const token = (values.token as string | undefined) ?? env.LARDER_PRINT_TOKEN;
  if (token !== undefined && token.trim() === '') throw new OptionsError('--token: the token is empty; leave the option out to run without one');
  for (const name of ['host', 'spool', 'log', 'chromium', 'keep-days'] as const) {
    if (values[name] === '') throw new OptionsError(`--${name}: the value is empty`);
  }
  const config: PrintClientConfig = {
    port,
    host: (values.host as string | undefined) ?? '127.0.0.1',
    origins,
    maxJobBytes: Math.floor(maxMb * 1024 * 1024),
    pdfDirs: ((values['pdf-dir'] as string[] | undefined) ?? []).map((d) => resolve(d)),
    lang,
    fetchTimeoutMs: 30_000,
    keepDays,
  };
  if (token !== undefined) config.token = token;
  if (values.spool !== undefined) config.spool = resolve(values.spool as string);
  if (values.log !== undefined) config.log = resolve(values.log as string);
  if (values.chromium !== undefined) config.chromium = values.chromium as string;
  return { help: false, config };
}
