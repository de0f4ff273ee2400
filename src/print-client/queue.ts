/** Queues that run one task at a time per key (per printer), in the order tasks were added. */
import { PrintError } from './errors.ts';

export class SerialQueues {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly waiting = new Map<string, number>();

  /** `maxPending` bounds the tasks waiting or running per key; past it, run() refuses. */
  constructor(private readonly maxPending = 1000) {}

  /** Tasks waiting or running for `key`. */
  pending(key: string): number {
    return this.waiting.get(key) ?? 0;
  }

  /** Run `task` after every earlier task of `key` has settled; a failing task does not stop the queue. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const count = this.pending(key);
    if (count >= this.maxPending) return Promise.reject(new PrintError('QUEUE_FULL', { printer: key, limit: this.maxPending }));
    this.waiting.set(key, count + 1);
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, settled);
    void settled.then(() => {
      const left = this.pending(key) - 1;
      if (left > 0) {
        this.waiting.set(key, left);
      } else {
        this.waiting.delete(key);
        // Drop the chain when the queue empties, so finished jobs are not kept alive through it.
        if (this.tails.get(key) === settled) this.tails.delete(key);
      }
    });
    return result;
  }

  /** Resolves when every queue is empty. */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }
}
