/**
 * Build the print client from its config (printer system, job log, queue, converter) and start
 * listening. Tests call this with a spool folder and port 0; main.ts calls it for the program.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { addresses, clientInfo, urlHost } from './address.ts';
import { chromiumConverter, findChromium, type HtmlConverter } from './convert.ts';
import { cupsAvailable, cupsPrinters } from './cups.ts';
import { FragmentStore } from './fragments.ts';
import { sweepFragments, type PrintServer, type Services } from './handlers.ts';
import { JobLog } from './jobLog.ts';
import { JobRunner } from './jobs.ts';
import { HOME_DIR, type PrintClientConfig } from './options.ts';
import { execRun, PrinterDirectory, type PrinterSystem, type Run } from './printers.ts';
import { startRetention } from './retention.ts';
import { createSocketServer } from './server.ts';
import { fetchPdf } from './source.ts';
import { spoolPrinters } from './spool.ts';

/** Replaceable parts, for tests. */
export interface PrintClientParts {
  now?: () => number;
  system?: PrinterSystem;
  convert?: HtmlConverter;
  run?: Run;
  report?: (line: string) => void;
  /** How often stale fragments are swept (default one minute). */
  sweepEveryMs?: number;
  /** How often kept job PDFs are checked against --keep-days (default a day). */
  retentionEveryMs?: number;
}

export interface RunningPrintClient {
  url: string;
  port: number;
  mode: PrinterSystem['mode'];
  /** The spool folder (spool mode) or where job PDFs are kept for reprints (CUPS mode). */
  storeDir: string;
  logFile: string;
  chromium: string | null;
  io: PrintServer;
  runner: JobRunner;
  fragments: FragmentStore;
  log: JobLog;
  /** Sweep stale fragments now (the timer does it every minute). */
  sweep(): void;
  /** Stop listening, then wait for queued jobs to end. */
  close(): Promise<void>;
}

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Start the print client. */
export async function startPrintClient(config: PrintClientConfig, parts: PrintClientParts = {}): Promise<RunningPrintClient> {
  const now = parts.now ?? Date.now;
  const report = parts.report ?? (() => undefined);
  const spoolDir = config.spool ?? join(HOME_DIR, 'spool');
  const system = parts.system ?? (await chooseSystem(config, parts.run ?? execRun, spoolDir, report));
  const logFile = config.log ?? (system.mode === 'spool' ? join(spoolDir, 'jobs.jsonl') : join(HOME_DIR, 'jobs.jsonl'));
  const storeDir = system.mode === 'spool' ? spoolDir : join(dirname(logFile), 'jobs');
  const log = await JobLog.open(logFile);
  const chromium = findChromium(config.chromium);
  const printers = new PrinterDirectory(system, now);
  const ippLimits = { maxBytes: config.maxJobBytes, timeoutMs: config.fetchTimeoutMs };
  const runner = new JobRunner({
    printers,
    log,
    storeDir,
    convert: parts.convert ?? chromiumConverter(chromium),
    fetchPdf: (location) => fetchPdf(location, { maxBytes: config.maxJobBytes, timeoutMs: config.fetchTimeoutMs, pdfDirs: config.pdfDirs }),
    maxBytes: config.maxJobBytes,
    now,
  });
  const fragments = new FragmentStore({ now, maxBytes: config.maxJobBytes });

  const http = createServer();
  let port = config.port;
  const services: Services = {
    lang: config.lang,
    maxJobBytes: config.maxJobBytes,
    ippLimits,
    printers,
    runner,
    fragments,
    clientInfo: () => clientInfo({ version: VERSION, host: config.host, port, mode: system.mode }),
    report,
  };
  const io = createSocketServer(http, { origins: config.origins, token: config.token, maxJobBytes: config.maxJobBytes, lang: config.lang }, services);

  await new Promise<void>((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${config.port} on ${config.host} is in use (is another print client running?)`) : error);
    });
    http.listen(config.port, config.host, () => resolve());
  });
  const address = http.address();
  port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${urlHost(config.host, addresses().ip)}:${port}`;

  const sweep = (): void => sweepFragments(io, services);
  const timer = setInterval(sweep, parts.sweepEveryMs ?? 60_000);
  timer.unref();
  // Only the PDFs kept for reprints expire; in spool mode the store is the user's printouts.
  const retention = system.mode === 'cups' ? startRetention({ dir: storeDir, keepDays: config.keepDays, now, report, everyMs: parts.retentionEveryMs }) : null;
  await retention?.firstPass;

  return {
    url,
    port,
    mode: system.mode,
    storeDir,
    logFile,
    chromium,
    io,
    runner,
    fragments,
    log,
    sweep,
    async close() {
      clearInterval(timer);
      retention?.stop();
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await runner.queues.idle();
    },
  };
}

async function chooseSystem(config: PrintClientConfig, run: Run, spoolDir: string, report: (line: string) => void): Promise<PrinterSystem> {
  if (config.spool) return spoolPrinters(config.spool);
  if (await cupsAvailable(run)) return cupsPrinters(run);
  report(`no CUPS scheduler on this machine: jobs are written as PDF files to ${spoolDir}`);
  return spoolPrinters(spoolDir);
}
