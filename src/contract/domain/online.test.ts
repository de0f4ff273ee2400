/** The form rules the browser and the server share: which field patterns are safe to run on every row. */
import { describe, expect, it } from 'vitest';
import { checkDefinition, patternIsSafe } from './online.ts';

describe('patternIsSafe', () => {
  it.each(['[0-9]{11}', '1[3-9]\\d{9}', '[^<>]*', '(\\d{3}-)?\\d{4}', '[A-Z]{2}\\d+', '(ab|cd){2,4}', '\\(a+\\)+', '[(a+)+]'])('accepts %s', (pattern) => {
    expect(patternIsSafe(pattern)).toBe(true);
  });
  it.each(['(a+)+b', '(\\w*x)*', '((ab)*c)+', '(a{2,})*', '([a-z]+)*$', '(x)\\1', '(?<n>x)\\k<n>'])('refuses %s', (pattern) => {
    expect(patternIsSafe(pattern)).toBe(false);
  });
  it('an unsafe pattern is refused by the definition check, naming the field', () => {
    expect(checkDefinition('t_x', 't', { fields: [{ name: 'code', label: '编码', type: 'text', pattern: '(a+)+' }] })).toEqual([{ code: 'ONLINE_FIELD_PATTERN_UNSAFE', params: { field: 'code' } }]);
  });
  it("a select's default must be one of its dictionary's items, when they are known", () => {
    const fields = [{ name: 'level', label: '级别', type: 'select' as const, dictCode: 'priority', defaultValue: 'X' }];
    expect(checkDefinition('t_x', 't', { fields }, new Set(['priority']), { priority: new Set(['L', 'M']) })[0]?.code).toBe('ONLINE_FIELD_DEFAULT_INVALID');
    expect(checkDefinition('t_x', 't', { fields: [{ ...fields[0]!, defaultValue: 'M' }] }, new Set(['priority']), { priority: new Set(['L', 'M']) })).toEqual([]);
  });
});
