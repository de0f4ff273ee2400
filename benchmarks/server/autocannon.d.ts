/** The part of autocannon 9 the server load benchmark uses; the package ships no types. */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
    sent?: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram;
    /** Bytes received. */
    throughput: Histogram;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    timeout?: number;
    /** Requests each connection sends in turn (then starts over). */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>;
  }
  /** A run, awaited for its result; `stop()` ends it early (the result then covers the time it ran). */
  function autocannon(options: Options): Promise<Result> & { stop(): void };
  export default autocannon;
}
