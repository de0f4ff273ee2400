/** The get-code button's state: seconds left of the 60 s countdown (0 = the get-code label). */
import { useEffect, useMemo, useState } from 'react';
import { createCountdown } from '../../shell/account/countdown.ts';

export function useSmsCountdown(): { remaining: number; start(): void } {
  const [remaining, setRemaining] = useState(0);
  const countdown = useMemo(() => createCountdown(setRemaining), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { remaining, start: () => countdown.start() };
}

/** Mainland mobile number (section 5). */
export const MOBILE = /^1[3-9]\d{9}$/;
