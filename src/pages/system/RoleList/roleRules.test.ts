import { describe, expect, it } from 'vitest';
import { validateRole } from './roleRules.ts';

describe('role rules', () => {
  it('requires name and a code of letters, digits, _ and -', () => {
    expect(validateRole({ roleName: '', roleCode: '', description: '', landingPath: '' })).toEqual({ roleName: 'role.rule.nameRequired', roleCode: 'role.rule.codeRequired' });
    expect(validateRole({ roleName: 'a', roleCode: 'a b', description: '', landingPath: '' })).toEqual({ roleCode: 'role.rule.codeFormat' });
  });
  it('landing path must start with /', () => {
    expect(validateRole({ roleName: 'a', roleCode: 'a', description: '', landingPath: 'x' })).toEqual({ landingPath: 'role.rule.landingPath' });
    expect(validateRole({ roleName: 'a', roleCode: 'a', description: '', landingPath: '/x' })).toEqual({});
  });
});
