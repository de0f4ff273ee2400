import { describe, expect, it } from 'vitest';
import { landingPathProblem, roleCodeProblem, roleNameProblem } from './role.ts';

describe('role fields', () => {
  it('requires the name', () => {
    expect(roleNameProblem('')).toBe('ROLE_NAME_REQUIRED');
    expect(roleNameProblem('  ')).toBe('ROLE_NAME_REQUIRED');
    expect(roleNameProblem(undefined)).toBe('ROLE_NAME_REQUIRED');
    expect(roleNameProblem('管理员')).toBeUndefined();
  });
  it('requires a code of 1 to 64 letters, digits, _ or -', () => {
    expect(roleCodeProblem('')).toBe('ROLE_CODE_REQUIRED');
    expect(roleCodeProblem(' ')).toBe('ROLE_CODE_REQUIRED');
    expect(roleCodeProblem(null)).toBe('ROLE_CODE_REQUIRED');
    expect(roleCodeProblem('a')).toBeUndefined();
    expect(roleCodeProblem('a'.repeat(64))).toBeUndefined();
    expect(roleCodeProblem('a'.repeat(65))).toBe('ROLE_CODE_INVALID');
    expect(roleCodeProblem('Admin_2-x')).toBeUndefined();
    expect(roleCodeProblem(' admin ')).toBeUndefined();
    expect(roleCodeProblem('a b')).toBe('ROLE_CODE_INVALID');
    expect(roleCodeProblem('a.b')).toBe('ROLE_CODE_INVALID');
    expect(roleCodeProblem('角色')).toBe('ROLE_CODE_INVALID');
  });
  it('takes a blank landing path, else one starting with /', () => {
    expect(landingPathProblem('')).toBeUndefined();
    expect(landingPathProblem('  ')).toBeUndefined();
    expect(landingPathProblem(null)).toBeUndefined();
    expect(landingPathProblem('/')).toBeUndefined();
    expect(landingPathProblem(' /dashboard/analysis ')).toBeUndefined();
    expect(landingPathProblem('dashboard')).toBe('LANDING_PATH_INVALID');
    expect(landingPathProblem('x/')).toBe('LANDING_PATH_INVALID');
  });
});
