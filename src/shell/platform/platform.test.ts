import { describe, expect, it } from 'vitest';
import { applyFavicon, brandName, copyrightYears, imageSetting, settingsFromItems } from './platform.ts';

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
  it('loads image settings from this site or http(s) only', () => {
    expect(imageSetting('/images/logo.svg')).toBe('/images/logo.svg');
    expect(imageSetting(' https://cdn.example/logo.png ')).toBe('https://cdn.example/logo.png');
    expect(imageSetting('//evil.example/x.png')).toBeUndefined();
    expect(imageSetting('javascript:alert(1)')).toBeUndefined();
    expect(imageSetting('data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageSetting(undefined)).toBeUndefined();
  });
  it('points the page icon at the ico setting, and leaves it alone without one', () => {
    const head = { children: [] as any[], appendChild(node: any) { this.children.push(node); } };
    const attrs: Record<string, string> = {};
    const link = { rel: 'icon', getAttribute: (k: string) => attrs[k] ?? null, setAttribute: (k: string, v: string) => { attrs[k] = v; } };
    const doc = { head, querySelector: () => (head.children.length ? head.children[0] : null), createElement: () => link } as unknown as Document;
    applyFavicon({ ico: 'javascript:x' }, doc);
    expect(head.children).toEqual([]);
    applyFavicon({ ico: '/api/sys/common/static/20261126/abc.png' }, doc);
    expect(attrs.href).toBe('/api/sys/common/static/20261126/abc.png');
    expect(head.children).toEqual([link]);
  });
});
