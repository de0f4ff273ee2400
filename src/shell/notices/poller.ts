/** Run a task now and every `intervalMs`; a run never starts while the previous one is still going. */
export function startPolling(task: () => Promise<unknown> | void, intervalMs: number): { stop(): void; now(): void } {
  let running = false;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = true;
    Promise.resolve()
      .then(task)
      .catch(() => {})
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
    now: run,
  };
}
