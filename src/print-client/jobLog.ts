/**
 * The persistent job log: one JSON object a line, appended when a job ends (printed or failed),
 * so the file reads as a history and survives a crash mid-write with at most one broken line.
 * A job that never ended was never acknowledged, so leaving it out loses nothing a page was told.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DuplexMode, MicronSize } from '../contract/printClient.ts';

export interface JobLogEntry {
  id: string;
  /** When the job ended, ISO 8601. */
  time: string;
  /** When the printer's queue started it, ISO 8601. */
  started: string;
  status: 'done' | 'failed';
  printer: string;
  templateId?: string;
  /**
   * Page count of the PDF the job wrote, null when unknown: the spooled file, page ranges and
   * copies applied; with CUPS the kept PDF handed to lp, which applies them itself.
   */
  pages: number | null;
  source: 'html' | 'pdf' | 'url' | 'reprint';
  copies: number;
  landscape: boolean;
  /** As the job named it: a size name or {width, height} in microns. */
  pageSize?: string | MicronSize;
  pageRanges?: string;
  duplex?: DuplexMode;
  title?: string;
  bytes?: number;
  /** Where the PDF went (spool file) or the printer system's job id. */
  detail?: string;
  reprintOf?: string;
  code?: string;
  error?: string;
}

/** The log file and an index of its entries by id (the last line for an id wins). */
export class JobLog {
  private readonly byId = new Map<string, JobLogEntry>();
  private readonly order: JobLogEntry[] = [];
  private tail: Promise<void> = Promise.resolve();

  private constructor(readonly file: string) {}

  /** Open (or start) the log at `file`; unreadable lines are skipped, not fatal. */
  static async open(file: string): Promise<JobLog> {
    const log = new JobLog(file);
    await mkdir(dirname(file), { recursive: true });
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as JobLogEntry;
        if (typeof entry.id === 'string') log.remember(entry);
      } catch {
        // A half-written line from a crash; the rest of the log is still good.
      }
    }
    return log;
  }

  /** Append one entry; appends are serialised so lines never interleave. */
  append(entry: JobLogEntry): Promise<void> {
    this.remember(entry);
    const write = this.tail.then(() => appendFile(this.file, `${JSON.stringify(entry)}\n`));
    this.tail = write.catch(() => undefined);
    return write;
  }

  /** The entry for a job id. */
  get(id: string): JobLogEntry | undefined {
    return this.byId.get(id);
  }

  /** All entries in the order they were written. */
  entries(): readonly JobLogEntry[] {
    return this.order;
  }

  private remember(entry: JobLogEntry): void {
    this.byId.set(entry.id, entry);
    this.order.push(entry);
  }
}
