import { describe, expect, it } from 'vitest';
import { menuCycleProblem, menuNameProblem, menuParentProblem, menuPermsProblem, menuUrlProblem } from './menu.ts';

describe('menu fields', () => {
  it('requires the name', () => {
    expect(menuNameProblem('')).toBe('MENU_NAME_REQUIRED');
    expect(menuNameProblem('  ')).toBe('MENU_NAME_REQUIRED');
    expect(menuNameProblem(undefined)).toBe('MENU_NAME_REQUIRED');
    expect(menuNameProblem('用户管理')).toBeUndefined();
  });
  it('requires a permission string of a button only', () => {
    expect(menuPermsProblem(2, '')).toBe('MENU_PERMS_REQUIRED');
    expect(menuPermsProblem(2, ' ')).toBe('MENU_PERMS_REQUIRED');
    expect(menuPermsProblem(2, null)).toBe('MENU_PERMS_REQUIRED');
    expect(menuPermsProblem(2, 'system:user:add')).toBeUndefined();
    expect(menuPermsProblem(0, '')).toBeUndefined();
    expect(menuPermsProblem(1, null)).toBeUndefined();
  });
  it('requires a path of a menu and a sub-menu, not of a button', () => {
    expect(menuUrlProblem(0, '')).toBe('MENU_URL_REQUIRED');
    expect(menuUrlProblem(1, ' ')).toBe('MENU_URL_REQUIRED');
    expect(menuUrlProblem(1, null)).toBe('MENU_URL_REQUIRED');
    expect(menuUrlProblem(1, '/system/user')).toBeUndefined();
    expect(menuUrlProblem(2, '')).toBeUndefined();
  });
  it('requires a parent of a sub-menu and a button, not of a top menu', () => {
    expect(menuParentProblem(1, null)).toBe('MENU_PARENT_REQUIRED');
    expect(menuParentProblem(2, '')).toBe('MENU_PARENT_REQUIRED');
    expect(menuParentProblem(2, 'p')).toBeUndefined();
    expect(menuParentProblem(0, null)).toBeUndefined();
  });
  it('refuses a parent that is the menu itself or below it', () => {
    expect(menuCycleProblem('m', 'm')).toBe('MENU_CYCLE');
    expect(menuCycleProblem('m', 'c', ['c', 'd'])).toBe('MENU_CYCLE');
    expect(menuCycleProblem('m', 'p', ['c', 'd'])).toBeUndefined();
    expect(menuCycleProblem('m', 'p')).toBeUndefined();
    expect(menuCycleProblem('m', null)).toBeUndefined();
    // a new menu has no id, so nothing is below it
    expect(menuCycleProblem(undefined, 'p')).toBeUndefined();
  });
});
