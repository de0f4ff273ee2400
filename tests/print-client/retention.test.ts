/** --keep-days: kept job PDFs (CUPS mode) expire, the log and spooled files stay. */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PrinterSystem } from '../../src/print-client/printers.ts';
import { DAY_MS, expiredJobFiles, isJobFile, removeExpiredJobFiles, startRetention } from '../../src/print-client/retention.ts';
import { answer, connect, makePdf, startClient, startSpoolClient, tempDir } from './helpers.ts';

const NOW = Date.parse('2026-03-01T12:00:00Z');

/** Write `name` in `dir`, last modified `days` days before NOW. */
const fileAged = (dir: string, name: string, days: number): void => {
  writeFileSync(join(dir, name), '%PDF-1.4\n');
  const when = new Date(NOW - days * DAY_MS);
  utimesSync(join(dir, name), when, when);
};

const OLD = '20260101T090000-00001-ab12.pdf';
const NEW = '20260228T090000-00002-cd34.pdf';

describe('expiredJobFiles', () => {
  it('picks job PDFs written more than N days ago, and nothing else', () => {
    const files = [
      { name: OLD, mtimeMs: NOW - 31 * DAY_MS },
      { name: NEW, mtimeMs: NOW - 29 * DAY_MS },
      { name: '20260101T090000-00003-ef56.pdf.part', mtimeMs: NOW - 40 * DAY_MS },
      { name: 'tax return.pdf', mtimeMs: NOW - 400 * DAY_MS },
      { name: 'jobs.jsonl', mtimeMs: NOW - 400 * DAY_MS },
    ];
    expect(expiredJobFiles(files, 30, NOW)).toEqual([OLD, '20260101T090000-00003-ef56.pdf.part']);
    expect(expiredJobFiles(files, 0, NOW)).toEqual([]);
    expect(expiredJobFiles(files, 35, NOW)).toEqual(['20260101T090000-00003-ef56.pdf.part']);
  });

  it('knows a job file by its id', () => {
    expect(isJobFile(OLD)).toBe(true);
    expect(isJobFile('20260101T090000-00001-ab12.pdf.part')).toBe(true);
    expect(isJobFile('20260101T090000-00001-ab12.txt')).toBe(false);
    expect(isJobFile('invoice.pdf')).toBe(false);
    expect(isJobFile('x20260101T090000-00001-ab12.pdf')).toBe(false);
  });
});

describe('removeExpiredJobFiles', () => {
  it('removes job PDFs older than N days and keeps newer ones and other files', async () => {
    const dir = tempDir();
    fileAged(dir, OLD, 31);
    fileAged(dir, NEW, 29);
    fileAged(dir, 'menu.pdf', 365);
    expect(await removeExpiredJobFiles(dir, 30, NOW)).toEqual([OLD]);
    expect(readdirSync(dir).sort()).toEqual([NEW, 'menu.pdf']);
  });

  it('removes nothing with keep-days 0', async () => {
    const dir = tempDir();
    fileAged(dir, OLD, 3650);
    expect(await removeExpiredJobFiles(dir, 0, NOW)).toEqual([]);
    expect(existsSync(join(dir, OLD))).toBe(true);
  });

  it('takes a folder that does not exist yet as empty', async () => {
    expect(await removeExpiredJobFiles(join(tempDir(), 'jobs'), 30, NOW)).toEqual([]);
  });
});

describe('startRetention', () => {
  it('checks at start and again on its interval, with the clock it is given', async () => {
    const dir = tempDir();
    fileAged(dir, OLD, 10);
    let now = NOW;
    const lines: string[] = [];
    const retention = startRetention({ dir, keepDays: 30, now: () => now, report: (line) => lines.push(line), everyMs: 10 });
    try {
      await retention.firstPass;
      expect(existsSync(join(dir, OLD))).toBe(true);
      now = NOW + 25 * DAY_MS;
      await waitUntil(() => !existsSync(join(dir, OLD)));
      expect(lines).toContainEqual(`removed 1 job PDF(s) older than 30 days from ${dir}`);
    } finally {
      retention.stop();
    }
  });
});

/** Poll until `done` (a few seconds at most). */
async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

/** A CUPS-mode printer system that accepts every job, for running the client without CUPS. */
const fakeCups: PrinterSystem = {
  mode: 'cups',
  list: async () => [{ name: 'Office', displayName: 'Office', description: 'Office', status: 0, isDefault: true, options: {} }],
  print: async (task) => ({ detail: `CUPS job Office-${task.jobId.slice(-4)}` }),
};

describe('the print client with --keep-days', () => {
  it('removes expired kept PDFs at start in CUPS mode; the log line stays and a reprint says JOB_FILE_MISSING', async () => {
    const home = tempDir();
    const log = join(home, 'jobs.jsonl');
    let client = await startClient({ log, keepDays: 30 }, { system: fakeCups });
    let socket = await connect(client.url);
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), replyId: 'old', copies: 2, pageRanges: '1' });
    const old = (await answer(socket, 'old')).reply;
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), replyId: 'recent' });
    const recent = (await answer(socket, 'recent')).reply;
    socket.close();
    await client.close();

    const jobs = join(home, 'jobs');
    // CUPS applies ranges and copies itself: the kept PDF is the document as sent.
    expect(client.log.get(old.jobId!)).toMatchObject({ pages: 1, copies: 2 });
    const aged = new Date(Date.now() - 31 * DAY_MS);
    utimesSync(join(jobs, `${old.jobId}.pdf`), aged, aged);

    const lines: string[] = [];
    client = await startClient({ log, keepDays: 30 }, { system: fakeCups, report: (line) => lines.push(line) });
    socket = await connect(client.url);
    try {
      expect(existsSync(join(jobs, `${old.jobId}.pdf`))).toBe(false);
      expect(existsSync(join(jobs, `${recent.jobId}.pdf`))).toBe(true);
      expect(lines).toContainEqual(`removed 1 job PDF(s) older than 30 days from ${jobs}`);
      expect(client.log.get(old.jobId!)).toMatchObject({ status: 'done' });
      socket.emit('reprint', { id: old.jobId!, replyId: 'reprint-old' });
      expect((await answer(socket, 'reprint-old')).reply).toMatchObject({ code: 'JOB_FILE_MISSING', msg: expect.stringContaining(old.jobId!) });
      socket.emit('reprint', { id: recent.jobId!, replyId: 'reprint-recent' });
      expect((await answer(socket, 'reprint-recent')).event).toBe('success');
    } finally {
      socket.close();
      await client.close();
    }
  });

  it('keeps everything with keep-days 0', async () => {
    const home = tempDir();
    mkdirSync(join(home, 'jobs'));
    writeFileSync(join(home, 'jobs', OLD), '%PDF-1.4\n');
    utimesSync(join(home, 'jobs', OLD), new Date(0), new Date(0));
    const client = await startClient({ log: join(home, 'jobs.jsonl'), keepDays: 0 }, { system: fakeCups });
    await client.close();
    expect(existsSync(join(home, 'jobs', OLD))).toBe(true);
  });

  it('never removes spooled files: they are the printouts', async () => {
    const spool = tempDir();
    writeFileSync(join(spool, OLD), '%PDF-1.4\n');
    utimesSync(join(spool, OLD), new Date(0), new Date(0));
    const client = await startSpoolClient({ spool, keepDays: 1 }, { retentionEveryMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.close();
    expect(existsSync(join(spool, OLD))).toBe(true);
  });
});
