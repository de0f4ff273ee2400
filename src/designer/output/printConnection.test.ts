import { describe, expect, it } from 'vitest';
import { DEFAULT_ADDRESS, normalizeAddress } from './printConnection.ts';

describe('print client address', () => {
  it('takes host:port as typed and keeps only the origin', () => {
    expect(normalizeAddress('192.168.1.20:17521')).toBe('http://192.168.1.20:17521');
    expect(normalizeAddress(' https://print.example:8443/path ')).toBe('https://print.example:8443');
  });
  it('falls back to the specification default when empty', () => {
    expect(normalizeAddress('')).toBe(DEFAULT_ADDRESS);
    expect(DEFAULT_ADDRESS).toBe('http://localhost:17521');
  });
  it('refuses what is not an http address', () => {
    expect(normalizeAddress('ftp://host:21')).toBeUndefined();
    expect(normalizeAddress('http://')).toBeUndefined();
  });
});
