/** The get-code button's state: seconds left of the 60 s countdown (0 = the get-code label). */
import { useEffect, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { sendSmsCode } from '../../api/endpoints/session.ts';
import { phoneForCodeProblem } from '../../contract/rules/index.ts';
import { ruleMessage } from '../../i18n/index.ts';
import { createCountdown } from '../../shell/account/countdown.ts';

export function useSmsCountdown(): { remaining: number; start(): void } {
  const [remaining, setRemaining] = useState(0);
  const countdown = useMemo(() => createCountdown(setRemaining), []);
  useEffect(() => () => countdown.stop(), [countdown]);
  return { remaining, start: () => countdown.start() };
}

/**
 * Ask the server for a code for `phone` (smsmode '0': the number must not be registered yet) and start the
 * countdown; resolves with the message to show under the form, or undefined when the code was sent.
 */
export async function sendRegistrationCode(
  phone: string,
  sms: { start(): void },
  t: (key: string) => string,
): Promise<string | undefined> {
  const problem = ruleMessage(phoneForCodeProblem(phone));
  if (problem) return problem;
  try {
    await sendSmsCode(phone, '0', { silent: true });
    sms.start();
    notifications.show({ color: 'green', message: t('messages.codeSent') });
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
