import { describe, expect, it } from 'vitest';
import { resolveElementType } from '../../engine/index.ts';
import { newElement } from './editor/index.ts';
import { PALETTE } from './palette.ts';

describe('palette', () => {
  const entries = PALETTE.flatMap((g) => g.entries);

  it('offers every element type of the specification', () => {
    const types = new Set(entries.map((e) => newElement({ tid: e.tid, options: e.options }).printElementType?.type));
    expect([...types].sort()).toEqual(['hline', 'html', 'image', 'longText', 'oval', 'rect', 'table', 'text', 'vline']);
  });

  it('builds elements that resolve to their type, with barcode and QR presets as text', () => {
    for (const entry of entries) {
      const element = newElement({ tid: entry.tid, options: entry.options });
      expect(resolveElementType(element).kind).toBe('type');
    }
    const barcode = newElement(entries.find((e) => e.key === 'barcode')!);
    expect(barcode.options).toMatchObject({ textType: 'barcode', barcodeMode: 'CODE128' });
    const qr = newElement(entries.find((e) => e.key === 'qrcode')!);
    expect(qr.options).toMatchObject({ textType: 'qrcode', qrCodeLevel: 0 });
  });

  it('has unique keys', () => {
    expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
  });
});
