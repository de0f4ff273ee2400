/** printByFragments: pieces reassembled by id in any order; incomplete sets dropped after 10 minutes. */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HtmlConverter } from '../../src/print-client/convert.ts';
import { PrintError } from '../../src/print-client/errors.ts';
import { FRAGMENT_STALE_MS, FragmentStore } from '../../src/print-client/fragments.ts';
import { answer, connect, next, pdftotext, startSpoolClient, type TestSocket } from './helpers.ts';

/** Split `html` into `n` pieces. */
const split = (html: string, n: number): string[] => {
  const size = Math.ceil(html.length / n);
  return Array.from({ length: n }, (_, i) => html.slice(i * size, (i + 1) * size));
};

describe('over socket.io', () => {
  let clock = Date.parse('2024-05-01T08:00:00Z');
  let client: Awaited<ReturnType<typeof startSpoolClient>>;
  let socket: TestSocket;
  const converted: string[] = [];
  // Records what reached the converter, then lets Chromium do the real work.
  let realConvert: HtmlConverter;

  beforeAll(async () => {
    const { chromiumConverter, findChromium } = await import('../../src/print-client/convert.ts');
    realConvert = chromiumConverter(findChromium());
    client = await startSpoolClient(
      {},
      {
        now: () => clock,
        convert: (html, options) => {
          converted.push(html);
          return realConvert(html, options);
        },
      },
    );
    socket = await connect(client.url);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
  });

  it('reassembles pieces sent out of order into one job', async () => {
    const html = `<div style="font: 16px sans-serif">${Array.from({ length: 40 }, (_, i) => `<p>row ${i} of the fragmented delivery note</p>`).join('')}</div>`;
    const pieces = split(html, 7);
    const order = [3, 0, 6, 1, 5, 2, 4];
    for (const index of order) {
      socket.emit('printByFragments', { id: 'frag-1', index, total: pieces.length, htmlFragment: pieces[index]!, templateId: 'note', replyId: 'frag-reply', pageSize: 'A4' });
    }
    const { event, reply } = await answer(socket, 'frag-reply', 120_000);
    expect(event, JSON.stringify(reply)).toBe('success');
    expect(reply.templateId).toBe('note');
    expect(converted.at(-1)).toBe(html);
    const text = pdftotext(join(client.spool, `${reply.jobId}.pdf`));
    expect(text).toContain('row 0 of the fragmented delivery note');
    expect(text).toContain('row 39 of the fragmented delivery note');
    expect(client.fragments.size).toBe(0);
  }, 120_000);

  it('drops a set not completed within 10 minutes and tells the sender', async () => {
    const before = converted.length;
    socket.emit('printByFragments', { id: 'stale', index: 0, total: 3, htmlFragment: '<p>one</p>', templateId: 'slow', replyId: 'stale-reply' });
    socket.emit('printByFragments', { id: 'stale', index: 1, total: 3, htmlFragment: '<p>two</p>', templateId: 'slow', replyId: 'stale-reply' });
    await waitUntil(() => client.fragments.size === 1);

    clock += FRAGMENT_STALE_MS - 1000;
    client.sweep();
    expect(client.fragments.size).toBe(1);

    const expired = next<{ code?: string; replyId?: string; templateId?: string; msg: string }>(socket, 'error', (r) => r.code === 'FRAGMENTS_EXPIRED');
    clock += 2000;
    client.sweep();
    const reply = await expired;
    expect(reply).toMatchObject({ replyId: 'stale-reply', templateId: 'slow' });
    expect(reply.msg).toContain('stale');
    expect(client.fragments.size).toBe(0);

    // The last piece now starts a new set instead of completing the dropped one.
    socket.emit('printByFragments', { id: 'stale', index: 2, total: 3, htmlFragment: '<p>three</p>', replyId: 'stale-reply' });
    await waitUntil(() => client.fragments.size === 1);
    expect(converted.length).toBe(before);
  });

  it('answers malformed pieces with an error event', async () => {
    const bad = next<{ code?: string; msg: string }>(socket, 'error', (r) => r.code === 'BAD_PAYLOAD' && /index/.test(r.msg));
    socket.emit('printByFragments', { id: 'x', index: 5, total: 2, htmlFragment: 'a' });
    expect((await bad).msg).toMatch(/fragment index must be an integer from 0 to 1/);
  });
});

describe('FragmentStore', () => {
  const store = (now = () => 0, maxBytes = 1000) => new FragmentStore({ now, maxBytes });

  it('counts a repeated piece once', () => {
    const s = store();
    expect(s.add('a', { id: '1', index: 0, total: 2, htmlFragment: 'x' })).toMatchObject({ done: false, received: 1 });
    expect(s.add('a', { id: '1', index: 0, total: 2, htmlFragment: 'x' })).toMatchObject({ done: false, received: 1 });
    expect(s.add('a', { id: '1', index: 1, total: 2, htmlFragment: 'y' })).toMatchObject({ done: true, html: 'xy' });
  });

  it('keeps senders apart', () => {
    const s = store();
    s.add('a', { id: '1', index: 0, total: 2, htmlFragment: 'a0' });
    expect(s.add('b', { id: '1', index: 1, total: 2, htmlFragment: 'b1' })).toMatchObject({ done: false });
    s.dropOwner('a');
    expect(s.size).toBe(1);
  });

  it('refuses a changed total and a set over the size cap', () => {
    const s = store();
    s.add('a', { id: '1', index: 0, total: 2, htmlFragment: 'x' });
    expect(() => s.add('a', { id: '1', index: 1, total: 3, htmlFragment: 'y' })).toThrow(PrintError);
    expect(() => {
      for (let i = 0; i < 20; i += 1) s.add('a', { id: 'big', index: i, total: 20, htmlFragment: 'z'.repeat(100) });
    }).toThrow(/too large/);
    expect(s.size).toBe(0);
  });

  it('sweeps by the injected clock', () => {
    let t = 0;
    const s = store(() => t);
    s.add('a', { id: 'old', index: 0, total: 2, htmlFragment: 'x' });
    t = 5 * 60_000;
    s.add('a', { id: 'new', index: 0, total: 2, htmlFragment: 'x' });
    t = 10 * 60_000 + 1;
    expect(s.sweep().map((d) => d.id)).toEqual(['old']);
    expect(s.size).toBe(1);
  });
});

async function waitUntil(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
