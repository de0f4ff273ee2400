import { describe, expect, it } from 'vitest';
import { firstFailingStep, patternProblem } from './checkRule.ts';

describe('patternProblem', () => {
  it.each([
    '^1[3-9]\\d{9}$', '^[A-Z]', '^[A-Z0-9]{3,32}$', '^[A-Za-z][A-Za-z0-9_]{0,63}$', '^(jpg|png)$', '^(ab)?c+$', '^(\\d{3})-\\d+$', '^[(+*)]+$', '^\\w+@\\w+\\.\\w+$',
  ])('accepts %s', (pattern) => expect(patternProblem(pattern)).toBeNull());

  it.each([
    ['(a+)+$', 'nestedQuantifier'], ['^(\\d*x?){2,}$', 'nestedQuantifier'], ['(a|aa)*b', 'nestedQuantifier'], ['((ab)*c)+', 'nestedQuantifier'],
    ['(\\w+\\s?)*$', 'nestedQuantifier'], ['(a)\\1', 'backReference'], ['a(?=b)', 'lookaround'], ['(?<!x)y', 'lookaround'], ['([a-z', 'syntax'],
    ['', 'empty'], ['^\\d*\\d*\\d+\\d{2,}x', 'tooManyRepeats'], ['a'.repeat(301), 'tooLong'],
  ])('refuses %s (%s)', (pattern, problem) => expect(patternProblem(pattern)).toBe(problem));
});

describe('firstFailingStep', () => {
  const steps = [{ pattern: '^[A-Z]', message: 'upper first' }, { pattern: '^[A-Z0-9]{3,8}$', message: '3-8' }];
  it('answers the first failing message or null', () => {
    expect(firstFailingStep(steps, 'abc')).toBe('upper first');
    expect(firstFailingStep(steps, 'AB')).toBe('3-8');
    expect(firstFailingStep(steps, 'AB12')).toBeNull();
  });
});
