/** Sending SMS codes. Production plugs in a gateway; the default writes codes to the log (development). */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** Logs the message: for development and demos, where no SMS gateway exists. */
export function logSender(log: (line: string) => void): SmsSender {
  return { send: async (phone, text) => log(`sms to ${phone}: ${text}`) };
}

/** Keeps messages in memory (tests read the code back from here). */
export function memorySender(): SmsSender & { outbox: Array<{ phone: string; text: string }> } {
  const outbox: Array<{ phone: string; text: string }> = [];
  return { outbox, send: async (phone, text) => void outbox.push({ phone, text }) };
}
