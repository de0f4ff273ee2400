/**
 * The role dialog's fields (POST /sys/role/add, PUT /sys/role/edit), shared by the form and the server
 * like ./account.ts: a value in, an error code of the catalogue (../errors.ts) or undefined out.
 */

type Text = string | null | undefined;

/** Letters, digits, underscores and hyphens, 1 to 64 of them. */
export const ROLE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function roleNameProblem(value: Text): 'ROLE_NAME_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'ROLE_NAME_REQUIRED';
}

/** Required, then the pattern (checked on the trimmed code, which is what is stored). */
export function roleCodeProblem(value: Text): 'ROLE_CODE_REQUIRED' | 'ROLE_CODE_INVALID' | undefined {
  const code = value?.trim();
  if (!code) return 'ROLE_CODE_REQUIRED';
  return ROLE_CODE_PATTERN.test(code) ? undefined : 'ROLE_CODE_INVALID';
}

/** Optional: blank means the default landing page; anything else is an in-app path. */
export function landingPathProblem(value: Text): 'LANDING_PATH_INVALID' | undefined {
  const path = value?.trim();
  return !path || path.startsWith('/') ? undefined : 'LANDING_PATH_INVALID';
}
