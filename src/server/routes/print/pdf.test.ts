import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printTemplates } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { MAX_PAGES } from '../../../../engine/index.ts';

const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../../../public/templates/${name}`, import.meta.url), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'larder-print-'));

/** pdfinfo's page count and pdftotext's text of a PDF. */
function readPdf(bytes: Buffer): { pages: number; text: string } {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]), text };
}

let server: TestServer;
let admin: string;
let canteen: string;
let supplier: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  [admin, canteen, supplier] = await Promise.all(['admin', 'canteen', 'supplier'].map((name) => server.login(name)));
  const list = await server.call('GET', '/print/templates', { token: admin, query: { pageSize: '50' } });
  for (const row of list.body.result.records) ids[row.name] = row.id;
});
afterAll(() => server.close());

describe('POST /print/templates/:id/pdf', () => {
  it('renders a seeded delivery note against its data as a PDF', async () => {
    const { status, response } = await server.call('POST', `/print/templates/${ids['送货单']}/pdf`, {
      token: canteen,
      body: { data: sample('delivery-note.data.json'), timezoneOffset: 480 },
    });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('送货单')}.pdf`);
    expect(response.headers['x-page-count']).toBe('3');
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pages).toBe(3);
    expect(pdf.text).toContain('送货单');
    expect(pdf.text).toContain('DN20241121-0042');
    expect(pdf.text).toContain('青禾实验中学食堂');
  });

  it('prints a list of records one after the other', async () => {
    const receipt = sample('receipt.data.json');
    const { response } = await server.call('POST', `/print/templates/${ids['收款小票']}/pdf`, {
      token: admin,
      body: { data: [receipt, { ...receipt, receiptNo: 'R-SECOND' }] },
    });
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('R20241121-000318');
    expect(pdf.text).toContain('R-SECOND');
  });

  it('refuses data over the size limit', async () => {
    const { status, body } = await server.call('POST', `/print/templates/${ids['收款小票']}/pdf`, {
      token: admin,
      body: { data: { lines: 'x'.repeat(1024 * 1024 + 1) } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: '打印数据过大（上限 1 MB）' });
  });

  it("answers the engine's pagination error as a message", async () => {
    const table = {
      options: { left: 0, top: 0, width: 100, height: 20, field: 'rows', tableHeaderRepeat: 'none', columns: [[{ title: 'a', field: 'a', width: 100 }]] },
      printElementType: { type: 'table' },
    };
    const body = { panels: [{ index: 0, name: 'p', width: 100, height: 100, paperHeader: 0, paperFooter: 40, printElements: [table] }] };
    const created = await server.call('POST', '/print/templates', { token: admin, body: { name: '失控', body } });
    const rows = Array.from({ length: 2 * MAX_PAGES + 10 }, (_, i) => ({ a: i }));
    const { status, body: answer } = await server.call('POST', `/print/templates/${created.body.result.id}/pdf`, { token: admin, body: { data: { rows } } });
    expect(status).toBe(200);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(`模板排版失败：panels[0].printElements[0]: more than ${MAX_PAGES} pages; pagination stopped`);
  });

  it('keeps answering other requests while a hostile template is laid out, and answers it with a clear error', async () => {
    // A server with a short budget per document, so that the hostile template ends soon.
    const strict = await startServer({ renderTimeoutMs: 2000 });
    try {
      const token = await strict.login('admin');
      const looping = { options: { left: 10, top: 10, width: 200, height: 20, field: 'name', formatter: 'function(v){var s=0;for(var i=0;i<100000;i++){s+=i%7}return String(v)+s}' }, printElementType: { type: 'text' } };
      const created = await strict.call('POST', '/print/templates', { token, body: { name: '死循环', body: { panels: [{ index: 0, paperType: 'A4', printElements: [looping] }] } } });
      const records = Array.from({ length: 5000 }, (_, i) => ({ name: `r${i}` }));
      const order: string[] = [];
      const pdf = strict.call('POST', `/print/templates/${created.body.result.id}/pdf`, { token, body: { data: records } }).then((answer) => {
        order.push('pdf');
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let i = 0; i < 5; i++) {
        expect((await strict.call('GET', '/health')).status).toBe(200);
        order.push('health');
      }
      const { body } = await pdf;
      // Every health check answered while the document was still being made.
      expect(order.indexOf('pdf')).toBe(5);
      expect(body.success).toBe(false);
      expect(body.message).toMatch(/^排版超时（超过 2 秒）|^模板排版失败/);
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('answers a stored template the engine cannot load as a message', async () => {
    const [row] = await server.database.db
      .insert(printTemplates)
      .values({ name: '坏模板', body: { panels: [{ paperType: 'Z9' }] }, createdBy: 'admin' })
      .returning();
    const { body } = await server.call('POST', `/print/templates/${row.id}/pdf`, { token: admin, body: {} });
    expect(body).toMatchObject({ success: false, message: '模板内容不正确：panels[0].paperType: not found pagetype' });
  });

  it('404-like message for an unknown template, 401 without a token, 403 without the permission', async () => {
    expect((await server.call('POST', '/print/templates/ghost/pdf', { token: admin, body: {} })).body.message).toBe('打印模板不存在或已删除');
    expect((await server.call('POST', `/print/templates/${ids['送货单']}/pdf`, { body: {} })).status).toBe(401);
    expect((await server.call('POST', `/print/templates/${ids['送货单']}/pdf`, { token: supplier, body: {} })).status).toBe(403);
  });
});

describe('rendering in a render process', () => {
  const renderPdf = (template: unknown, data: unknown, options: { title: string; now: number; timezoneOffset: number; maxPages?: number }) =>
    server.app.renders.render({ template, data, ...options, maxPages: options.maxPages ?? 2000, userCode: true });

  it('stops at the page cap with a message', async () => {
    const render = renderPdf(sample('delivery-note.json'), sample('delivery-note.data.json'), { title: 't', now: 0, timezoneOffset: 480, maxPages: 2 });
    await expect(render).rejects.toMatchObject({ code: 'PRINT_TOO_MANY_PAGES', params: { max: 2 } });
  });

  it('refuses a template without pages', async () => {
    await expect(renderPdf({ panels: [] }, {}, { title: 't', now: 0, timezoneOffset: 0 })).rejects.toMatchObject({ code: 'PRINT_NO_PAGES' });
  });

  it('fetches no remote image and reads no file outside public/', async () => {
    const image = (src: string, top: number) => ({
      options: { left: 10, top, width: 40, height: 40, src },
      printElementType: { type: 'image' },
    });
    const body = {
      panels: [{ index: 0, name: 'p', paperType: 'A5', printElements: [image('http://127.0.0.1:9/x.png', 10), image('../../../../etc/x.png', 60), image('/etc/passwd.png', 110)] }],
    };
    const pdf = await renderPdf(body, {}, { title: 't', now: 0, timezoneOffset: 0 });
    expect(pdf.pageCount).toBe(1);
    expect(pdf.diagnostics.map((d) => d.message)).toEqual([
      'http://127.0.0.1:9/x.png: remote images are not fetched here',
      '../../../../etc/x.png: file not found',
      '/etc/passwd.png: file not found',
    ]);
  });
});

describe('the hostile templates of the probe (issue 14), through the PDF route', () => {
  const create = async (name: string, body: unknown) => (await server.call('POST', '/print/templates', { token: admin, body: { name, body } })).body.result.id as string;
  const pdfOf = (id: string, data: unknown) => server.call('POST', `/print/templates/${id}/pdf`, { token: admin, body: { data } });

  it('header spans of 1e9 are clamped to the table: the PDF is made and the server stays up', async () => {
    const table = {
      options: { left: 10, top: 10, width: 300, height: 40, field: 'rows', columns: [[{ title: 'a', field: 'a', width: 150, colspan: 1e9, rowspan: 1e9 }, { title: 'b', field: 'b', width: 150 }]] },
      printElementType: { type: 'table' },
    };
    const id = await create('跨度', { panels: [{ index: 0, paperType: 'A4', printElements: [table] }] });
    const { response } = await pdfOf(id, { rows: [{ a: 1, b: 2 }] });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect((await server.call('GET', '/health')).status).toBe(200);
  }, 60_000);

  it('a panel 99,999,999 mm high with 1 pt autoCompletion rows is refused with its path', async () => {
    const table = {
      options: { left: 10, top: 10, width: 300, height: 1, field: 'rows', autoCompletion: true, tableBodyRowHeight: 1, columns: [[{ title: 'a', field: 'a', width: 300 }]] },
      printElementType: { type: 'table' },
    };
    const body_ = { panels: [{ index: 0, width: 210, height: 99_999_999, printElements: [table] }] };
    // Refused when saved, and refused when printed if it is in the database all the same.
    const saved = await server.call('POST', '/print/templates', { token: admin, body: { name: '巨页', body: body_ } });
    expect(saved.body.success).toBe(false);
    expect(saved.body.message).toMatch(/panels\[0\]\.height: .*5000 mm/);
    const [row] = await server.database.db.insert(printTemplates).values({ name: '巨页', body: body_, createdBy: 'admin' }).returning();
    const { body } = await pdfOf(row.id, { rows: [{ a: 1 }] });
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^模板内容不正确：panels\[0\]\.height: .*5000 mm/);
    expect((await server.call('GET', '/health')).status).toBe(200);
  }, 60_000);

  it('a formatter that never returns, over 200 records, is given up after three failures and the document is made', async () => {
    const looping = { options: { left: 10, top: 10, width: 200, height: 20, field: 'name', formatter: 'function(){while(true){}}' }, printElementType: { type: 'text' } };
    const id = await create('死循环格式化', { panels: [{ index: 0, paperType: 'A4', printElements: [looping] }] });
    const { response } = await pdfOf(id, Array.from({ length: 200 }, (_, i) => ({ name: `r${i}` })));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-page-count']).toBe('200');
    expect((await server.call('GET', '/health')).status).toBe(200);
  }, 60_000);
});
