/** Page ranges and copies applied to the spooled PDF, checked page by page with poppler. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintError } from '../../src/print-client/errors.ts';
import { JOB_ID } from '../../src/print-client/jobs.ts';
import { applyPageSelection, pagePlan } from '../../src/print-client/pageSelection.ts';
import { countPdfPages } from '../../src/print-client/pdf.ts';
import { answer, connect, makePdf, next, pdfinfo, pdftotext, startSpoolClient, type TestSocket } from './helpers.ts';

/** The page numbers a spooled file shows, in order ("larder test page N" on each page of makePdf). */
const pagesShown = (file: string): number[] => [...pdftotext(file).matchAll(/larder test page (\d+)/g)].map((m) => Number(m[1]));

describe('pagePlan', () => {
  it('keeps the selected pages in document order, each once, as CUPS prints them', () => {
    expect(pagePlan('2-3', 1, 5)).toEqual([1, 2]);
    expect(pagePlan('5,1-3', 1, 5)).toEqual([0, 1, 2, 4]);
    expect(pagePlan('1-3,2-4', 1, 5)).toEqual([0, 1, 2, 3]);
    expect(pagePlan(undefined, 1, 3)).toEqual([0, 1, 2]);
  });

  it('repeats the whole selection for each copy (collated)', () => {
    expect(pagePlan('2-3', 2, 5)).toEqual([1, 2, 1, 2]);
    expect(pagePlan(undefined, 3, 2)).toEqual([0, 1, 0, 1, 0, 1]);
  });

  it('cuts a range at the last page, and refuses one wholly past it, naming it and the page count', () => {
    expect(pagePlan('4-9', 1, 5)).toEqual([3, 4]);
    expect(pagePlan('5', 1, 5)).toEqual([4]);
    const refusal = (() => {
      try {
        pagePlan('1,7-9', 1, 5);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(PrintError);
    expect(refusal).toMatchObject({ code: 'PAGE_RANGE', params: { range: '7-9', pages: 5 } });
    expect((refusal as PrintError).message).toBe('Page range 7-9 is outside the document (page count: 5)');
  });
});

describe('applyPageSelection', () => {
  it('returns the very same bytes when there is nothing to apply, or the plan keeps every page in order', async () => {
    const pdf = await makePdf(3);
    expect(await applyPageSelection(pdf, { copies: 1 })).toBe(pdf);
    expect(await applyPageSelection(pdf, { copies: 1, pageRanges: '1-3' })).toBe(pdf);
    expect(await applyPageSelection(pdf, { copies: 1, pageRanges: '1-9' })).toBe(pdf);
  });

  it('writes a PDF the job log can count and that keeps the document info', async () => {
    const out = await applyPageSelection(await makePdf(5), { copies: 3, pageRanges: '2-3' });
    expect(countPdfPages(out)).toBe(6);
    const written = await PDFDocument.load(out, { updateMetadata: false });
    expect(written.getPageCount()).toBe(6);
    expect(written.getProducer()).toBe('PDFKit');
  });

  it('writes 999 copies of a 40-page document', async () => {
    // About 2 s here; pdf-lib's addPage, which walks the page list for every page it adds, took about
    // 30 s (the test's time limit is the only timing here: speed belongs in benchmarks).
    const out = await applyPageSelection(await makePdf(40), { copies: 999 });
    expect(countPdfPages(out)).toBe(39_960);
  }, 60_000);
});

describe('spooled jobs with page ranges and copies', () => {
  let client: Awaited<ReturnType<typeof startSpoolClient>>;
  let socket: TestSocket;
  let five: Buffer;
  beforeAll(async () => {
    client = await startSpoolClient();
    socket = await connect(client.url);
    five = await makePdf(5);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
  });

  const print = async (options: Record<string, unknown>, replyId: string, pdf = five) => {
    socket.emit('news', { type: 'blob_pdf', pdf_blob: pdf, replyId, ...options });
    return answer(socket, replyId);
  };
  const spooled = (jobId: string | undefined): string => join(client.spool, `${jobId}.pdf`);

  it('keeps only the pages of "2-3", and logs the page count of the written file', async () => {
    const { event, reply } = await print({ pageRanges: '2-3' }, 'r23');
    expect(event).toBe('success');
    expect(reply.pages).toBe(2);
    expect(pdfinfo(spooled(reply.jobId)).pages).toBe(2);
    expect(pagesShown(spooled(reply.jobId))).toEqual([2, 3]);
    expect(client.log.get(reply.jobId!)).toMatchObject({ status: 'done', pages: 2, pageRanges: '2-3', copies: 1 });
  });

  it('repeats the selection for 2 copies, collated', async () => {
    const { reply } = await print({ pageRanges: '2-3', copies: 2 }, 'r23x2');
    expect(pagesShown(spooled(reply.jobId))).toEqual([2, 3, 2, 3]);
    expect(pdfinfo(spooled(reply.jobId)).pages).toBe(4);
    expect(client.log.get(reply.jobId!)).toMatchObject({ pages: 4, copies: 2 });
  });

  it('prints every page for copies without ranges', async () => {
    const { reply } = await print({ copies: 3 }, 'x3', await makePdf(2));
    expect(pagesShown(spooled(reply.jobId))).toEqual([1, 2, 1, 2, 1, 2]);
    expect(reply.pages).toBe(6);
  });

  it("takes Electron's 0-based ranges, in document order, cut at the last page", async () => {
    const { reply } = await print({ pageRanges: [{ from: 3, to: 9 }, { from: 0, to: 0 }] }, 'electron');
    expect(pagesShown(spooled(reply.jobId))).toEqual([1, 4, 5]);
    expect(client.log.get(reply.jobId!)).toMatchObject({ pageRanges: '4-10,1', pages: 3 });
  });

  it('answers a range outside the document with PAGE_RANGE, writes nothing, and keeps answering', async () => {
    const { event, reply } = await print({ pageRanges: '2,7-9', templateId: 'tpl' }, 'outside');
    expect(event).toBe('error');
    expect(reply).toMatchObject({ code: 'PAGE_RANGE', templateId: 'tpl', msg: 'Page range 7-9 is outside the document (page count: 5)' });
    expect(client.log.get(reply.jobId!)).toMatchObject({ status: 'failed', code: 'PAGE_RANGE', pages: null });
    expect(existsSync(spooled(reply.jobId))).toBe(false);
    const list = next<{ name: string }[]>(socket, 'printerList');
    socket.emit('refreshPrinterList');
    expect((await list)[0]!.name).toBe('larder-spool');
    expect((await print({ pageRanges: '5' }, 'after-outside')).event).toBe('success');
  });

  it('writes a plain job byte for byte, also with hiprint\'s "all pages" and one copy', async () => {
    for (const [options, replyId] of [
      [{}, 'plain'],
      [{ copies: 1, pageRanges: {} }, 'plain-all'],
    ] as const) {
      const { reply } = await print(options, replyId);
      expect(reply.jobId).toMatch(JOB_ID);
      expect(readFileSync(spooled(reply.jobId)).equals(five)).toBe(true);
      expect(reply.pages).toBe(5);
    }
  });

  it('reprints the spooled file as it is, without applying ranges and copies twice', async () => {
    const first = (await print({ pageRanges: '2-3', copies: 2 }, 'to-reprint')).reply;
    socket.emit('reprint', { id: first.jobId!, replyId: 'reprinted' });
    const { event, reply } = await answer(socket, 'reprinted');
    expect(event).toBe('success');
    expect(reply.pages).toBe(4);
    expect(readFileSync(spooled(reply.jobId)).equals(readFileSync(spooled(first.jobId)))).toBe(true);
    expect(client.log.get(reply.jobId!)).toMatchObject({ source: 'reprint', reprintOf: first.jobId, copies: 2, pageRanges: '2-3', pages: 4 });
  });

  it('refuses more than 999 copies, naming copies', async () => {
    const { event, reply } = await print({ copies: 1000 }, 'too-many');
    expect(event).toBe('error');
    expect(reply).toMatchObject({ code: 'BAD_PAYLOAD', msg: expect.stringContaining('copies must be an integer from 1 to 999') });
  });
});
