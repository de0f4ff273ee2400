import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/translate.ts';
import * as v from './validators.ts';

const en = (key: string | undefined, params?: Record<string, string | number>) => (key ? t(key, params, 'en-US') : undefined);

describe('uploads and the contract scan', () => {
  it('limits the size, 1 MB by default, with the change-file message', () => {
    expect(v.upload({ size: 1024 * 1024, type: 'image/png' })).toBeUndefined();
    const problem = v.upload({ size: 1024 * 1024 + 1, type: 'image/png' });
    expect(problem).toEqual({ key: 'validation.uploadTooLarge', params: { size: 1 } });
    expect(en(problem!.key, problem!.params)).toContain('change the file and upload again');
    expect(v.upload({ size: 3 * 1024 * 1024 }, { maxSizeMb: 5 })).toBeUndefined();
  });
  it('does not reject on type unless asked to (the spec check does not reject)', () => {
    expect(v.upload({ size: 10, type: 'application/zip' })).toBeUndefined();
    expect(v.upload({ size: 10, type: 'application/zip' }, { strictType: true })).toEqual({ key: 'validation.uploadType' });
    for (const type of v.DEFAULT_UPLOAD_TYPES) expect(v.upload({ size: 10, type }, { strictType: true })).toBeUndefined();
    expect(v.DEFAULT_ACCEPT).toBe('.jpg,.png,.jpeg,application/*');
  });
  it('needs a contract scan before confirming the signing', () => {
    expect(en(v.contractScan([]))).toBe('Download the template, print and stamp, and upload the scan');
    expect(v.contractScan([{ attType: 1 }])).toBe('messages.contractScanRequired');
    expect(v.contractScan([{ attType: 2 }])).toBeUndefined();
  });
});
