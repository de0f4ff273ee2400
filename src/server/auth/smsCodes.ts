/** SMS codes at rest: stored as hashes, valid 10 minutes, at most 5 tries, used once. */
import { createHash } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { smsCodes } from '../db/schema/index.ts';

export const SMS_MAX_ATTEMPTS = 5;

/** What is stored of a code: its hash, bound to the phone number. */
export const hashCode = (phone: string, code: string): string => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/** Check and use up an SMS code: valid 10 minutes, at most 5 tries, once. */
export async function consumeSmsCode(db: Db, phone: string, code: string, purpose: string): Promise<boolean> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) return false;
  if (row.codeHash !== hashCode(phone, code)) {
    await db.update(smsCodes).set({ attempts: row.attempts + 1 }).where(eq(smsCodes.id, row.id));
    return false;
  }
  // Used up only if still unused: of two requests racing with the same code, one wins.
  const used = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return used.length === 1;
}
