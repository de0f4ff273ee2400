/**
 * Every error the API answers with, in one place: HTTP status, envelope code and the message in each
 * language the back office speaks (Chinese by default; English when the request asks for it).
 * Business errors answer HTTP 200 with success false; authentication 401; permission 403.
 * Each feature keeps its errors in its own section below.
 */
export interface ErrorDefinition {
  status: number;
  zh: string;
  en: string;
}

const define = <T extends Record<string, ErrorDefinition>>(table: T): T => table;

export const ERRORS = define({
  // --- general ---
  INTERNAL: { status: 500, zh: '服务器内部错误', en: 'Internal server error' },
  BAD_REQUEST: { status: 400, zh: '请求参数错误：{detail}', en: 'Invalid request: {detail}' },
  NOT_FOUND: { status: 404, zh: '资源不存在', en: 'Resource not found' },
  RECORD_NOT_FOUND: { status: 200, zh: '未找到对应数据', en: 'No such record' },
  TOO_MANY_REQUESTS: { status: 429, zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  // --- session ---
  UNAUTHORIZED: { status: 401, zh: '未授权，请重新登录', en: 'Unauthorized, please log in again' },
  TOKEN_EXPIRED: { status: 401, zh: 'Token失效，请重新登录', en: 'Login expired, please log in again' },
  FORBIDDEN: { status: 403, zh: '拒绝访问：缺少权限 {perm}', en: 'Access denied: missing permission {perm}' },
  LOGIN_FAILED: { status: 200, zh: '用户名或密码错误', en: 'Wrong username or password' },
  USER_FROZEN_SESSION: { status: 401, zh: '该用户已冻结，请联系管理员', en: 'This user is frozen; please contact the administrator' },
  USER_FROZEN: { status: 200, zh: '该用户已冻结', en: 'This user is frozen' },
  USER_LOCKED: { status: 200, zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试', en: 'Too many failed logins; the account is locked, try again in {minutes} minutes' },
  USERNAME_REQUIRED: { status: 200, zh: '请输入用户名', en: 'Please enter the username' },
  PASSWORD_REQUIRED: { status: 200, zh: '请输入密码', en: 'Please enter the password' },
  TOKEN_INVALID: { status: 200, zh: 'Token无效', en: 'Invalid token' },
  PHONE_INVALID: { status: 200, zh: '手机号格式不正确', en: 'Phone number format illegal' },
  PHONE_NOT_REGISTERED: { status: 200, zh: '该手机号未注册', en: 'This phone number is not registered' },
  PHONE_EXISTS: { status: 200, zh: '手机号已存在', en: 'Phone number already exists' },
  SMS_TOO_SOON: { status: 200, zh: '验证码已发送，请 {seconds} 秒后再试', en: 'A code was sent; try again in {seconds} seconds' },
  SMS_CODE_REQUIRED: { status: 200, zh: '请输入验证码', en: 'Please enter code' },
  SMS_CODE_WRONG: { status: 200, zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  // --- account ---
  NICKNAME_REQUIRED: { status: 200, zh: '请输入昵称', en: 'Please enter nickname' },
  NICKNAME_INVALID: { status: 200, zh: '昵称格式不合法，由汉字、字母或数字组成，最多8个字符', en: 'Nickname format illegal, made of Chinese characters, letters or digits (at most 8)' },
  OLD_PASSWORD_REQUIRED: { status: 200, zh: '请输入旧密码', en: 'Please enter the old password' },
  OLD_PASSWORD_WRONG: { status: 200, zh: '旧密码输入错误', en: 'The old password is wrong' },
  PASSWORD_LENGTH: { status: 200, zh: '密码长度必须为6-16个字符', en: 'Password length must be 6-16 characters' },
  PASSWORD_WEAK: { status: 200, zh: '密码必须包含大写字母、小写字母、数字和特殊字符', en: 'The password must contain uppercase, lowercase, a digit and a special character' },
  PASSWORD_MISMATCH: { status: 200, zh: '两次输入的密码不一致', en: 'The two passwords differ' },
  DEPART_REQUIRED: { status: 200, zh: '请选择部门', en: 'Please select a department' },
  DEPART_NOT_MINE: { status: 200, zh: '您不属于该部门', en: 'You do not belong to this department' },
  NO_DEPARTS: { status: 200, zh: '请设置部门', en: 'Please set department' },
  // --- notices ---
  // --- administration ---
  // --- files ---
  // --- supplier contract ---
  // --- print templates ---
});

export type ErrorCode = keyof typeof ERRORS;

/** An error the API answers with its own status and message; params fill {name} placeholders. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;
  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(formatMessage(ERRORS[code].en, params));
    this.code = code;
    this.params = params;
  }
  get status(): number {
    return ERRORS[this.code].status;
  }
  localized(locale: Locale): string {
    return formatMessage(ERRORS[this.code][locale], this.params);
  }
}

export type Locale = 'zh' | 'en';

/** Throw the API error `code`. */
export function fail(code: ErrorCode, params?: Record<string, string | number>): never {
  throw new ApiError(code, params);
}

export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** English when the request's Accept-Language prefers it, Chinese otherwise. */
export function localeOf(acceptLanguage: string | undefined): Locale {
  return acceptLanguage && /^\s*en\b/i.test(acceptLanguage) ? 'en' : 'zh';
}
