/**
 * SMS sending as a job (`sms.send`), retried with backoff when the gateway fails. The text (a login code)
 * is sealed in the job's payload with a server secret: the database keeps codes only as hashes
 * (auth/smsCodes.ts), and pg-boss keeps payloads for days.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { serverSecret } from '../db/secrets.ts';
import { defineJob } from './registry.ts';

export const SMS_SEND = 'sms.send';
const SMS_SECRET = 'sms-jobs';
/** How long a request waits for the first attempt when this process sends it (the usual case: a few ms). */
const FIRST_ATTEMPT_WAIT_MS = 3000;

export interface SmsPayload {
  phone: string;
  /** The text, AES-256-GCM under the server secret: iv.tag.ciphertext, base64url. */
  sealed: string;
}

export const smsSendJob = defineJob<SmsPayload>({
  name: SMS_SEND,
  // Retries after about 2, 4, 8 and 16 s (with jitter): a code is valid for 10 minutes, so are its jobs.
  rules: { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 60, retentionMinutes: 10 },
  concurrency: 2,
  async run(job, app) {
    const text = unseal(await serverSecret(app.db, SMS_SECRET), job.data.sealed);
    await app.sms.send(job.data.phone, text);
    return null;
  },
});

/**
 * Queue a text message. When this process runs SMS workers, the first attempt usually ends before this
 * returns; a failed attempt is retried by the queue, whichever process picks it up.
 */
export async function queueSms(app: FastifyInstance, phone: string, text: string): Promise<string> {
  const { id } = await app.jobs.sendAndWait(SMS_SEND, await smsPayload(app, phone, text), FIRST_ATTEMPT_WAIT_MS);
  return id;
}

/** The job's payload for a message: the text sealed. */
export async function smsPayload(app: FastifyInstance, phone: string, text: string): Promise<SmsPayload> {
  return { phone, sealed: seal(await serverSecret(app.db, SMS_SECRET), text) };
}

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
