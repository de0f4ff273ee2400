/** What a durable job is: its queue's rules and its handler, declared once per job name (jobs/index.ts lists them). */
import type { FastifyInstance } from 'fastify';

/** The queue's rules, as pg-boss keeps them per queue (retries, how long a run may take, how long rows stay). */
export interface QueueRules {
  /** Attempts after the first (0: never retried). */
  retryLimit: number;
  /** Seconds before a retry (with backoff: the first delay, doubled at each attempt, with jitter). */
  retryDelay: number;
  retryBackoff: boolean;
  /** A run still active after this long is failed (and retried) by pg-boss's maintenance; below 24 h. */
  expireInSeconds: number;
  /** How long a job waits to be started before it is given up (minutes; pg-boss's default is 14 days). */
  retentionMinutes?: number;
  /** 'singleton': one active job per singletonKey; 'stately': at most one queued and one active. */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

/** One run of a job, as its handler sees it. */
export interface RunningJob<T> {
  id: string;
  name: string;
  data: T;
  /** 0 on the first attempt; each attempt's own (a run handed back and taken over is a new attempt). */
  retryCount: number;
  /** Attempts after the first this job has (the queue's rule when it was sent): retryCount === retryLimit on the last. */
  retryLimit: number;
  /** Aborted when this process stops its workers: stop at the next safe point and throw. */
  signal: AbortSignal;
}

export interface JobDefinition<T = unknown> {
  name: string;
  rules: QueueRules;
  /**
   * Runs keep a heartbeat (job_progress.updated_at; the job must have a job_progress row) and a run whose
   * heartbeat goes stale is handed back to be taken over (heartbeat.ts): for long jobs that resume.
   */
  heartbeat?: boolean;
  /** A cron expression (UTC): pg-boss queues one job per tick across all processes (the worker processes keep the clock). */
  schedule?: string;
  /** Jobs of this name one process runs at once (each is a polling worker of its own; default 1). */
  concurrency?: number;
  /** What the job's output records (pg-boss keeps the value as the job's output). */
  run(job: RunningJob<T>, app: FastifyInstance): Promise<unknown>;
}

/** Declare a job (keeps the payload type for senders). */
export const defineJob = <T>(definition: JobDefinition<T>): JobDefinition<T> => definition;

/** The payload type of a job definition. */
export type PayloadOf<D> = D extends JobDefinition<infer T> ? T : never;

/** Thrown by a handler that stopped because its process is stopping; the job is handed back to be run again. */
export class JobInterrupted extends Error {
  constructor() {
    super('interrupted: the worker process is stopping');
  }
}

/**
 * Thrown by a run that finds its job taken over by a newer attempt (it was handed back while it was alive
 * but its heartbeat had stopped): the run must neither complete nor fail the job, which is the newer
 * attempt's now.
 */
export class JobSuperseded extends Error {
  constructor(attempt: number) {
    super(`taken over by attempt ${attempt}`);
  }
}
