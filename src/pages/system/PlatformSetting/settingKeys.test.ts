import { describe, expect, it } from 'vitest';
import { changedSettings, orderSettings } from './settingKeys.ts';

describe('platform settings', () => {
  it('orders known keys first', () => {
    const items = [{ itemText: 'zzz' }, { itemText: 'icp' }, { itemText: 'platformName' }, { itemText: 'aaa' }];
    expect(orderSettings(items).map((i) => i.itemText)).toEqual(['platformName', 'icp', 'aaa', 'zzz']);
  });
  it('finds changed values', () => {
    const items = [{ id: '1', itemValue: 'a' }, { id: '2', itemValue: 'b' }];
    expect(changedSettings(items, { 1: 'a', 2: 'c' }).map((i) => i.id)).toEqual(['2']);
  });
});
