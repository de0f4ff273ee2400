/**
 * The print client against a real CUPS scheduler (Debian's cupsd, started for this file on a free
 * port, reached through CUPS_SERVER as any CUPS program would): printers come from lpstat and
 * lpoptions, jobs go through lp with their options, IPP requests and jobs go to the scheduler by
 * ipp:// address, and what reached the printer is read back.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningPrintClient } from '../../src/print-client/client.ts';
import type { PrinterInfo } from '../../src/contract/printClient.ts';
import { startCupsd, type CapturedJob, type TestCups } from './cupsd.ts';
import { answer, makePdf, next, pdfinfo, pdftotext, socketFor, startClient, tempDir, type TestSocket } from './helpers.ts';

let cups: TestCups;
let client: RunningPrintClient;
let socket: TestSocket;
let firstList: PrinterInfo[];

beforeAll(async () => {
  cups = await startCupsd();
  cups.addPrinter('Office', { info: 'Office laser', makeDefault: true });
  cups.addPrinter('Labels', { info: 'Label printer' });
  cups.addPrinter('Broken', { info: 'Out of order' });
  cups.disable('Broken');
  // The client's lpstat, lpoptions and lp reach the test scheduler the way every CUPS program does.
  process.env.CUPS_SERVER = cups.server;
  client = await startClient({ log: join(tempDir(), 'jobs.jsonl') });
  socket = socketFor(client.url);
  const list = next<PrinterInfo[]>(socket, 'printerList');
  socket.connect();
  firstList = await list;
}, 60_000);

afterAll(async () => {
  socket?.close();
  await client?.close();
  await cups?.stop();
  delete process.env.CUPS_SERVER;
});

/** Wait until `printer` has received `count` jobs (CUPS hands them over asynchronously). */
async function capturedJobs(printer: string, count: number): Promise<CapturedJob[]> {
  const started = Date.now();
  for (;;) {
    const jobs = cups.captured(printer);
    if (jobs.length >= count) return jobs;
    if (Date.now() - started > 20_000) throw new Error(`${printer} received ${jobs.length} of ${count} jobs`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function pagesOf(job: CapturedJob): number {
  const file = join(tempDir(), 'captured.pdf');
  writeFileSync(file, job.document);
  return pdfinfo(file).pages;
}

describe('print client with a real CUPS scheduler', () => {
  it('runs in CUPS mode and lists the printers with their state and the default', () => {
    expect(client.mode).toBe('cups');
    const byName = Object.fromEntries(firstList.map((printer) => [printer.name, printer]));
    expect(Object.keys(byName).sort()).toEqual(['Broken', 'Labels', 'Office']);
    expect(byName.Office).toMatchObject({ displayName: 'Office laser', isDefault: true, status: 0 });
    expect(byName.Labels).toMatchObject({ displayName: 'Label printer', isDefault: false, status: 0 });
    expect(byName.Broken).toMatchObject({ isDefault: false, status: 5 });
    expect(byName.Office!.options['printer-make-and-model']).toBe('Local Raw Printer');
  });

  it('prints a PDF on the default printer through lp with copies, page ranges, duplex and paper', async () => {
    const pdf = await makePdf(4);
    socket.emit('news', { type: 'blob_pdf', pdf_blob: pdf, templateId: 'note', replyId: 'pdf-1', copies: 2, pageRanges: '2-3', duplexMode: 'longEdge', pageSize: 'A4', landscape: true });
    const reply = await answer(socket, 'pdf-1');
    expect(reply).toMatchObject({ event: 'success', reply: { templateId: 'note', pages: 4 } });
    const [job] = await capturedJobs('Office', 1);
    expect(job!.document.equals(pdf)).toBe(true);
    expect(job!.copies).toBe(2);
    expect(job!.options).toMatchObject({ 'page-ranges': '2-3', sides: 'two-sided-long-edge', media: 'A4', 'orientation-requested': '4' });
    // CUPS hands a true boolean over as the bare name (false would be 'nocollate').
    expect(job!.options).toHaveProperty('collate');
    expect(client.log.get(reply.reply.jobId!)).toMatchObject({ status: 'done', printer: 'Office', detail: `CUPS job Office-${job!.id}` });
  });

  it('prints an HTML job on a named printer as a PDF made by Chromium', async () => {
    socket.emit('news', { html: '<!DOCTYPE html><html><body><h1>送货单 CUPS</h1></body></html>', printer: 'Labels', replyId: 'html-1', pageSize: { width: 100000, height: 150000 } });
    expect((await answer(socket, 'html-1')).event).toBe('success');
    const [job] = await capturedJobs('Labels', 1);
    expect(job!.document.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(tempDir(), 'label.pdf');
    writeFileSync(file, job!.document);
    expect(pdftotext(file)).toContain('送货单 CUPS');
    // 100 x 150 mm = 283.5 x 425.2 pt (Chromium rounds to its pixel grid)
    const [width, height] = pdfinfo(file).size.split(' x ').map(parseFloat);
    expect(width).toBeCloseTo(283.5, -0.3);
    expect(height).toBeCloseTo(425.2, -0.3);
    expect(job!.options.media).toBe('Custom.100x150mm');
  });

  it('prints a logged job again from its kept PDF', async () => {
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(3), printer: 'Labels', replyId: 'first' });
    const first = await answer(socket, 'first');
    await capturedJobs('Labels', 2);
    socket.emit('reprint', { id: first.reply.jobId!, replyId: 'again' });
    expect((await answer(socket, 'again')).event).toBe('success');
    const jobs = await capturedJobs('Labels', 3);
    expect(pagesOf(jobs[2]!)).toBe(3);
    expect(jobs[2]!.document.equals(jobs[1]!.document)).toBe(true);
  });

  it('speaks IPP to the scheduler: printer attributes by ippRequest, a job by ippPrint', async () => {
    const url = `ipp://${cups.server}/printers/Labels`;
    const attributes = new Promise<unknown[]>((resolve) => socket.once('ippRequestCallback', (...args: unknown[]) => resolve(args)));
    socket.emit('ippRequest', { url, data: { operation: 'Get-Printer-Attributes', 'operation-attributes-tag': { 'requested-attributes': ['printer-name', 'printer-info', 'printer-state'] } }, replyId: 'gpa' });
    const [status, response] = (await attributes) as [unknown, Record<string, Record<string, unknown>>];
    expect(status).toEqual({ replyId: 'gpa' });
    expect(response).toMatchObject({ statusCode: 'successful-ok' });
    expect(response['printer-attributes-tag']).toMatchObject({ 'printer-name': 'Labels', 'printer-info': 'Label printer', 'printer-state': 'idle' });

    const before = cups.captured('Labels').length;
    const pdf = await makePdf(2);
    const printed = new Promise<unknown[]>((resolve) => socket.once('ippPrinterCallback', (...args: unknown[]) => resolve(args)));
    socket.emit('ippPrint', { url, action: 'Print-Job', message: { 'operation-attributes-tag': { 'job-name': 'Delivery note' }, 'job-attributes-tag': { copies: 3 }, data: pdf } });
    const [printStatus, job] = (await printed) as [unknown, Record<string, Record<string, unknown>>];
    expect(printStatus).toBeNull();
    expect(job['job-attributes-tag']).toMatchObject({ 'job-id': expect.any(Number) });
    const jobs = await capturedJobs('Labels', before + 1);
    expect(jobs.at(-1)!.document.equals(pdf)).toBe(true);
    expect(jobs.at(-1)!.copies).toBe(3);
  });

  it('answers a stopped or unknown printer and page ranges outside the document with an error, and keeps printing', async () => {
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), printer: 'Broken', replyId: 'stopped' });
    expect((await answer(socket, 'stopped')).reply).toMatchObject({ code: 'PRINTER_STOPPED', msg: expect.stringContaining('Broken') });
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), printer: 'Nowhere', replyId: 'unknown' });
    expect((await answer(socket, 'unknown')).reply).toMatchObject({ code: 'UNKNOWN_PRINTER', msg: expect.stringContaining('Nowhere') });
    // lp would take a job whose ranges select nothing and print nothing: it is refused before lp
    const before = cups.captured('Office').length;
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(4), pageRanges: '7-9', replyId: 'outside' });
    expect((await answer(socket, 'outside')).reply).toMatchObject({ code: 'PAGE_RANGE', msg: expect.stringContaining('7-9') });
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(2), replyId: 'after' });
    expect((await answer(socket, 'after')).event).toBe('success');
    const jobs = await capturedJobs('Office', before + 1);
    expect(jobs).toHaveLength(before + 1);
    expect(pagesOf(jobs.at(-1)!)).toBe(2);
  });
});
