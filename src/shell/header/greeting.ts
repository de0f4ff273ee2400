/**
 * The welcome line's greeting, from the browser's clock in the reader's language. The login answer
 * carries the server's greeting too, but that is the server's hour at login time and is kept for days.
 */
import { useEffect, useState } from 'react';

export type Greeting = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/** The part of the day of `hour` (0-23): before 9, before 11, before 13, before 18, later. */
export function greetingOf(hour: number): Greeting {
  if (hour < 9) return 'morning';
  if (hour < 11) return 'forenoon';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

const systemNow = (): Date => new Date();

/** The current greeting; the component re-renders when the hour changes. */
export function useGreeting(now: () => Date = systemNow): Greeting {
  const [hour, setHour] = useState(() => now().getHours());
  useEffect(() => {
    const at = now();
    const untilNextHour = (60 - at.getMinutes()) * 60_000 - at.getSeconds() * 1000 - at.getMilliseconds();
    const timer = setTimeout(() => setHour(now().getHours()), untilNextHour + 50);
    return () => {
      clearTimeout(timer);
    };
  }, [hour, now]);
  return greetingOf(hour);
}
