/** Print jobs over socket.io on loopback, spooled as PDF files and read back with poppler. */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumConverter } from '../../src/print-client/convert.ts';
import type { JobLogEntry } from '../../src/print-client/jobLog.ts';
import type { PrinterInfo } from '../../src/contract/printClient.ts';
import { answer, connect, makePdf, next, pdfinfo, pdftotext, startSpoolClient, tempDir, type TestSocket } from './helpers.ts';

type Client = Awaited<ReturnType<typeof startSpoolClient>>;

const readLog = (file: string): JobLogEntry[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JobLogEntry);

/** pdfinfo's "W x H pts" is `width` x `height` mm, within Chromium's rounding to its own units. */
const expectSize = (size: string, width: number, height: number): void => {
  const [w, h] = size.split(' x ').map((n) => Number.parseFloat(n));
  const pt = (mm: number): number => (mm * 72) / 25.4;
  expect(Math.abs(w! - pt(width)), size).toBeLessThan(0.6);
  expect(Math.abs(h! - pt(height)), size).toBeLessThan(0.6);
};

describe('PDF and HTML jobs', () => {
  let client: Client;
  let socket: TestSocket;
  beforeAll(async () => {
    client = await startSpoolClient();
    socket = await connect(client.url);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
  });

  it('spools a blob_pdf job as a PDF file, logs it, and answers success and successs', async () => {
    const pdf = await makePdf(2);
    const successs = next<{ replyId?: string }>(socket, 'successs', (r) => r.replyId === 'pdf-1');
    socket.emit('news', { type: 'blob_pdf', pdf_blob: pdf, templateId: 'delivery-note', replyId: 'pdf-1', copies: 2, pageRanges: [{ from: 0, to: 0 }], duplexMode: 'longEdge' });
    const { event, reply } = await answer(socket, 'pdf-1');
    expect(event).toBe('success');
    expect(reply).toMatchObject({ msg: 'Printed', templateId: 'delivery-note', replyId: 'pdf-1', pages: 2 });
    expect((await successs).replyId).toBe('pdf-1');
    // Page 1 of 2, two copies: page 1 twice (the ranges and copies are applied in spool mode).
    const file = join(client.spool, `${reply.jobId}.pdf`);
    expect(pdfinfo(file).pages).toBe(2);
    expect([...pdftotext(file).matchAll(/larder test page (\d)/g)].map((m) => m[1])).toEqual(['1', '1']);
    const entry = readLog(join(client.spool, 'jobs.jsonl')).find((e) => e.id === reply.jobId);
    expect(entry).toMatchObject({ status: 'done', printer: 'larder-spool', templateId: 'delivery-note', pages: 2, source: 'pdf', copies: 2, pageRanges: '1', duplex: 'longEdge' });
    expect(Date.parse(entry!.time)).not.toBeNaN();
  });

  it('accepts the PDF as base64 too', async () => {
    const pdf = await makePdf(1);
    socket.emit('news', { type: 'blob_pdf', pdf_blob: `data:application/pdf;base64,${pdf.toString('base64')}`, replyId: 'b64' });
    const { event, reply } = await answer(socket, 'b64');
    expect(event).toBe('success');
    expect(pdfinfo(join(client.spool, `${reply.jobId}.pdf`)).pages).toBe(1);
  });

  it('turns an HTML job into a PDF with Chromium, at the page size asked for', async () => {
    const html = '<div style="font: 20px sans-serif">Hello from larder</div><div style="break-before: page">Second sheet</div>';
    socket.emit('news', { html, templateId: 'label', replyId: 'html-1', pageSize: { width: 80000, height: 60000 } });
    const { event, reply } = await answer(socket, 'html-1', 120_000);
    expect(event, JSON.stringify(reply)).toBe('success');
    const file = join(client.spool, `${reply.jobId}.pdf`);
    const info = pdfinfo(file);
    expect(info.pages).toBe(2);
    expect(reply.pages).toBe(2);
    expectSize(info.size, 80, 60);
    const text = pdftotext(file);
    expect(text).toContain('Hello from larder');
    expect(text).toContain('Second sheet');
  }, 120_000);

  it("prints hiprint's type 'pdf' (HTML through a PDF) in landscape", async () => {
    socket.emit('news', { type: 'pdf', html: '<!DOCTYPE html><html><head><title>t</title></head><body><p>Landscape A5</p></body></html>', replyId: 'html-2', pageSize: 'A5', landscape: true });
    const { event, reply } = await answer(socket, 'html-2', 120_000);
    expect(event, JSON.stringify(reply)).toBe('success');
    const file = join(client.spool, `${reply.jobId}.pdf`);
    expectSize(pdfinfo(file).size, 210, 148);
    expect(pdftotext(file)).toContain('Landscape A5');
  }, 120_000);
});

describe('url_pdf jobs', () => {
  let client: Client;
  let socket: TestSocket;
  let http: Server;
  let base: string;
  const allowedDir = tempDir('larder-print-allowed-');
  const outsideDir = tempDir('larder-print-outside-');
  let pdf: Buffer;

  beforeAll(async () => {
    pdf = await makePdf(4);
    writeFileSync(join(allowedDir, 'invoice.pdf'), pdf);
    writeFileSync(join(outsideDir, 'secret.pdf'), pdf);
    symlinkSync(join(outsideDir, 'secret.pdf'), join(allowedDir, 'link.pdf'));
    http = createServer((req, res) => {
      if (req.url === '/doc.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
      if (req.url === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a pdf</html>');
      if (req.url === '/huge.pdf') {
        // No Content-Length: the cap must hold while streaming.
        res.writeHead(200, { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' });
        res.write('%PDF-1.4\n');
        const chunk = Buffer.alloc(256 * 1024, 32);
        for (let i = 0; i < 12; i += 1) res.write(chunk);
        return res.end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
    client = await startSpoolClient({ pdfDirs: [allowedDir], maxJobBytes: 2 * 1024 * 1024 });
    socket = await connect(client.url);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
    await new Promise((resolve) => http.close(resolve));
  });

  const send = async (pdf_path: string, replyId: string) => {
    socket.emit('news', { type: 'url_pdf', pdf_path, replyId });
    return answer(socket, replyId);
  };

  it('fetches and prints an http PDF', async () => {
    const { event, reply } = await send(`${base}/doc.pdf`, 'u1');
    expect(event).toBe('success');
    expect(pdfinfo(join(client.spool, `${reply.jobId}.pdf`)).pages).toBe(4);
  });

  it('reads a local file only inside a --pdf-dir folder', async () => {
    expect((await send(join(allowedDir, 'invoice.pdf'), 'u2')).event).toBe('success');
    expect((await send(`file://${join(allowedDir, 'invoice.pdf')}`, 'u3')).event).toBe('success');
    for (const [path, id] of [
      [join(outsideDir, 'secret.pdf'), 'u4'],
      [join(allowedDir, '..', outsideDir.split('/').pop()!, 'secret.pdf'), 'u5'],
      [join(allowedDir, 'link.pdf'), 'u6'],
    ] as const) {
      const { event, reply } = await send(path, id);
      expect(event).toBe('error');
      expect(reply.code).toBe('URL_REFUSED');
    }
  });

  it('refuses other schemes, and reports fetch failures, non-PDFs and oversized downloads', async () => {
    expect((await send('ftp://127.0.0.1/doc.pdf', 'u7')).reply).toMatchObject({ code: 'URL_REFUSED' });
    expect((await send(`${base}/missing.pdf`, 'u8')).reply).toMatchObject({ code: 'FETCH_FAILED', msg: expect.stringContaining('HTTP 404') });
    expect((await send(`${base}/page.html`, 'u9')).reply).toMatchObject({ code: 'NOT_PDF' });
    expect((await send(`${base}/huge.pdf`, 'u10')).reply).toMatchObject({ code: 'TOO_LARGE' });
    expect((await send('http://127.0.0.1:1/nothing.pdf', 'u11')).reply).toMatchObject({ code: 'FETCH_FAILED' });
  });

  it('refuses local files when no --pdf-dir is given', async () => {
    const plain = await startSpoolClient();
    const s = await connect(plain.url);
    try {
      s.emit('news', { type: 'url_pdf', pdf_path: join(allowedDir, 'invoice.pdf'), replyId: 'u12' });
      const { reply } = await answer(s, 'u12');
      expect(reply.code).toBe('URL_REFUSED');
      expect(reply.msg).toMatch(/--pdf-dir/);
    } finally {
      s.close();
      await plain.close();
    }
  });
});

describe('bad input', () => {
  let client: Client;
  let socket: TestSocket;
  beforeAll(async () => {
    client = await startSpoolClient({ maxJobBytes: 1024 * 1024 });
    socket = await connect(client.url);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
  });

  /** After each refusal the client must still answer: a printer list and a good job. */
  const stillAnswering = async (tag: string): Promise<void> => {
    const list = next<PrinterInfo[]>(socket, 'printerList');
    socket.emit('refreshPrinterList');
    expect((await list)[0]!.name).toBe('larder-spool');
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), replyId: `ok-after-${tag}` });
    expect((await answer(socket, `ok-after-${tag}`)).event).toBe('success');
  };

  const cases: [string, unknown, string, RegExp][] = [
    ['a string instead of a job', 'print this', 'BAD_PAYLOAD', /must be an object/],
    ['no html', { templateId: 'x' }, 'BAD_PAYLOAD', /html must be a string/],
    ['an unknown type', { type: 'docx', html: 'x' }, 'BAD_PAYLOAD', /type 'docx'/],
    ['bad copies', { html: '<p>x</p>', copies: 0 }, 'BAD_PAYLOAD', /copies/],
    ['a bad page size', { html: '<p>x</p>', pageSize: 'A13' }, 'BAD_PAYLOAD', /pageSize 'A13'/],
    ['bad page ranges', { html: '<p>x</p>', pageRanges: '3-1' }, 'BAD_PAYLOAD', /pageRanges/],
    ['bad duplex', { html: '<p>x</p>', duplexMode: 'both' }, 'BAD_PAYLOAD', /duplexMode/],
    ['an unknown printer', { html: '<p>x</p>', printer: 'Nonexistent LaserJet' }, 'UNKNOWN_PRINTER', /Unknown printer: Nonexistent LaserJet/],
    ['a PDF that is not a PDF', { type: 'blob_pdf', pdf_blob: Buffer.from('<html>hello</html>') }, 'NOT_PDF', /does not start with %PDF-/],
    ['blob_pdf without bytes', { type: 'blob_pdf' }, 'BAD_PAYLOAD', /pdf_blob/],
    ['url_pdf without a path', { type: 'url_pdf' }, 'BAD_PAYLOAD', /pdf_path/],
  ];

  for (const [name, payload, code, message] of cases) {
    it(`answers ${name} with an error event (${code}) and keeps running`, async () => {
      const replyId = `bad-${name}`;
      const withIds = typeof payload === 'object' && payload !== null ? { ...payload, replyId, templateId: 'tpl' } : payload;
      const error = next<{ code?: string; msg: string; replyId?: string; templateId?: string }>(socket, 'error', (r) => (typeof payload === 'object' ? r.replyId === replyId : r.code === code));
      (socket.emit as (e: string, p: unknown) => void)('news', withIds);
      const reply = await error;
      expect(reply.code).toBe(code);
      expect(reply.msg).toMatch(message);
      if (typeof payload === 'object') expect(reply.templateId).toBe('tpl');
      await stillAnswering(name);
    });
  }

  it('answers a job over the size limit with TOO_LARGE (PDF and HTML)', async () => {
    const big = Buffer.concat([await makePdf(1), Buffer.alloc(1024 * 1024 + 10, 32)]);
    socket.emit('news', { type: 'blob_pdf', pdf_blob: big, replyId: 'big-pdf' });
    const pdfReply = await answer(socket, 'big-pdf');
    expect(pdfReply.reply).toMatchObject({ code: 'TOO_LARGE', msg: expect.stringContaining('limit is 1.0 MB') });
    socket.emit('news', { html: `<p>${'x'.repeat(1024 * 1024)}</p>`, replyId: 'big-html' });
    expect((await answer(socket, 'big-html')).reply.code).toBe('TOO_LARGE');
    await stillAnswering('big');
  });

  it('drops a connection that sends more than the transport allows, and serves the next one', async () => {
    const flood = await connect(client.url, { transports: ['websocket'] });
    const closed = new Promise<string>((resolve) => flood.once('disconnect', (reason) => resolve(reason)));
    flood.emit('news', { type: 'blob_pdf', pdf_blob: Buffer.alloc(4 * 1024 * 1024, 37) });
    expect(await closed).toMatch(/transport/);
    const fresh = await connect(client.url);
    fresh.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(1), replyId: 'after-flood' });
    expect((await answer(fresh, 'after-flood')).event).toBe('success');
    fresh.close();
  });

  it('answers events with no payload at all without crashing', async () => {
    for (const event of ['news', 'printByFragments', 'reprint', 'ippPrint', 'ippRequest']) (socket.emit as (e: string) => void)(event);
    await stillAnswering('empty');
  });

  it('says clearly when HTML cannot be converted because there is no Chromium', async () => {
    const noChromium = await startSpoolClient({}, { convert: chromiumConverter(null) });
    const s = await connect(noChromium.url);
    try {
      s.emit('news', { html: '<p>x</p>', replyId: 'no-chromium' });
      const { reply } = await answer(s, 'no-chromium');
      expect(reply.code).toBe('NO_CHROMIUM');
      expect(reply.msg).toMatch(/Chromium was not found.*LARDER_CHROMIUM/);
      expect(reply.jobId).toBeDefined();
      const entry = noChromium.log.get(reply.jobId!);
      expect(entry).toMatchObject({ status: 'failed', code: 'NO_CHROMIUM' });
    } finally {
      s.close();
      await noChromium.close();
    }
  });
});

describe('the queue', () => {
  it('prints 100 jobs without loss, in order, one at a time', async () => {
    const client = await startSpoolClient();
    const socket = await connect(client.url);
    try {
      const pdfs = await Promise.all([1, 2, 3].map((n) => makePdf(n)));
      const answers = Array.from({ length: 100 }, (_, i) => answer(socket, `q-${i}`, 120_000));
      for (let i = 0; i < 100; i += 1) socket.emit('news', { type: 'blob_pdf', pdf_blob: pdfs[i % 3]!, templateId: `t-${i}`, replyId: `q-${i}` });
      const replies = await Promise.all(answers);
      expect(replies.filter((r) => r.event === 'success')).toHaveLength(100);
      const log = readLog(join(client.spool, 'jobs.jsonl'));
      expect(log.map((e) => e.templateId)).toEqual(Array.from({ length: 100 }, (_, i) => `t-${i}`));
      expect(log.every((e) => e.status === 'done')).toBe(true);
      log.forEach((entry, i) => {
        expect(entry.pages).toBe((i % 3) + 1);
        expect(existsSync(join(client.spool, `${entry.id}.pdf`))).toBe(true);
        // Concurrency one: a job starts only after the one before it ended.
        if (i > 0) expect(Date.parse(entry.started)).toBeGreaterThanOrEqual(Date.parse(log[i - 1]!.time));
      });
      expect(new Set(log.map((e) => e.id)).size).toBe(100);
    } finally {
      socket.close();
      await client.close();
    }
  }, 120_000);
});

describe('reprint', () => {
  it('prints a logged job again by id, also after a restart, and explains when it cannot', async () => {
    const spool = tempDir();
    let client = await startSpoolClient({ spool });
    let socket = await connect(client.url);
    socket.emit('news', { type: 'blob_pdf', pdf_blob: await makePdf(3), templateId: 'report', replyId: 'first', copies: 2 });
    const first = (await answer(socket, 'first')).reply;

    socket.emit('reprint', { id: first.jobId!, replyId: 'again' });
    const again = await answer(socket, 'again');
    expect(again.event).toBe('success');
    // The spooled file holds both copies already; the reprint writes it again, not doubled.
    expect(again.reply).toMatchObject({ templateId: 'report', pages: 6 });
    expect(again.reply.jobId).not.toBe(first.jobId);
    expect(pdfinfo(join(spool, `${again.reply.jobId}.pdf`)).pages).toBe(6);
    expect(client.log.get(again.reply.jobId!)).toMatchObject({ source: 'reprint', reprintOf: first.jobId, copies: 2, templateId: 'report' });

    // The log outlives the process.
    socket.close();
    await client.close();
    client = await startSpoolClient({ spool });
    socket = await connect(client.url);
    socket.emit('reprint', { id: first.jobId!, replyId: 'after-restart' });
    expect((await answer(socket, 'after-restart')).event).toBe('success');

    socket.emit('reprint', { id: 'no-such-job', replyId: 'missing' });
    expect((await answer(socket, 'missing')).reply).toMatchObject({ code: 'JOB_NOT_FOUND', msg: expect.stringContaining('no-such-job') });

    rmSync(join(spool, `${first.jobId}.pdf`));
    socket.emit('reprint', { id: first.jobId!, replyId: 'gone' });
    expect((await answer(socket, 'gone')).reply.code).toBe('JOB_FILE_MISSING');

    socket.emit('reprint', { id: again.reply.jobId!, printer: 'Elsewhere', replyId: 'elsewhere' });
    expect((await answer(socket, 'elsewhere')).reply.code).toBe('UNKNOWN_PRINTER');
    socket.close();
    await client.close();
    const lines = readLog(join(spool, 'jobs.jsonl'));
    expect(lines.map((e) => e.source)).toEqual(['pdf', 'reprint', 'reprint']);
  });

  it('keeps working when the log has a broken line (a crash mid-write)', async () => {
    const spool = tempDir();
    mkdirSync(spool, { recursive: true });
    writeFileSync(join(spool, 'jobs.jsonl'), '{"id":"old","status":"done"}\n{"id":"half-wr');
    const client = await startSpoolClient({ spool });
    try {
      expect(client.log.get('old')).toBeDefined();
      expect(client.log.entries()).toHaveLength(1);
    } finally {
      await client.close();
    }
  });
});
