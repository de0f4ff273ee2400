import { describe, expect, it } from 'vitest';
import { departNameProblem } from './depart.ts';

describe('department fields', () => {
  it('requires the name', () => {
    expect(departNameProblem('')).toBe('DEPART_NAME_REQUIRED');
    expect(departNameProblem(' \t')).toBe('DEPART_NAME_REQUIRED');
    expect(departNameProblem(undefined)).toBe('DEPART_NAME_REQUIRED');
    expect(departNameProblem('食堂')).toBeUndefined();
  });
});
