/** The get-code button's state: seconds left of the 60 s countdown (0 = the get-code label). */
import { useEffect, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { http } from '../../api/http.ts';
import { createCountdown } from '../../shell/account/countdown.ts';
import { MOBILE_PATTERN } from '../../shell/rules/validators.ts';

export function useSmsCountdown(): { remaining: number; start(): void } {
  const [remaining, setRemaining] = useState(0);
  const countdown = useMemo(() => createCountdown(setRemaining), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { remaining, start: () => countdown.start() };
}

/** Mainland mobile number (section 5). */
export const MOBILE = MOBILE_PATTERN;

/**
 * Ask the server for a code for `phone` (smsmode '0': the number must not be registered yet) and start the
 * countdown; resolves with the message to show under the form, or undefined when the code was sent.
 */
export async function sendRegistrationCode(
  phone: string,
  sms: { start(): void },
  t: (key: string) => string,
): Promise<string | undefined> {
  if (!MOBILE.test(phone)) return t('validation.phoneForCode');
  try {
    await http.post('/sys/sms', { phone, smsmode: '0' }, { silent: true });
    sms.start();
    notifications.show({ color: 'green', message: t('messages.codeSent') });
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
