/** The job runner without sockets: one job at a time per printer, printers in parallel; PDF facts; HTML preparation. */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { findChromium, prepareHtml } from '../../src/print-client/convert.ts';
import { JobLog } from '../../src/print-client/jobLog.ts';
import { JobRunner } from '../../src/print-client/jobs.ts';
import { parsePageSize } from '../../src/print-client/paper.ts';
import { countPdfPages } from '../../src/print-client/pdf.ts';
import { PrinterDirectory, type PrintTask, type PrinterSystem } from '../../src/print-client/printers.ts';
import type { PrinterInfo } from '../../src/contract/printClient.ts';
import { makePdf, tempDir } from './helpers.ts';

const printer = (name: string, extra: Partial<PrinterInfo> = {}): PrinterInfo => ({ name, displayName: name, description: name, status: 0, isDefault: false, options: {}, ...extra });

/** A printer system whose printing takes a while and that records how many jobs print at once. */
function slowSystem(printers: PrinterInfo[], ms = 15) {
  const active = new Map<string, number>();
  const stats = { maxPerPrinter: 0, maxTotal: 0, order: [] as string[] };
  let total = 0;
  const system: PrinterSystem = {
    mode: 'cups',
    list: async () => printers,
    async print(task: PrintTask) {
      const now = (active.get(task.printer) ?? 0) + 1;
      active.set(task.printer, now);
      total += 1;
      stats.maxPerPrinter = Math.max(stats.maxPerPrinter, now);
      stats.maxTotal = Math.max(stats.maxTotal, total);
      await new Promise((resolve) => setTimeout(resolve, ms));
      stats.order.push(`${task.printer}:${task.settings.templateId}`);
      active.set(task.printer, now - 1);
      total -= 1;
      return { detail: 'ok' };
    },
  };
  return { system, stats };
}

async function runnerFor(system: PrinterSystem, maxQueued?: number) {
  const dir = tempDir();
  const log = await JobLog.open(join(dir, 'jobs.jsonl'));
  const runner = new JobRunner({
    printers: new PrinterDirectory(system, Date.now),
    log,
    storeDir: join(dir, 'pdf'),
    convert: async () => makePdf(1),
    fetchPdf: async () => Buffer.from('<html>a web page, not a PDF</html>'),
    maxBytes: 10_000_000,
    now: Date.now,
    ...(maxQueued !== undefined && { maxQueued }),
  });
  return { runner, log };
}

describe('JobRunner', () => {
  it('prints one job at a time per printer, in order, while printers work in parallel', async () => {
    const { system, stats } = slowSystem([printer('A', { isDefault: true }), printer('B')]);
    const { runner, log } = await runnerFor(system);
    const pdf = await makePdf(1);
    const jobs = [];
    for (let i = 0; i < 10; i += 1) {
      jobs.push(runner.submit({ source: { kind: 'pdf', bytes: pdf }, settings: { copies: 1, landscape: false, templateId: `a${i}` } }));
      jobs.push(runner.submit({ source: { kind: 'pdf', bytes: pdf }, settings: { copies: 1, landscape: false, templateId: `b${i}`, printer: 'B' } }));
    }
    const outcomes = await Promise.all(jobs);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(stats.maxPerPrinter).toBe(1);
    expect(stats.maxTotal).toBe(2);
    expect(stats.order.filter((o) => o.startsWith('A:'))).toEqual(Array.from({ length: 10 }, (_, i) => `A:a${i}`));
    expect(stats.order.filter((o) => o.startsWith('B:'))).toEqual(Array.from({ length: 10 }, (_, i) => `B:b${i}`));
    expect(log.entries()).toHaveLength(20);
  });

  it('keeps going after a failed job', async () => {
    const { system } = slowSystem([printer('A', { isDefault: true })], 1);
    const { runner, log } = await runnerFor(system);
    const bad = await runner.submit({ source: { kind: 'url', url: 'http://x/a.pdf' }, settings: { copies: 1, landscape: false } });
    expect(bad.ok ? 'ok' : bad.error.code).toBe('NOT_PDF');
    const good = await runner.submit({ source: { kind: 'html', html: '<p/>' }, settings: { copies: 1, landscape: false } });
    expect(good.ok).toBe(true);
    expect(log.entries().map((e) => e.status)).toEqual(['failed', 'done']);
  });

  it('refuses jobs past the queue limit, and printers that are stopped', async () => {
    const { system } = slowSystem([printer('A', { isDefault: true }), printer('Off', { status: 5 })], 30);
    const { runner } = await runnerFor(system, 2);
    const pdf = await makePdf(1);
    const job = () => runner.submit({ source: { kind: 'pdf', bytes: pdf }, settings: { copies: 1, landscape: false } });
    const outcomes = await Promise.all([job(), job(), job()]);
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.error.code))).toEqual(['ok', 'ok', 'QUEUE_FULL']);
    const off = await runner.submit({ source: { kind: 'pdf', bytes: pdf }, settings: { copies: 1, landscape: false, printer: 'Off' } });
    expect(off.ok ? 'ok' : off.error.code).toBe('PRINTER_STOPPED');
  });

  it('says NO_PRINTER when there is none', async () => {
    const { system } = slowSystem([]);
    const { runner } = await runnerFor(system);
    const outcome = await runner.submit({ source: { kind: 'html', html: '<p/>' }, settings: { copies: 1, landscape: false } });
    expect(outcome.ok ? 'ok' : outcome.error.code).toBe('NO_PRINTER');
  });
});

describe('countPdfPages', () => {
  it('counts the pages of real PDFs', async () => {
    for (const n of [1, 2, 7]) expect(countPdfPages(await makePdf(n))).toBe(n);
  });

  it('counts pages kept in compressed object streams', () => {
    const objects = deflateSync(Buffer.from('<< /Type /Page /Parent 1 0 R >> << /Type /Page /Parent 1 0 R >> << /Type /Page /Parent 1 0 R >>'));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.5\n1 0 obj << /Type /Pages /Count 3 >> endobj\n2 0 obj << /Type /ObjStm /N 3 /First 0 /Filter /FlateDecode /Length '),
      Buffer.from(`${objects.length} >>\nstream\n`),
      objects,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    expect(countPdfPages(pdf)).toBe(3);
  });

  it('says null rather than guessing', () => {
    expect(countPdfPages(Buffer.from('%PDF-1.4\n%%EOF'))).toBeNull();
  });
});

describe('prepareHtml', () => {
  const a4 = { pageSize: parsePageSize('A4'), landscape: false };

  it('wraps a fragment in a UTF-8 document with the page rule', () => {
    const html = prepareHtml('<div>标签</div>', a4);
    // The shipped fonts' rules come first in the style (fontCss), then the page rule.
    expect(html).toMatch(/^<!DOCTYPE html><html><head><meta charset="utf-8"><style data-larder-print>@font-face\{.*\}@page \{ size: 210mm 297mm; margin: 0; \}<\/style><\/head><body style="margin:0"><div>标签<\/div><\/body><\/html>$/);
  });

  it("puts the rule first in a document's head, so the document's own @page wins", () => {
    const html = prepareHtml('<!DOCTYPE html><html lang="zh"><head><meta charset="gbk"><style>@page{size:80mm 60mm}</style></head><body>x</body></html>', a4);
    expect(html.indexOf('data-larder-print')).toBeLessThan(html.indexOf('size:80mm'));
    expect(html).not.toContain('charset="utf-8"');
    expect(prepareHtml('<html><body>x</body></html>', a4)).toContain('<html><head><meta charset="utf-8"><style data-larder-print>');
  });
});

describe('findChromium', () => {
  it('prefers the explicit path, then LARDER_CHROMIUM, then PATH', () => {
    const dir = tempDir();
    const fake = join(dir, 'chromium-browser');
    writeFileSync(fake, '#!/bin/sh\n');
    chmodSync(fake, 0o755);
    expect(findChromium(fake, {})).toBe(fake);
    expect(findChromium(undefined, { LARDER_CHROMIUM: fake })).toBe(fake);
    const found = findChromium(undefined, { PATH: dir });
    // /usr/bin/chromium comes before PATH when it exists (it does on this machine).
    expect([fake, '/usr/bin/chromium']).toContain(found);
    expect(findChromium(join(dir, 'missing'), { PATH: '/nonexistent' })).toBe(findChromium(undefined, { PATH: '/nonexistent' }));
  });
});
