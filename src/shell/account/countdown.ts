/** The get-code button's countdown (sections 4 and 9): 60 s, then back to the get-code label. */

export const CODE_COUNTDOWN_SECONDS = 60;

export interface Countdown {
  /** Start (or restart) from `seconds`. */
  start(): void;
  stop(): void;
  /** Seconds left; 0 when idle. */
  remaining(): number;
}

/** A countdown calling `onChange` with the seconds left after every tick (and 0 when it ends or stops). */
export function createCountdown(onChange: (remaining: number) => void, seconds = CODE_COUNTDOWN_SECONDS): Countdown {
  let left = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    if (left !== 0) {
      left = 0;
      onChange(0);
    }
  };
  return {
    start() {
      if (timer !== undefined) clearInterval(timer);
      left = seconds;
      onChange(left);
      timer = setInterval(() => {
        left -= 1;
        if (left <= 0) {
          clearInterval(timer);
          timer = undefined;
          left = 0;
        }
        onChange(left);
      }, 1000);
    },
    stop,
    remaining: () => left,
  };
}
