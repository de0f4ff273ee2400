import { describe, expect, it } from 'vitest';
import { brandName, copyrightYears, settingsFromItems } from './platform.ts';

describe('platform settings', () => {
  it('reads the dictionary items by text', () => {
    expect(settingsFromItems([{ text: 'icp', value: 'X' }, { text: 'registerEnable', value: '1' }])).toEqual({ icp: 'X', registerEnable: '1' });
  });
  it('prefers the institution name to the platform name', () => {
    expect(brandName({ institutionName: '一中', platformName: 'P' }, 'f')).toBe('一中');
    expect(brandName({ institutionName: ' ', platformName: 'P' }, 'f')).toBe('P');
    expect(brandName({}, 'f')).toBe('f');
  });
  it('writes the copyright year range', () => {
    expect(copyrightYears(2023, 2026)).toBe('2023-2026');
    expect(copyrightYears(2026, 2026)).toBe('2026');
  });
});
