/** Account drawer and department calls (section 7). */
import type { BodyOf } from '../../contract/route.ts';
import { currentUserDeparts, selectDepart as selectDepartRoute, updatePassword as passwordRoute, userInfoChange } from '../../contract/routes/account.ts';
import { http } from '../http.ts';

export function changeNickname(realname: string) {
  return http.call(userInfoChange, { query: { realname } });
}

export function changePhone(phone: string, smscode: string) {
  return http.call(userInfoChange, { query: { phone, smscode } });
}

export type PasswordChange = BodyOf<typeof passwordRoute> & { username: string; oldpassword: string; password: string; confirmpassword: string };

export function updatePassword(change: PasswordChange) {
  return http.call(passwordRoute, { body: change });
}

export function getCurrentUserDeparts() {
  return http.call(currentUserDeparts);
}

export function selectDepart(orgCode: string, username: string) {
  return http.call(selectDepartRoute, { body: { orgCode, username } });
}
