import { describe, expect, it } from 'vitest';
import type { PageDescription } from '../engine/index.ts';
import { LayoutClient, LayoutError, type LayoutPort, type PaginateInput } from './layoutClient.ts';
import type { LayoutRequest, LayoutResponse } from './layout.protocol.ts';

/** A stand-in worker: records requests, lets the test answer them. */
class FakePort implements LayoutPort {
  readonly sent: LayoutRequest[] = [];
  private readonly listeners: { message: ((e: MessageEvent<LayoutResponse>) => void)[]; error: ((e: ErrorEvent) => void)[] } = {
    message: [],
    error: [],
  };
  postMessage(message: LayoutRequest): void {
    this.sent.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }
  reply(message: LayoutResponse): void {
    for (const l of this.listeners.message) l({ data: message } as MessageEvent<LayoutResponse>);
  }
  crash(message: string): void {
    for (const l of this.listeners.error) l({ message } as ErrorEvent);
  }
}

const input: PaginateInput = { template: { panels: [] }, data: {}, mode: 'print', now: 0, timezoneOffset: 480, output: 'pages' };
const page = (index: number): PageDescription => ({ version: 1, index, width: 10, height: 10, items: [] });

describe('LayoutClient', () => {
  it('streams pages with their progress, then the final count, then resolves with the summary', async () => {
    const port = new FakePort();
    const client = new LayoutClient(port);
    const pages: number[] = [];
    const progress: [number, number | undefined][] = [];
    const result = client.paginate(input, { onPage: (_, i) => pages.push(i), onProgress: (d, t) => progress.push([d, t]) });
    const { id } = port.sent[0]!;
    expect(port.sent[0]).toMatchObject({ type: 'paginate', mode: 'print', timezoneOffset: 480 });
    port.reply({ id, type: 'page', page: page(0), index: 0, done: 1 });
    port.reply({ id: id + 99, type: 'page', page: page(5), index: 5, done: 6 }); // someone else's
    port.reply({ id, type: 'page', page: page(1), index: 1, done: 2 });
    port.reply({ id, type: 'progress', done: 2, total: 2 });
    port.reply({ id, type: 'done', pageCount: 2, diagnostics: [{ code: 'x', message: 'y' }] });
    await expect(result).resolves.toEqual({ pageCount: 2, diagnostics: [{ code: 'x', message: 'y' }], pdf: undefined });
    expect(pages).toEqual([0, 1]);
    expect(progress).toEqual([
      [1, undefined],
      [2, undefined],
      [2, 2],
    ]);
  });

  it('hands over slot fills of early pages to their page', async () => {
    const port = new FakePort();
    const fills: [number, string, number][] = [];
    const result = new LayoutClient(port).paginate({ ...input, early: true }, { onFill: (i, slot, items) => fills.push([i, slot, items.length]) });
    const { id } = port.sent[0]!;
    expect(port.sent[0]).toMatchObject({ early: true });
    port.reply({ id, type: 'page', page: page(0), index: 0, done: 1 });
    port.reply({ id, type: 'fill', index: 0, slot: 'pageCount', items: [{ kind: 'group', items: [] }] });
    port.reply({ id, type: 'done', pageCount: 1, diagnostics: [] });
    await result;
    expect(fills).toEqual([[0, 'pageCount', 1]]);
  });

  it('rebuilds worker errors with their code', async () => {
    const port = new FakePort();
    const result = new LayoutClient(port).paginate(input);
    port.reply({ id: port.sent[0]!.id, type: 'error', error: { code: 'template-invalid', message: 'panels[0]: not found pagetype' } });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LayoutError);
    expect(error).toMatchObject({ code: 'template-invalid', message: 'panels[0]: not found pagetype' });
  });

  it('cancels: tells the worker, rejects at once, ignores what still arrives', async () => {
    const port = new FakePort();
    const abort = new AbortController();
    const seen: number[] = [];
    const result = new LayoutClient(port).paginate(input, { signal: abort.signal, onPage: (_, i) => seen.push(i) });
    const { id } = port.sent[0]!;
    abort.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(port.sent[1]).toEqual({ id, type: 'cancel' });
    port.reply({ id, type: 'page', page: page(0), index: 0, done: 1 });
    port.reply({ id, type: 'done', pageCount: 1, diagnostics: [] });
    expect(seen).toEqual([]);
  });

  it('rejects an already aborted request without sending it', async () => {
    const port = new FakePort();
    await expect(new LayoutClient(port).paginate(input, { signal: AbortSignal.abort() })).rejects.toBeTruthy();
    expect(port.sent).toEqual([]);
  });

  it('fails open requests when the worker crashes', async () => {
    const port = new FakePort();
    const client = new LayoutClient(port);
    const a = client.paginate(input);
    const b = client.paginate(input);
    port.crash('boom');
    await expect(a).rejects.toMatchObject({ code: 'worker-crashed', message: 'boom' });
    await expect(b).rejects.toMatchObject({ code: 'worker-crashed' });
    expect(new Set(port.sent.map((m) => m.id)).size).toBe(2);
  });
});
