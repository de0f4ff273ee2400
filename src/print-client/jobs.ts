/**
 * The job pipeline: pick the printer, queue the job behind that printer's earlier jobs (one at a
 * time per printer), make its PDF, keep the PDF for reprints, print, and write the job log.
 */
import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HtmlConverter } from './convert.ts';
import { asPrintError, PrintError } from './errors.ts';
import type { JobLog, JobLogEntry } from './jobLog.ts';
import { parsePageSize } from './paper.ts';
import { checkPdf, checkSize, type JobRequest, type JobSettings, type JobSource } from './payload.ts';
import { pagePlan } from './pageSelection.ts';
import { countPdfPages } from './pdf.ts';
import type { PrinterDirectory } from './printers.ts';
import type { PrinterInfo, ReprintPayload } from '../contract/printClient.ts';
import { SerialQueues } from './queue.ts';

export interface JobRunnerOptions {
  printers: PrinterDirectory;
  log: JobLog;
  /** Where each job's PDF is kept as `<id>.pdf` (the spool folder in spool mode). */
  storeDir: string;
  convert: HtmlConverter;
  fetchPdf: (location: string) => Promise<Buffer>;
  maxBytes: number;
  now: () => number;
  /** Jobs waiting per printer before new ones are refused. */
  maxQueued?: number;
}

/** What a job id looks like (see nextId), so that only job files are ever removed from a folder. */
export const JOB_ID = /^\d{8}T\d{6}-\d{5}-[0-9a-f]{4}$/;

export type JobOutcome = { ok: true; entry: JobLogEntry } | { ok: false; error: PrintError; entry?: JobLogEntry };

export class JobRunner {
  readonly queues: SerialQueues;
  private sequence = 0;

  constructor(private readonly options: JobRunnerOptions) {
    this.queues = new SerialQueues(options.maxQueued ?? 1000);
  }

  /** Where a job's PDF is kept. */
  pdfPath(jobId: string): string {
    return join(this.options.storeDir, `${jobId}.pdf`);
  }

  /** Run one job to its end; a refused job (unknown printer, full queue) is not logged. */
  async submit(request: JobRequest, reprintOf?: string): Promise<JobOutcome> {
    let printer: PrinterInfo;
    try {
      printer = await this.choosePrinter(request.settings.printer);
    } catch (error) {
      return { ok: false, error: asPrintError(error) };
    }
    const id = this.nextId();
    try {
      const { entry, failure } = await this.queues.run(printer.name, () => this.execute(id, printer.name, request, reprintOf));
      return failure ? { ok: false, error: failure, entry } : { ok: true, entry };
    } catch (error) {
      return { ok: false, error: asPrintError(error) };
    }
  }

  /** Print a logged job again, from its kept PDF, with its settings (and another printer if asked). */
  async reprint(request: ReprintPayload): Promise<JobOutcome> {
    const original = this.options.log.get(request.id);
    if (!original) return { ok: false, error: new PrintError('JOB_NOT_FOUND', { id: request.id }) };
    try {
      await access(this.pdfPath(original.id));
    } catch {
      return { ok: false, error: new PrintError('JOB_FILE_MISSING', { id: original.id }) };
    }
    const settings = settingsOf(original);
    settings.printer = request.printer ?? original.printer;
    if (request.replyId !== undefined) settings.replyId = request.replyId;
    return this.submit({ source: { kind: 'stored', jobId: original.id }, settings }, original.id);
  }

  private async choosePrinter(wanted: string | undefined): Promise<PrinterInfo> {
    const printers = await this.options.printers.current();
    const printer = wanted ? printers.find((p) => p.name === wanted) : (printers.find((p) => p.isDefault) ?? printers[0]);
    if (!printer) throw wanted ? new PrintError('UNKNOWN_PRINTER', { printer: wanted }) : new PrintError('NO_PRINTER');
    if (printer.status !== 0) throw new PrintError('PRINTER_STOPPED', { printer: printer.name });
    return printer;
  }

  private async execute(id: string, printer: string, request: JobRequest, reprintOf?: string): Promise<{ entry: JobLogEntry; failure?: PrintError }> {
    const { settings, source } = request;
    const started = new Date(this.options.now()).toISOString();
    const base: Omit<JobLogEntry, 'time' | 'status' | 'pages'> = {
      id,
      started,
      printer,
      source: reprintOf ? 'reprint' : source.kind === 'stored' ? 'pdf' : source.kind,
      copies: settings.copies,
      landscape: settings.landscape,
      ...(settings.templateId !== undefined && { templateId: settings.templateId }),
      ...(settings.pageSize && { pageSize: settings.pageSize.kind === 'named' ? settings.pageSize.name : { width: settings.pageSize.mm.width * 1000, height: settings.pageSize.mm.height * 1000 } }),
      ...(settings.pageRanges && { pageRanges: settings.pageRanges }),
      ...(settings.duplex && { duplex: settings.duplex }),
      ...(settings.title && { title: settings.title }),
      ...(reprintOf && { reprintOf }),
    };
    let entry: JobLogEntry;
    let failure: PrintError | undefined;
    try {
      const { bytes: made, from } = await this.document(source, settings);
      const { system } = this.options.printers;
      // A kept PDF got its page ranges and copies when it was first printed; a reprint must not apply them twice.
      const bytes = system.applyPageSettings && source.kind !== 'stored' ? await system.applyPageSettings(made, settings) : made;
      const pages = countPdfPages(bytes);
      // A printer that applies the ranges itself (lp) takes ranges that select nothing, prints nothing and
      // lets the page hear 'success': refuse them here (PAGE_RANGE). Uncountable documents are left to it.
      if (!system.applyPageSettings && pages && settings.pageRanges !== undefined) pagePlan(settings.pageRanges, 1, pages);
      const file = this.pdfPath(id);
      await mkdir(this.options.storeDir, { recursive: true });
      // Written under a temporary name and renamed: whoever watches the spool folder never sees half a PDF.
      await writeFile(`${file}.part`, bytes);
      await rename(`${file}.part`, file);
      const outcome = await this.options.printers.system.print({ jobId: id, file, printer, settings, from });
      entry = { ...base, time: this.isoNow(), status: 'done', pages, bytes: bytes.length, detail: outcome.detail };
    } catch (error) {
      failure = asPrintError(error);
      entry = { ...base, time: this.isoNow(), status: 'failed', pages: null, code: failure.code, error: failure.message };
    }
    await this.options.log.append(entry);
    return { entry, failure };
  }

  /** The job's PDF bytes, and whether they came from HTML (already sized and oriented). */
  private async document(source: JobSource, settings: JobSettings): Promise<{ bytes: Buffer; from: 'html' | 'pdf' }> {
    switch (source.kind) {
      case 'html': {
        const bytes = await this.options.convert(source.html, { pageSize: settings.pageSize, landscape: settings.landscape });
        return { bytes, from: 'html' };
      }
      case 'pdf':
        return { bytes: source.bytes, from: 'pdf' };
      case 'url': {
        const bytes = await this.options.fetchPdf(source.url);
        checkSize(bytes.length, this.options.maxBytes);
        checkPdf(bytes);
        return { bytes, from: 'pdf' };
      }
      case 'stored':
        return { bytes: await this.readKept(source.jobId), from: this.madeFrom(source.jobId) };
    }
  }

  /** A kept job PDF; one removed since the reprint was queued (retention) is JOB_FILE_MISSING too. */
  private async readKept(jobId: string): Promise<Buffer> {
    try {
      return await readFile(this.pdfPath(jobId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new PrintError('JOB_FILE_MISSING', { id: jobId });
      throw error;
    }
  }

  /** Whether a logged job's PDF was made from HTML, following reprints back to the first job. */
  private madeFrom(jobId: string): 'html' | 'pdf' {
    let entry = this.options.log.get(jobId);
    for (let hops = 0; entry?.source === 'reprint' && entry.reprintOf && hops < 100; hops += 1) entry = this.options.log.get(entry.reprintOf);
    return entry?.source === 'html' ? 'html' : 'pdf';
  }

  private nextId(): string {
    // Sortable by time, unique across restarts (random tail), and safe as a file name; JOB_ID matches it.
    const stamp = new Date(this.options.now()).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '');
    this.sequence = (this.sequence + 1) % 100000;
    return `${stamp}-${String(this.sequence).padStart(5, '0')}-${randomBytes(2).toString('hex')}`;
  }

  private isoNow(): string {
    return new Date(this.options.now()).toISOString();
  }
}

/** The settings a logged job was printed with, for printing it again. */
export function settingsOf(entry: JobLogEntry): JobSettings {
  const settings: JobSettings = { copies: entry.copies, landscape: entry.landscape };
  if (entry.templateId !== undefined) settings.templateId = entry.templateId;
  if (entry.pageSize !== undefined) {
    try {
      settings.pageSize = parsePageSize(entry.pageSize);
    } catch {
      // A size this version no longer knows: print at the printer's default rather than refuse.
    }
  }
  if (entry.pageRanges) settings.pageRanges = entry.pageRanges;
  if (entry.duplex) settings.duplex = entry.duplex;
  if (entry.title) settings.title = entry.title;
  return settings;
}
