/** The account drawer's calls (src/api/endpoints/account.ts) keeping the session's user in step. */
import { changeNickname as nicknameCall, changePhone as phoneCall, updatePassword, type PasswordChange } from '../../api/endpoints/account.ts';
import { sendSmsCode } from '../../api/endpoints/session.ts';
import type { UserInfo } from '../../contract/routes/session.ts';
import { sessionState, updateUser } from '../state/session.ts';

function remember(user: UserInfo | null | undefined): void {
  if (!user) return;
  updateUser({ ...sessionState.user, ...user } as UserInfo);
}

export async function changeNickname(realname: string): Promise<void> {
  remember(await nicknameCall(realname.trim()));
}

/** Ask for a code to change the phone to `phone` (smsmode '0': the number must not be taken). */
export function sendChangeCode(phone: string): Promise<unknown> {
  return sendSmsCode(phone.trim(), '0');
}

export async function changePhone(phone: string, smscode: string): Promise<void> {
  remember(await phoneCall(phone.trim(), smscode.trim()));
}

export function changePassword(input: PasswordChange): Promise<unknown> {
  return updatePassword(input);
}
