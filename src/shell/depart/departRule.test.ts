import { describe, expect, it } from 'vitest';
import { departDecision } from './departRule.ts';

const a = { departName: '一食堂', orgCode: 'A02A01' };
const b = { departName: '二食堂', orgCode: 'A02A02' };

describe('department decision', () => {
  it('warns when the user has no department', () => {
    expect(departDecision([], null)).toEqual({ kind: 'none' });
  });
  it('takes the only department without asking', () => {
    expect(departDecision([a], null)).toEqual({ kind: 'chosen', orgCode: 'A02A01' });
  });
  it('asks a user with several departments and no remembered choice', () => {
    expect(departDecision([a, b], null)).toEqual({ kind: 'choose' });
    expect(departDecision([a, b], 'Z99')).toEqual({ kind: 'choose' });
  });
  it('keeps a remembered choice that is still one of the user\'s departments', () => {
    expect(departDecision([a, b], 'A02A02')).toEqual({ kind: 'chosen', orgCode: 'A02A02' });
  });
});
