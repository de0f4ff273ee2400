/**
 * The HTTP trace (issue 21): recent requests in a bounded ring buffer in memory (method, path with the
 * query's values hidden, status, time, user), sampled, and counters of every request for /metrics. Only
 * API calls are traced; static files and the app's HTML are not.
 */
import type { FastifyInstance } from 'fastify';
import { TRACE_CAPACITY } from '../../contract/domain/operations.ts';
import type { TraceRecord } from '../../contract/routes/monitor.ts';

/** Histogram buckets of request durations, seconds (Prometheus convention). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

export interface RequestTrace {
  readonly capacity: number;
  /** The share of requests kept in the ring (0-1); every request is counted whatever it is. */
  sampleRate: number;
  /** Requests seen since start (traced or not). */
  seen: number;
  /** Newest first. */
  records(): TraceRecord[];
  /** Requests by method and status, for /metrics. */
  counts: Map<string, number>;
  /** Cumulative counts per DURATION_BUCKETS bound, and the sum of durations (s). */
  buckets: number[];
  durationSum: number;
  record(entry: TraceRecord): void;
}

export function createTrace(capacity = TRACE_CAPACITY, sampleRate = 1, random: () => number = Math.random): RequestTrace {
  const ring: TraceRecord[] = new Array(capacity);
  let next = 0;
  let filled = 0;
  const trace: RequestTrace = {
    capacity,
    sampleRate,
    seen: 0,
    counts: new Map(),
    buckets: DURATION_BUCKETS.map(() => 0),
    durationSum: 0,
    record(entry) {
      trace.seen++;
      const key = `${entry.method} ${entry.status}`;
      trace.counts.set(key, (trace.counts.get(key) ?? 0) + 1);
      const seconds = entry.ms / 1000;
      trace.durationSum += seconds;
      DURATION_BUCKETS.forEach((bound, i) => {
        if (seconds <= bound) trace.buckets[i]++;
      });
      if (trace.sampleRate < 1 && random() >= trace.sampleRate) return;
      ring[next] = entry;
      next = (next + 1) % capacity;
      filled = Math.min(filled + 1, capacity);
    },
    records() {
      const out: TraceRecord[] = [];
      for (let i = 1; i <= filled; i++) out.push(ring[(next - i + capacity) % capacity]);
      return out;
    },
  };
  return trace;
}

/** The path of a URL with the values of its query hidden (tokens, signatures, codes travel there). */
export function tracePath(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return path;
  const names = query.split('&').filter(Boolean).map((pair) => `${decodeSafe(pair.split('=', 1)[0])}=…`);
  return `${path}?${names.join('&')}`;
}

const decodeSafe = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export function installTrace(app: FastifyInstance, capacity = TRACE_CAPACITY, sampleRate = 1): void {
  app.decorate('requestTrace', createTrace(capacity, sampleRate));
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(app.config.apiBase + '/')) return;
    app.requestTrace.record({
      at: new Date().toISOString(),
      method: request.method,
      path: tracePath(request.url).slice(0, 300),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      user: request.user?.username ?? null,
    });
  });
}
