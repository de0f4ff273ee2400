/** The role dialog's local rules (i18n keys of the pages area). */
export const ROLE_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface RoleFormValues { id?: string; roleName: string; roleCode: string; description: string; landingPath: string }

export function validateRole(v: RoleFormValues): Partial<Record<keyof RoleFormValues, string>> {
  const errors: Partial<Record<keyof RoleFormValues, string>> = {};
  if (!v.roleName.trim()) errors.roleName = 'role.rule.nameRequired';
  if (!v.roleCode.trim()) errors.roleCode = 'role.rule.codeRequired';
  else if (!ROLE_CODE.test(v.roleCode.trim())) errors.roleCode = 'role.rule.codeFormat';
  if (v.landingPath.trim() && !v.landingPath.trim().startsWith('/')) errors.landingPath = 'role.rule.landingPath';
  return errors;
}
