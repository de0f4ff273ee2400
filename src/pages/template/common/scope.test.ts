import { describe, expect, it } from 'vitest';
import { cleanQuery } from '../../common/query.ts';
import { scopeParam, templateListQuery } from './scope.ts';

describe('template scope', () => {
  it('passes private and shared to the server and leaves all out', () => {
    expect(scopeParam('private')).toBe('private');
    expect(scopeParam('shared')).toBe('shared');
    expect(scopeParam('all')).toBeUndefined();
  });
  it('asks the server for the page shown, scoped or not', () => {
    expect(cleanQuery(templateListQuery({ name: ' 标签 ', typeId: null, scope: 'private' }, 3, 10)))
      .toEqual({ name: '标签', scope: 'private', pageNo: 3, pageSize: 10 });
    expect(cleanQuery(templateListQuery({ name: '', typeId: 't1', scope: 'all' }, 1, 20)))
      .toEqual({ typeId: 't1', pageNo: 1, pageSize: 20 });
  });
});
