import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../../../engine/index.ts';
import type { ClientInfo } from '../../contract/printClient.ts';
import { clientKind, htmlJob, jobOptions, outputFor, pdfJob, printStatusOf, sendJob } from './printJob.ts';

const larderInfo = { name: 'larder-print', mode: 'spool' } as ClientInfo;
const A4 = { width: 595.276, height: 841.89 };

const page: PageDescription = {
  version: 1,
  index: 0,
  width: A4.width,
  height: A4.height,
  items: [
    { kind: 'text', x: 10, y: 20, text: '<合计>', font: 'NotoSansSC-Regular', size: 9, color: '#000000' },
    { kind: 'image', x: 0, y: 0, width: 10, height: 10, ref: 'images/logo.png' },
  ] as PageDescription['items'],
};

describe('print jobs', () => {
  it("tells larder's print client (clientInfo name) from hiprint clients; unknown counts as hiprint", () => {
    expect(clientKind(larderInfo)).toBe('larder');
    expect(clientKind({ hostname: 'pc', version: '1.0.7' } as unknown as ClientInfo)).toBe('hiprint');
    expect(clientKind(null)).toBe('hiprint');
    expect(outputFor('larder')).toBe('pdf');
    expect(outputFor('hiprint')).toBe('pages');
  });

  it('maps the socket states to the four of the specification', () => {
    expect(['idle', 'connecting', 'connected', 'reconnecting', 'closed'].map((s) => printStatusOf(s as never))).toEqual([
      'not opened',
      'not opened',
      'connected',
      'reconnecting',
      'closed',
    ]);
  });

  it('sets template id, printer and the paper in microns (portrait size plus landscape)', () => {
    expect(jobOptions({ templateId: 't1', printer: 'HP', title: '送货单', paper: A4 })).toEqual({
      templateId: 't1',
      printer: 'HP',
      title: '送货单',
      pageSize: { width: 210000, height: 297000 },
      landscape: false,
    });
    expect(jobOptions({ templateId: 't1', printer: '', paper: { width: A4.height, height: A4.width } })).toEqual({
      templateId: 't1',
      pageSize: { width: 210000, height: 297000 },
      landscape: true,
    });
  });

  it("builds the PDF job for larder's client and the HTML job for hiprint's", async () => {
    const pdf = new Uint8Array([37, 80, 68, 70]);
    expect(pdfJob(pdf, { templateId: 't1' })).toEqual({ kind: 'pdf', pdf, options: { templateId: 't1' } });
    const job = htmlJob([page], { templateId: 't1', title: 'a<b', paper: A4 }, { appBase: 'http://erp.local/app/' });
    expect(job.kind).toBe('html');
    if (job.kind !== 'html') return;
    expect(job.options).toMatchObject({ templateId: 't1', landscape: false });
    expect(job.html).toContain('&lt;合计&gt;');
    expect(job.html).toContain('http://erp.local/app/fonts/NotoSansSC-Regular.ttf');
    expect(job.html).toContain('http://erp.local/app/images/logo.png');
    expect(job.html).toContain('<title>a&lt;b</title>');

    const sent: string[] = [];
    const client = {
      printPdf: async (_pdf: unknown, options?: { templateId?: string }) => (sent.push(`pdf ${options?.templateId}`), 'ok'),
      printHtml: async (_html: string, options?: { templateId?: string }) => (sent.push(`html ${options?.templateId}`), 'ok'),
    };
    await sendJob(client, job);
    await sendJob(client, pdfJob(pdf, { templateId: 't2' }));
    expect(sent).toEqual(['html t1', 'pdf t2']);
  });
});
