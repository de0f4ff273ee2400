// Cross-checks the hand-written symbology tables against an independent encoder (bwip-js,
// a port of BWIPP). bwip-js draws ITF wide elements 2 modules wide where JsBarcode (and
// larder) use 3, so widths are compared after mapping. The generic entry needs no Node types.
import bwipjs from 'bwip-js/generic';
import { describe, expect, it } from 'vitest';
import { encodeBarcode } from './barcode.ts';
import { code128Modules } from './code128.ts';

function bwipModules(bcid: string, text: string, opts: Record<string, unknown> = {}, wide?: number): string {
  const [symbol] = bwipjs.raw({ bcid, text, ...opts });
  if (!('sbs' in symbol)) throw new Error(`${bcid} is not linear`);
  const modules = symbol.sbs
    .map((w, i) => (i % 2 === 0 ? '1' : '0').repeat(wide !== undefined && w === 2 ? wide : w))
    .join('');
  return modules.replace(/0+$/, '');
}

function ours(format: string, text: string): string {
  const result = encodeBarcode(format, text);
  if ('error' in result) throw new Error(`${format} rejected ${text}`);
  return result.bars.map((b) => (b ? '1' : '0')).join('');
}

const digitSamples = (length: number) =>
  Array.from({ length: 12 }, (_, k) => Array.from({ length }, (_, i) => String((i * 7 + k * 3 + i * k) % 10)).join(''));

describe('symbology tables agree with bwip-js', () => {
  it('Code 128: every symbol pattern (raw codewords, start through stop)', () => {
    // Each data value 0..102 once after a start code; bwip-js appends check and stop itself.
    for (const start of [103, 104, 105]) {
      const data = Array.from({ length: 103 }, (_, v) => v);
      const raw = [start, ...data].map((v) => `^${String(v).padStart(3, '0')}`).join('');
      const checksum = (start + data.reduce((sum, v, i) => sum + (i + 1) * v, 0)) % 103;
      expect(code128Modules([start, ...data, checksum, 106])).toBe(bwipModules('code128', raw, { raw: true }));
    }
  });

  it('Code 128 auto: the shortest encoding, identical to bwip-js where the choice is unique', () => {
    for (const text of ['AB', 'Hello, World', '12345678', 'larder-2024', 'ABC123456', 'A1B2', '1234A', 'ab\x01cd', '\x01\x02a']) {
      expect(ours('CODE128', text), JSON.stringify(text)).toBe(bwipModules('code128', text));
    }
    // Equally short alternatives exist here (e.g. "123": B 1 + C 23, or C 12 + B 3).
    for (const text of ['123', 'X12345Y', 'a\x01\x02b1234567890']) {
      expect(ours('CODE128', text).length, JSON.stringify(text)).toBeLessThanOrEqual(bwipModules('code128', text).length);
    }
  });

  it('Code 39: every character', () => {
    const all = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-. $/+%';
    for (let i = 0; i < all.length; i += 7) {
      const text = all.slice(i, i + 7);
      expect(ours('CODE39', text)).toBe(bwipModules('code39', text));
    }
  });

  it('EAN-13, EAN-8, UPC-A with computed check digits', () => {
    for (const d of digitSamples(12)) expect(ours('EAN13', d)).toBe(bwipModules('ean13', d));
    for (const d of digitSamples(7)) expect(ours('EAN8', d)).toBe(bwipModules('ean8', d));
    for (const d of digitSamples(11)) expect(ours('UPC', d)).toBe(bwipModules('upca', d));
  });

  it('EAN-5 and EAN-2 add-ons', () => {
    for (const d of digitSamples(5)) expect(ours('EAN5', d)).toBe(bwipModules('ean5', d));
    for (let v = 0; v < 100; v += 7) {
      const d = String(v).padStart(2, '0');
      expect(ours('EAN2', d)).toBe(bwipModules('ean2', d));
    }
  });

  it('ITF and ITF-14', () => {
    for (const d of [...digitSamples(2), ...digitSamples(10)]) expect(ours('ITF', d)).toBe(bwipModules('interleaved2of5', d, {}, 3));
    for (const d of digitSamples(13)) expect(ours('ITF14', d)).toBe(bwipModules('itf14', d, {}, 3));
  });

  it('MSI without and with each check scheme', () => {
    const schemes: Array<[string, Record<string, unknown>]> = [
      ['MSI', {}],
      ['MSI10', { includecheck: true, checktype: 'mod10' }],
      ['MSI11', { includecheck: true, checktype: 'mod11', badmod11: true }],
      ['MSI1010', { includecheck: true, checktype: 'mod1010' }],
      ['MSI1110', { includecheck: true, checktype: 'mod1110', badmod11: true }],
    ];
    for (const [format, opts] of schemes) {
      for (const d of [...digitSamples(4), ...digitSamples(9)]) expect(ours(format, d), `${format} ${d}`).toBe(bwipModules('msi', d, opts));
    }
  });

  it('Pharmacode over its range', () => {
    for (const n of [3, 4, 5, 6, 91, 1234, 65535, 99999, 131070]) {
      expect(ours('Pharmacode', String(n))).toBe(bwipModules('pharmacode', String(n)));
    }
  });
});
