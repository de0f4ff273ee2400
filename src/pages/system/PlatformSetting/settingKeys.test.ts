import { describe, expect, it } from 'vitest';
import { changedConfig, changedSettings, configErrors, orderSettings } from './settingKeys.ts';

describe('platform settings', () => {
  it('orders known keys first', () => {
    const items = [{ itemText: 'zzz' }, { itemText: 'icp' }, { itemText: 'platformName' }, { itemText: 'aaa' }];
    expect(orderSettings(items).map((i) => i.itemText)).toEqual(['platformName', 'icp', 'aaa', 'zzz']);
  });
  it('finds changed values', () => {
    const items = [{ id: '1', itemValue: 'a' }, { id: '2', itemValue: 'b' }];
    expect(changedSettings(items, { 1: 'a', 2: 'c' }).map((i) => i.id)).toEqual(['2']);
  });
  it('finds changed config values, a key without a row counting as empty', () => {
    const rows = [{ key: 'A', value: 'x', description: '' }, { key: 'B', value: null, description: '' }, { key: 'C', value: 'z', description: '' }];
    expect(changedConfig(rows, { A: 'x', B: '', C: 'y' }).map((r) => r.key)).toEqual(['C']);
    expect(changedConfig(rows, { B: 'new' }).map((r) => r.key)).toEqual(['B']);
  });
  it('flags config values over 2000 characters', () => {
    expect(configErrors({ A: 'x'.repeat(2000), B: 'x'.repeat(2001) })).toEqual({ B: 'platform.config.tooLong' });
  });
});

describe('the control of each setting', () => {
  it('edits flags with a switch, images with a preview, the rest as text', async () => {
    const { settingControl } = await import('./settingKeys.ts');
    expect(settingControl('registerEnable')).toBe('switch');
    expect(settingControl('casEnable')).toBe('switch');
    expect(['logo', 'ico', 'bg'].map(settingControl)).toEqual(['image', 'image', 'image']);
    expect(settingControl('platformName')).toBe('text');
    expect(settingControl('constructor')).toBe('text');
  });
});
