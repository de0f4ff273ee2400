/**
 * Reading pasted data without blocking the page: big texts go to the data worker, small ones (and
 * hosts without workers, such as unit tests) are read in place. One worker, started on first use.
 */
import { checkDataJson, describeProblem, type ParsedData } from './dataJson.ts';
import type { DataJsonReply, DataJsonRequest } from './dataJson.protocol.ts';

/** Below this many characters reading in place is quicker than a round trip to the worker. */
export const OFF_THREAD_FROM = 64 * 1024;

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (reply: DataJsonReply) => void>();

function dataWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  if (!worker) {
    worker = new Worker(new URL('./dataJson.worker.ts', import.meta.url), { type: 'module', name: 'larder-data-json' });
    worker.onmessage = (event: MessageEvent<DataJsonReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    worker.onerror = () => {
      // A broken worker answers nobody: fall back to reading in place from now on.
      for (const [id, resolve] of waiting) resolve({ id, result: { ok: false, problem: { kind: 'invalid', detail: 'the data worker failed' } } });
      waiting.clear();
      worker?.terminate();
      worker = undefined;
      broken = true;
    };
  }
  return worker;
}
let broken = false;

/** Parse and check pasted data, off the page's thread when it is big. */
export async function parseDataOffThread(text: string): Promise<ParsedData> {
  const target = text.length >= OFF_THREAD_FROM && !broken ? dataWorker() : undefined;
  if (!target) {
    const checked = checkDataJson(text);
    return checked.ok ? checked : { ok: false, error: describeProblem(checked.problem) };
  }
  const id = nextId++;
  const reply = await new Promise<DataJsonReply>((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, text } satisfies DataJsonRequest);
  });
  return reply.result.ok ? reply.result : { ok: false, error: describeProblem(reply.result.problem) };
}
