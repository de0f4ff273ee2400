/**
 * How long the job PDFs kept for reprints (CUPS mode) stay: `--keep-days`, checked at start and
 * once a day. Their job log lines stay, and a reprint of a removed one answers JOB_FILE_MISSING.
 * Spool files are the user's printouts and never come here.
 */
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { JOB_ID } from './jobs.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeptFile {
  name: string;
  mtimeMs: number;
}

/** Whether a file name is a kept job PDF (or one left half-written by a crash), and nothing else. */
export function isJobFile(name: string): boolean {
  const match = /^(.+)\.pdf(?:\.part)?$/.exec(name);
  return match !== null && JOB_ID.test(match[1]!);
}

/** The job PDFs among `files` last written more than `keepDays` days before `now`; 0 days keeps all. */
export function expiredJobFiles(files: readonly KeptFile[], keepDays: number, now: number): string[] {
  if (keepDays <= 0) return [];
  const cutoff = now - keepDays * DAY_MS;
  return files.filter((file) => isJobFile(file.name) && file.mtimeMs < cutoff).map((file) => file.name);
}

/**
 * Remove the expired job PDFs from `dir` (a folder not made yet holds none) and resolve with their
 * names. Every file is tried; a file that could not be removed makes it reject afterwards.
 */
export async function removeExpiredJobFiles(dir: string, keepDays: number, now: number): Promise<string[]> {
  if (keepDays <= 0) return [];
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: KeptFile[] = [];
  for (const name of names.filter(isJobFile)) {
    const info = await stat(join(dir, name)).catch(() => null);
    if (info?.isFile()) files.push({ name, mtimeMs: info.mtimeMs });
  }
  const expired = expiredJobFiles(files, keepDays, now);
  const results = await Promise.allSettled(expired.map((name) => unlink(join(dir, name))));
  const failed = results.flatMap((result) => (result.status === 'rejected' && (result.reason as NodeJS.ErrnoException).code !== 'ENOENT' ? [result.reason as Error] : []));
  if (failed.length > 0) throw new Error(`could not remove ${failed.length} old job PDF(s) from ${dir}: ${failed[0]!.message}`);
  return expired.filter((_, i) => results[i]!.status === 'fulfilled');
}

export interface RetentionOptions {
  dir: string;
  keepDays: number;
  now: () => number;
  report: (line: string) => void;
  /** Time between checks (default a day). */
  everyMs?: number;
}

/** Check now and then every day until stopped; `firstPass` settles when the first check is done (never rejects). */
export function startRetention(options: RetentionOptions): { firstPass: Promise<void>; stop(): void } {
  const { dir, keepDays, now, report } = options;
  if (keepDays <= 0) return { firstPass: Promise.resolve(), stop: () => undefined };
  const pass = async (): Promise<void> => {
    try {
      const removed = await removeExpiredJobFiles(dir, keepDays, now());
      if (removed.length > 0) report(`removed ${removed.length} job PDF(s) older than ${keepDays} days from ${dir}`);
    } catch (error) {
      report(`job PDF retention: ${(error as Error).message}`);
    }
  };
  const firstPass = pass();
  const timer = setInterval(() => void pass(), options.everyMs ?? DAY_MS);
  timer.unref();
  return { firstPass, stop: () => clearInterval(timer) };
}
