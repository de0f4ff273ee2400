/** The designer's jobs printed through the browser-side client into larder's real print client (spool mode). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutDocument, loadTemplate, renderPdf, type PageDescription } from '../../../engine/index.ts';
import { createNodeHost } from '../../../host/node.ts';
import { pdfinfo, pdftotext, startSpoolClient } from '../../../tests/print-client/helpers.ts';
import { createPrintClient, type LocalPrintClient } from '../../api/printClient.ts';
import { clientKind, htmlJob, pdfJob, sendJob } from './printJob.ts';

const template = {
  panels: [
    {
      index: 0,
      // The specification's A5 is 210 x 148 mm: a landscape page.
      paperType: 'A5',
      printElements: [{ options: { left: 40, top: 40, width: 300, height: 20, title: 'Delivery note', testData: 'LARDER-0042', field: 'no' }, printElementType: { tid: 'defaultModule.text', type: 'text' } }],
    },
  ],
};
const settings = { now: Date.UTC(2026, 0, 2), timezoneOffset: 480, mode: 'design' as const };

/** The PDF as the server writes it (its render processes run the same renderPdf with the Node host). */
async function enginePdf(): Promise<Uint8Array> {
  const { writer } = await renderPdf(createNodeHost(), loadTemplate(template), { no: 'LARDER-0042' }, { title: 'Delivery note', now: settings.now, timezoneOffset: settings.timezoneOffset, mode: 'print' });
  const chunks: Buffer[] = [];
  for await (const chunk of writer.end() as unknown as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

async function enginePages(): Promise<PageDescription[]> {
  const pages: PageDescription[] = [];
  await layoutDocument(createNodeHost(), loadTemplate(template), {}, { ...settings, onPage: (page) => pages.push(page) });
  return pages;
}

describe("designer print jobs against larder's print client", () => {
  let server: Awaited<ReturnType<typeof startSpoolClient>>;
  let client: LocalPrintClient;

  beforeAll(async () => {
    server = await startSpoolClient({ token: 'designer' });
    client = createPrintClient({ url: server.url, token: 'designer' });
    await client.connect();
    const end = Date.now() + 5000;
    while (!client.info && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it('is told apart as larder and prints the PDF job: landscape A5, selectable text, answered per template id', async () => {
    expect(clientKind(client.info)).toBe('larder');
    const job = pdfJob(await enginePdf(), { templateId: 'tpl-7', title: 'Delivery note', paper: { width: 595.28, height: 419.53 } });
    const reply = await sendJob(client, job);
    expect(reply).toMatchObject({ templateId: 'tpl-7', pages: 1 });
    const file = join(server.spool, `${reply.jobId}.pdf`);
    expect(pdfinfo(file).size).toMatch(/^595\.\d+ x 419\.\d+ pts/);
    expect(pdftotext(file)).toContain('LARDER-0042');
    const log = readFileSync(join(server.spool, 'jobs.jsonl'), 'utf8');
    expect(log).toContain('"landscape":true');
  });

  it('prints the HTML job (what hiprint clients get) too', async () => {
    const pages = await enginePages();
    const job = htmlJob(pages, { templateId: 'tpl-html', paper: pages[0] }, { appBase: 'http://127.0.0.1:9/' });
    const reply = await sendJob(client, job);
    expect(reply).toMatchObject({ templateId: 'tpl-html', pages: 1 });
    expect(pdftotext(join(server.spool, `${reply.jobId}.pdf`))).toContain('LARDER-0042');
  }, 90_000);
});
