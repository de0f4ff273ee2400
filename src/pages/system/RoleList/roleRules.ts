/** The role dialog's checks: the contract's rules (the server's too), with the dialog's words (i18n keys of the pages area). */
import type { ErrorCode } from '../../../contract/errors.ts';
import { landingPathProblem, roleCodeProblem, roleNameProblem } from '../../../contract/rules/index.ts';
import { problemKeys } from '../../common/ruleText.ts';

export interface RoleFormValues { id?: string; roleName: string; roleCode: string; description: string; landingPath: string }

type RoleProblem = NonNullable<ReturnType<typeof roleNameProblem | typeof roleCodeProblem | typeof landingPathProblem>>;

/** The dialog's words for each problem (every one differs from the catalogue's in at least one language). */
const OWN_WORDS = {
  ROLE_NAME_REQUIRED: 'role.rule.nameRequired',
  ROLE_CODE_REQUIRED: 'role.rule.codeRequired',
  ROLE_CODE_INVALID: 'role.rule.codeFormat',
  LANDING_PATH_INVALID: 'role.rule.landingPath',
} as const satisfies Record<RoleProblem, string> & Partial<Record<ErrorCode, string>>;

/** The page-string key of each field's problem. */
export function validateRole(v: RoleFormValues): Partial<Record<keyof RoleFormValues, string>> {
  const problems: Partial<Record<keyof RoleFormValues, RoleProblem | undefined>> = {
    roleName: roleNameProblem(v.roleName),
    roleCode: roleCodeProblem(v.roleCode),
    landingPath: landingPathProblem(v.landingPath),
  };
  return problemKeys(problems, OWN_WORDS);
}
