/** Render processes: documents are made off the event loop, and a document that overruns, runs out of memory, crashes or is abandoned takes only its process with it. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderPool, type RenderRequest } from './pool.ts';

const sample = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../public/templates/${name}`, import.meta.url), 'utf8'));

const request = (template: unknown, data: unknown, extra: Partial<RenderRequest> = {}): RenderRequest => ({
  template,
  data,
  title: 't',
  now: Date.UTC(2026, 0, 2),
  timezoneOffset: 480,
  maxPages: 2000,
  userCode: true,
  ...extra,
});

/**
 * A text bound to a field whose formatter is slow but within the per-call limit: over 5,000 records it
 * keeps a thread busy for seconds (until the document's hook budget, 5 s, is spent). Each call is kept
 * far below the limit, so that a busy machine does not turn the calls into failures, which are given up.
 */
const loopingTemplate = {
  panels: [{ index: 0, paperType: 'A4', printElements: [{ options: { left: 10, top: 10, width: 200, height: 20, field: 'name', formatter: 'function(v){var s=0;for(var i=0;i<100000;i++){s+=i%7}return String(v)+s}' }, printElementType: { type: 'text' } }] }],
};
const records = Array.from({ length: 5000 }, (_, i) => ({ name: `record ${i}` }));

/** Enough for the render process and an ordinary document, far too little for 300,000 table rows. */
const HEAP_MB = 48;

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('RenderPool', () => {
  it('writes a PDF in a render process and hands back its bytes, page count and diagnostics', async () => {
    pool = new RenderPool({ threads: 1 });
    const result = await pool.render(request(sample('delivery-note.json'), sample('delivery-note.data.json')));
    expect(Buffer.from(result.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(result.pageCount).toBeGreaterThan(0);
    expect(Array.isArray(result.diagnostics)).toBe(true);
  }, 60_000);

  it('answers the engine\'s refusals as the catalogue\'s errors', async () => {
    pool = new RenderPool({ threads: 1 });
    await expect(pool.render(request({ panels: 'nope' }, {}))).rejects.toMatchObject({ code: 'PRINT_TEMPLATE_INVALID' });
    await expect(pool.render(request({ panels: [] }, {}))).rejects.toMatchObject({ code: 'PRINT_NO_PAGES' });
  }, 60_000);

  it('ends a document that overruns its time with RENDER_TIMEOUT, and the next document gets a fresh process', async () => {
    pool = new RenderPool({ threads: 1, timeoutMs: 1500 });
    const started = Date.now();
    await expect(pool.render(request(loopingTemplate, records))).rejects.toMatchObject({ code: 'RENDER_TIMEOUT', params: { seconds: 2 } });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(pool.replaced).toBe(1);
    const next = await pool.render(request(sample('receipt.json'), sample('receipt.data.json')));
    expect(next.pageCount).toBeGreaterThan(0);
  }, 60_000);

  it('ends a process that runs out of its heap with RENDER_OUT_OF_MEMORY, and goes on', async () => {
    pool = new RenderPool({ threads: 1, heapMb: HEAP_MB });
    // The heap is enough for an ordinary document…
    expect((await pool.render(request(sample('receipt.json'), sample('receipt.data.json')))).pageCount).toBeGreaterThan(0);
    // …and not for this one.
    const rows = Array.from({ length: 300_000 }, (_, i) => ({ name: `商品 ${i} ${'x'.repeat(40)}`, qty: i, price: 1.5 }));
    const big = sample('delivery-note.json');
    await expect(pool.render(request(big, { ...(sample('delivery-note.data.json') as object), items: rows }, { maxPages: 20_000 }))).rejects.toMatchObject({ code: 'RENDER_OUT_OF_MEMORY', params: { mb: HEAP_MB } });
    expect(pool.load().threads).toBe(0);
    expect((await pool.render(request(sample('receipt.json'), sample('receipt.data.json')))).pageCount).toBeGreaterThan(0);
  }, 120_000);

  it('answers RENDER_CRASHED when a process dies under a document, and the next document is made', async () => {
    pool = new RenderPool({ threads: 1 });
    const render = pool.render(request(loopingTemplate, records));
    await waitFor(() => pool!.processIds().length === 1 && pool!.load().active === 1);
    process.kill(pool.processIds()[0], 'SIGKILL');
    await expect(render).rejects.toMatchObject({ code: 'RENDER_CRASHED' });
    expect((await pool.render(request(sample('receipt.json'), sample('receipt.data.json')))).pageCount).toBeGreaterThan(0);
  }, 60_000);

  it('stops a document whose caller went away', async () => {
    pool = new RenderPool({ threads: 1 });
    const gone = new AbortController();
    const render = pool.render(request(loopingTemplate, records), gone.signal);
    setTimeout(() => gone.abort(), 300);
    await expect(render).rejects.toMatchObject({ code: 'RENDER_CANCELLED' });
    expect(pool.load()).toMatchObject({ active: 0, queued: 0 });
  }, 60_000);

  it('refuses with RENDER_BUSY when the queue is full', async () => {
    pool = new RenderPool({ threads: 1, maxQueue: 1 });
    const gone = new AbortController();
    const first = pool.render(request(loopingTemplate, records), gone.signal).catch((error) => error);
    const second = pool.render(request(loopingTemplate, records), gone.signal).catch((error) => error);
    await expect(pool.render(request(loopingTemplate, records))).rejects.toMatchObject({ code: 'RENDER_BUSY' });
    gone.abort();
    expect(await first).toMatchObject({ code: 'RENDER_CANCELLED' });
    expect(await second).toMatchObject({ code: 'RENDER_CANCELLED' });
  }, 60_000);

  it('keeps the event loop free while a process is busy', async () => {
    pool = new RenderPool({ threads: 1, timeoutMs: 3000 });
    const render = pool.render(request(loopingTemplate, records)).catch((error) => error);
    // A turn of the event loop while the document is being made: with layout on this thread, none would come.
    const ticks: number[] = [];
    await new Promise<void>((resolve) => {
      const started = Date.now();
      const tick = () => {
        ticks.push(Date.now() - started);
        if (ticks.length < 10) setTimeout(tick, 50);
        else resolve();
      };
      setTimeout(tick, 50);
    });
    expect(ticks).toHaveLength(10);
    // 50 ms apart as asked, give or take a busy machine; layout on this thread would hold the first for seconds.
    const gaps = ticks.map((at, i) => at - (ticks[i - 1] ?? 0));
    expect(Math.max(...gaps)).toBeLessThan(1000);
    expect(await render).toMatchObject({ code: 'RENDER_TIMEOUT' });
  }, 60_000);
});
