import { describe, expect, it } from 'vitest';
import { emptyMenu, menuPayload, validateMenu } from './menuRules.ts';

describe('menu form', () => {
  it('a top menu needs a name and a url', () => {
    expect(validateMenu(emptyMenu(null))).toEqual({ name: 'permission.rule.nameRequired', url: 'permission.rule.urlRequired' });
  });
  it('a button needs perms and a parent, no url', () => {
    const f = { ...emptyMenu(null), menuType: 2, name: 'Add' };
    expect(validateMenu(f)).toEqual({ perms: 'permission.rule.permsRequired', parentId: 'permission.rule.parentRequired' });
    const body = menuPayload({ ...f, parentId: 'p', perms: 'x:y', url: '/ignored' });
    expect(body).toMatchObject({ menuType: 2, url: null, perms: 'x:y', parentId: 'p' });
  });
  it('a top menu drops its parent', () => {
    expect(menuPayload({ ...emptyMenu(null), name: 'M', url: '/m', parentId: 'x' }).parentId).toBeNull();
  });
});
