/** The browser-side print client driven in Node against the real print client (and a hiprint-like one). */
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, pdfinfo, startSpoolClient } from '../../tests/print-client/helpers.ts';
import { createPrintClient, PrintJobError, type LocalPrintClient } from './printClient.ts';

describe('against larder print client', () => {
  let server: Awaited<ReturnType<typeof startSpoolClient>>;
  let client: LocalPrintClient;

  beforeAll(async () => {
    server = await startSpoolClient({ token: 'designer-token' });
    client = createPrintClient({ url: server.url, token: 'designer-token' });
    await client.connect();
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('connects with the token and keeps the printer list and client info', async () => {
    expect(client.status).toBe('connected');
    await waitUntil(() => client.printers.length > 0 && client.info !== null);
    expect(client.printers[0]!.name).toBe('larder-spool');
    expect(client.info?.mode).toBe('spool');
    const list = await client.refreshPrinters();
    expect(list.map((p) => p.name)).toEqual(['larder-spool']);
  });

  it('prints a PDF Blob and resolves with its own answer', async () => {
    const pdf = await makePdf(2);
    const reply = await client.printPdf(new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), { templateId: 'invoice', pageSize: 'A4' });
    expect(reply).toMatchObject({ templateId: 'invoice', pages: 2 });
    expect(reply.replyId).toMatch(/^larder-/);
    expect(pdfinfo(join(server.spool, `${reply.jobId}.pdf`)).pages).toBe(2);
  });

  it('matches answers to jobs sent at once', async () => {
    const pdfs = await Promise.all([1, 2, 3, 4, 5].map((n) => makePdf(n)));
    const replies = await Promise.all(pdfs.map((pdf, i) => client.printPdf(pdf, { templateId: `t${i}` })));
    expect(replies.map((r) => [r.templateId, r.pages])).toEqual([['t0', 1], ['t1', 2], ['t2', 3], ['t3', 4], ['t4', 5]]);
  });

  it('prints HTML and reprints by job id', async () => {
    const reply = await client.printHtml('<p>From the designer</p>', { templateId: 'html' });
    expect(reply.pages).toBe(1);
    const again = await client.reprint(reply.jobId!);
    expect(again).toMatchObject({ templateId: 'html', pages: 1 });
    expect(again.jobId).not.toBe(reply.jobId);
  }, 60_000);

  it("rejects with the print client's message and code", async () => {
    const failure = await client.printPdf(await makePdf(1), { printer: 'Missing', templateId: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PrintJobError);
    expect(failure).toMatchObject({ code: 'UNKNOWN_PRINTER', templateId: 'x', message: 'Unknown printer: Missing' });
  });

  it("says 'connect to client failed' for a wrong token", async () => {
    const wrong = createPrintClient({ url: server.url, token: 'nope' });
    await expect(wrong.connect()).rejects.toThrow('connect to client failed');
    expect(wrong.status).toBe('closed');
    await expect(wrong.printPdf(await makePdf(1))).rejects.toThrow('connect to client failed');
    wrong.close();
  });
});

describe('without a print client', () => {
  it("says 'connect to client failed' once the reconnection attempts are used up", async () => {
    const statuses: string[] = [];
    const client = createPrintClient({ url: 'http://127.0.0.1:1', reconnectionAttempts: 2, reconnectionDelay: 20, autoConnect: false });
    client.subscribe(() => statuses.push(client.status));
    await expect(client.connect()).rejects.toThrow('connect to client failed');
    expect(statuses[0]).toBe('connecting');
    expect(statuses).toContain('reconnecting');
    expect(statuses.at(-1)).toBe('closed');
    await expect(client.printHtml('<p/>')).rejects.toThrow('connect to client failed');
    client.close();
  });
});

describe('against a hiprint client that does not echo replyId', () => {
  let io: Server;
  let url: string;
  beforeAll(async () => {
    const http = createServer();
    io = new Server(http);
    io.on('connection', (socket) => {
      socket.emit('printerList', [{ name: 'HP', displayName: 'HP', description: '', status: 0, isDefault: true, options: {} }]);
      socket.on('news', (job: { templateId: string; printer?: string }) => {
        // An older hiprint client: the answer carries templateId only, and success is spelled `successs`.
        if (job.printer === 'broken') socket.emit('error', { msg: 'broken打印机异常', templateId: job.templateId });
        else socket.emit('successs', { msg: '打印成功', templateId: job.templateId });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => io.close(() => resolve())));

  it('matches answers by templateId', async () => {
    const client = createPrintClient({ url });
    await client.connect();
    const [a, b] = await Promise.all([client.printHtml('<p>a</p>', { templateId: 'A' }), client.printHtml('<p>b</p>', { templateId: 'B' })]);
    expect([a.templateId, b.templateId]).toEqual(['A', 'B']);
    await expect(client.printHtml('<p/>', { templateId: 'C', printer: 'broken' })).rejects.toThrow('broken打印机异常');
    client.close();
  });
});

async function waitUntil(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
