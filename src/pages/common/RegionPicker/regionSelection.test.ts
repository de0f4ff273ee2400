import { describe, expect, it, vi } from 'vitest';
import type { RegionNode } from '../../../api/endpoints/regions.ts';
import {
  EMPTY_SELECTION, cacheByParent, parentOf, regionOptions, regionValue, selectRegion, selectionFromPath, syncWithValue, type RegionSelection,
} from './regionSelection.ts';

const chosen: RegionSelection = { province: '11', city: '1101', district: '110101' };
const node = (id: string, text: string, pid: string, level: number): RegionNode => ({ id, text, pid, level, isLeaf: level === 3 });

describe('selectRegion', () => {
  it('changing the province clears city and district', () => {
    expect(selectRegion(chosen, 'province', '44')).toEqual({ province: '44', city: null, district: null });
    expect(selectRegion(chosen, 'province', null)).toEqual(EMPTY_SELECTION);
  });
  it('changing the city clears only the district; the district changes alone', () => {
    expect(selectRegion(chosen, 'city', '1102')).toEqual({ province: '11', city: '1102', district: null });
    expect(selectRegion(chosen, 'district', '110102')).toEqual({ province: '11', city: '1101', district: '110102' });
  });
  it('choosing the same again changes nothing', () => {
    expect(selectRegion(chosen, 'province', '11')).toBe(chosen);
  });
});

describe('the value and the options', () => {
  it('is the district, null until one is chosen', () => {
    expect(regionValue(chosen)).toBe('110101');
    expect(regionValue({ province: '11', city: '1101', district: null })).toBeNull();
  });
  it('as a filter (anyLevel), is the deepest level chosen', () => {
    expect(regionValue(chosen, true)).toBe('110101');
    expect(regionValue({ province: '11', city: '1101', district: null }, true)).toBe('1101');
    expect(regionValue({ province: '11', city: null, district: null }, true)).toBe('11');
    expect(regionValue(EMPTY_SELECTION, true)).toBeNull();
  });
  it('loads each level from the choice above, provinces from 86', () => {
    expect(parentOf(EMPTY_SELECTION, 'province')).toBe('86');
    expect(parentOf(EMPTY_SELECTION, 'city')).toBeNull();
    expect(parentOf(chosen, 'city')).toBe('11');
    expect(parentOf(chosen, 'district')).toBe('1101');
    expect(regionOptions([node('11', '北京市', '86', 1)])).toEqual([{ value: '11', label: '北京市' }]);
  });
  it('reads a saved district back from its path', () => {
    expect(selectionFromPath([node('44', '广东省', '86', 1), node('4403', '深圳市', '44', 2), node('440305', '南山区', '4403', 3)]))
      .toEqual({ province: '44', city: '4403', district: '440305' });
  });
});

describe('syncWithValue', () => {
  it('keeps a half-made choice, clears on an outside reset, looks up a district it does not show', () => {
    expect(syncWithValue({ province: '11', city: null, district: null }, null)).toBe('keep');
    expect(syncWithValue(chosen, '110101')).toBe('keep');
    expect(syncWithValue(chosen, null)).toBe('clear');
    expect(syncWithValue(chosen, '440305')).toBe('load');
    expect(syncWithValue(EMPTY_SELECTION, '110101')).toBe('load');
  });
  it('as a filter, keeps a province or city that is the value, clears it on a reset, loads one it does not show', () => {
    expect(syncWithValue({ province: '11', city: null, district: null }, '11', true)).toBe('keep');
    expect(syncWithValue({ province: '11', city: '1101', district: null }, '1101', true)).toBe('keep');
    expect(syncWithValue({ province: '11', city: null, district: null }, null, true)).toBe('clear');
    expect(syncWithValue(EMPTY_SELECTION, '44', true)).toBe('load');
  });
});

describe('cacheByParent', () => {
  it('asks once per parent and again after a failure', async () => {
    const load = vi.fn(async (pid: string) => {
      if (pid === 'bad' && load.mock.calls.length === 1) throw new Error('offline');
      return [node(`${pid}01`, 'x', pid, 2)];
    });
    const children = cacheByParent(load);
    await expect(children('bad')).rejects.toThrow('offline');
    expect(await children('bad')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
    await children('11');
    await children('11');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
