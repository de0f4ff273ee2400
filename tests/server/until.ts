/** Polls `probe` until `ok` holds of its value (returned), or throws with the last value after `ms`. */
export async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 120_000, everyMs = 100): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
