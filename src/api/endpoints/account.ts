/** Account drawer and department calls (section 7). */
import { http } from '../http.ts';
import type { Depart, UserInfo } from '../types.ts';

export function changeNickname(realname: string): Promise<UserInfo> {
  return http.get<UserInfo>('/sys/user/userInfoChange', { realname });
}

export function changePhone(phone: string, smscode: string): Promise<UserInfo> {
  return http.get<UserInfo>('/sys/user/userInfoChange', { phone, smscode });
}

export interface PasswordChange {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export function updatePassword(change: PasswordChange): Promise<null> {
  return http.post<null>('/sys/user/updatePassword', change);
}

export function getCurrentUserDeparts(): Promise<{ list: Depart[]; orgCode: string | null }> {
  return http.get('/sys/user/getCurrentUserDeparts');
}

export function selectDepart(orgCode: string, username: string): Promise<{ userInfo: UserInfo }> {
  return http.put('/sys/selectDepart', { orgCode, username });
}
