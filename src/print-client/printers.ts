/**
 * The printers a job can go to. Two systems fill the role: CUPS (the machine's printers, through
 * lpstat and lp) and the spool (PDF files in a folder, for machines without printers and tests).
 */
import { execFile } from 'node:child_process';
import type { JobSettings } from './payload.ts';
import type { PrinterInfo, PrinterMode } from '../contract/printClient.ts';

/** One job handed to a printer: its PDF is already on disk. */
export interface PrintTask {
  jobId: string;
  file: string;
  printer: string;
  settings: JobSettings;
  /** What the PDF was made from: an HTML job's PDF already has its size and orientation. */
  from: 'html' | 'pdf';
}

export interface PrintOutcome {
  /** Said in the log: where the file went, or the printer system's job id. */
  detail: string;
}

export interface PrinterSystem {
  readonly mode: PrinterMode;
  list(): Promise<PrinterInfo[]>;
  /**
   * Apply page ranges and copies to the PDF itself, for a system with no printer to apply them
   * (the spool). What it returns is the job's kept PDF, so a reprint prints it as it is.
   */
  applyPageSettings?(bytes: Buffer, settings: JobSettings): Promise<Buffer>;
  print(task: PrintTask): Promise<PrintOutcome>;
}

/** Runs a program without a shell; resolves with its output, rejects with its failure. */
export type Run = (command: string, args: string[]) => Promise<{ stdout: string; stderr: string }>;

/** `Run` over child_process.execFile, in the C locale so that output parses the same everywhere. */
export const execRun: Run = (command, args) =>
  new Promise((resolve, reject) => {
    execFile(command, args, { env: { ...process.env, LC_ALL: 'C', LANG: 'C' }, timeout: 30_000, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) {
        const failure = error as NodeJS.ErrnoException & { stdout?: string; stderr?: string };
        failure.stdout = String(stdout);
        failure.stderr = String(stderr);
        reject(failure);
      } else {
        resolve({ stdout: String(stdout), stderr: String(stderr) });
      }
    });
  });

/** The printer list with a short memory, so a burst of jobs does not run lpstat for each one. */
export class PrinterDirectory {
  private cached: { at: number; printers: PrinterInfo[] } | null = null;

  constructor(
    readonly system: PrinterSystem,
    private readonly now: () => number,
    private readonly ttlMs = 5000,
  ) {}

  /** The printers, from memory when fresh. */
  async current(): Promise<PrinterInfo[]> {
    if (this.cached && this.now() - this.cached.at < this.ttlMs) return this.cached.printers;
    return this.refresh();
  }

  /** Ask the printer system again. */
  async refresh(): Promise<PrinterInfo[]> {
    const printers = await this.system.list();
    this.cached = { at: this.now(), printers };
    return printers;
  }
}
