/** What both sign-up forms check before creating anything: the fields, the password rule and the SMS code. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem, phoneProblem, smsCodeProblem } from '../../../contract/rules/index.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import type { Db } from '../../db/index.ts';
import { fail } from '../../http/errors.ts';
import { checkUsername, isTaken } from '../../auth/userFields.ts';
import { consumeSmsCode } from '../../auth/smsCodes.ts';

/** The sys_setting item registerEnable is '1' (a missing or disabled item means closed). */
export async function registrationOpen(db: Db): Promise<boolean> {
  const [item] = await db
    .select({ value: dictionaryItems.itemValue })
    .from(dictionaryItems)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictId))
    .where(and(eq(dictionaries.dictCode, 'sys_setting'), eq(dictionaries.deleted, false), eq(dictionaryItems.itemText, 'registerEnable'), eq(dictionaryItems.status, 1)))
    .limit(1);
  return item?.value === '1';
}

export interface Credentials {
  username?: string;
  password?: string;
  phone?: string;
  smscode?: string;
}

/**
 * Validates a new account's credentials and uses up its SMS code (sent with smsmode '0', purpose
 * 'change'). The code is checked last so that a form mistake does not burn it.
 */
export async function checkCredentials(app: FastifyInstance, body: Credentials): Promise<{ username: string; password: string; phone: string }> {
  const username = checkUsername(body.username);
  const password = body.password ?? '';
  const problem = passwordProblem(password) ?? phoneProblem(body.phone) ?? smsCodeProblem(body.smscode);
  if (problem) fail(problem);
  const phone = body.phone!.trim();
  const code = body.smscode!.trim();
  if (await isTaken(app.db, 'username', username)) fail('USERNAME_EXISTS');
  if (await isTaken(app.db, 'phone', phone)) fail('PHONE_EXISTS');
  if (!(await consumeSmsCode(app.db, phone, code, 'change'))) fail('SMS_CODE_WRONG');
  return { username, password, phone };
}

/** A unique-index race lost between the check and the insert: answer as the check would have. */
export function rethrowTaken(error: unknown): never {
  const text = String((error as { message?: string; cause?: { message?: string } })?.cause?.message ?? (error as Error)?.message ?? '');
  if (text.includes('users_username_key')) fail('USERNAME_EXISTS');
  if (text.includes('users_phone_key')) fail('PHONE_EXISTS');
  throw error;
}
