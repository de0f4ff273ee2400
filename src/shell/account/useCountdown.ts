/** The 60 s get-code countdown as React state. */
import { useEffect, useRef, useState } from 'react';
import { createCountdown, type Countdown } from './countdown.ts';

export function useCountdown(): { remaining: number; start(): void; stop(): void } {
  const [remaining, setRemaining] = useState(0);
  const countdown = useRef<Countdown | null>(null);
  if (!countdown.current) countdown.current = createCountdown(setRemaining);
  useEffect(() => () => countdown.current?.stop(), []);
  return { remaining, start: () => countdown.current!.start(), stop: () => countdown.current!.stop() };
}
