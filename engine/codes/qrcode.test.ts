import { describe, expect, it } from 'vitest';
import type { PathItem } from '../page.ts';
import { darkRuns } from './path.ts';
import { QR_FAILED, encodeQr, hiprintBytes, qrItems, qrLevel, type EncodedQr, type QrLevel } from './qrcode.ts';

function encoded(text: string, level: QrLevel): EncodedQr {
  const result = encodeQr(text, level);
  if ('error' in result) throw new Error(result.error);
  return result;
}

const at = (qr: EncodedQr, row: number, col: number) => qr.modules[row * qr.size + col];

/** Error-correction level read back from the symbol's format information (ISO/IEC 18004 7.9). */
function formatLevel(qr: EncodedQr): QrLevel {
  const cells: Array<[number, number]> = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8],
    [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ];
  const bits = cells.reduce((acc, [r, c]) => (acc << 1) | at(qr, r, c), 0) ^ 0b101010000010010;
  const data = bits >> 10;
  let remainder = data << 10;
  for (let bit = 14; bit >= 10; bit--) if (remainder & (1 << bit)) remainder ^= 0b10100110111 << (bit - 10);
  expect(remainder).toBe(bits & 0x3ff); // BCH(15,5) is consistent: the matrix is row-major and unflipped
  return (['M', 'L', 'H', 'Q'] as const)[data >> 3];
}

function finderAt(qr: EncodedQr, top: number, left: number): boolean {
  for (let r = 0; r < 7; r++) {
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (at(qr, top + r, left + c) !== (ring === 2 ? 0 : 1)) return false;
    }
  }
  return true;
}

describe('qrLevel', () => {
  it("maps hiprint's qrCodeLevel: 1 = L, 0 = M, 3 = Q, 2 = H", () => {
    expect([0, 1, 2, 3].map(qrLevel)).toEqual(['M', 'L', 'H', 'Q']);
    expect(['0', '1', '2', '3'].map(qrLevel)).toEqual(['M', 'L', 'H', 'Q']);
  });

  it('falls back to M for anything else', () => {
    for (const other of [undefined, null, 4, -1, 1.5, NaN, '', ' 1', 'H', 'L', {}, [2], true]) {
      expect(qrLevel(other), String(other)).toBe('M');
    }
  });
});

describe('encodeQr', () => {
  it('picks the smallest version for the level', () => {
    // 11 alphanumeric characters: version 1 holds 16 at Q but only 10 at H.
    const q = encoded('HELLO WORLD', 'Q');
    expect(q.version).toBe(1);
    expect(q.size).toBe(21);
    expect(q.modules).toHaveLength(21 * 21);
    const h = encoded('HELLO WORLD', 'H');
    expect(h.version).toBe(2);
    expect(h.size).toBe(25);
  });

  it('writes the requested level into the symbol, row-major with 1 = dark', () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const) {
      const qr = encoded('https://example.com/订单/123', level);
      expect(formatLevel(qr)).toBe(level);
      expect(finderAt(qr, 0, 0) && finderAt(qr, 0, qr.size - 7) && finderAt(qr, qr.size - 7, 0)).toBe(true);
      expect(at(qr, qr.size - 8, 8)).toBe(1); // the always-dark module
      for (let c = 8; c < qr.size - 8; c++) expect(at(qr, 6, c)).toBe(c % 2 === 0 ? 1 : 0); // timing pattern
      expect(qr.modules.every((v) => v === 0 || v === 1)).toBe(true);
    }
  });

  it("encodes as hiprint's qrcodejs: UTF-8 bytes in byte mode, with a byte order mark before text that is not ASCII", () => {
    expect(Array.from(hiprintBytes('A1'))).toEqual([0x41, 0x31]);
    expect(Array.from(hiprintBytes('码'))).toEqual([0xef, 0xbb, 0xbf, 0xe7, 0xa0, 0x81]);
    // 15 digits fit version 1 at M in numeric mode (34 digits); as bytes (14 at most) they need version 2.
    expect(encoded('123456789012345', 'M').version).toBe(2);
  });

  it('fails with the spec message when the text does not fit version 40', () => {
    // Digits are bytes too, as hiprint's qrcodejs encodes them: 40-L holds 2953 bytes.
    expect(encoded('9'.repeat(2953), 'L').size).toBe(177);
    expect(encodeQr('9'.repeat(2954), 'L')).toEqual({ error: QR_FAILED });
    expect(encodeQr('x'.repeat(1300), 'H')).toEqual({ error: QR_FAILED }); // 40-H holds 1273 bytes
    expect(QR_FAILED).toBe('二维码生成失败');
  });

  it('is deterministic', () => {
    expect(encoded('larder 食品库', 'M')).toEqual(encoded('larder 食品库', 'M'));
  });
});

describe('qrItems', () => {
  const tiny: EncodedQr = { size: 3, version: 1, modules: Uint8Array.from([1, 1, 0, 0, 1, 1, 1, 0, 1]) };

  it('draws merged horizontal runs, square and centred in the box', () => {
    expect(qrItems(tiny, { x: 0, y: 0, width: 30, height: 60 })).toEqual([
      { kind: 'path', d: 'M0 15H20V25H0ZM10 25H30V35H10ZM0 35H10V45H0ZM20 35H30V45H20Z', fill: { color: '#000000' } },
    ]);
  });

  it('honours size up to the smaller side, and colour', () => {
    const [small] = qrItems(tiny, { x: 0, y: 0, width: 30, height: 60 }, { size: 6, color: '#ff0000' }) as PathItem[];
    expect(small.d).toBe('M12 27H16V29H12ZM14 29H18V31H14ZM12 31H14V33H12ZM16 31H18V33H16Z');
    expect(small.fill).toEqual({ color: '#ff0000' });
    const [capped] = qrItems(tiny, { x: 0, y: 0, width: 30, height: 60 }, { size: 100 }) as PathItem[];
    expect(capped.d).toBe(qrItems(tiny, { x: 0, y: 0, width: 30, height: 60 }).map((i) => (i as PathItem).d)[0]);
  });

  it('returns nothing for an empty box', () => {
    expect(qrItems(tiny, { x: 0, y: 0, width: 0, height: 20 })).toEqual([]);
  });

  it('one path with one rectangle per dark run of a real symbol, M/H/V/Z only', () => {
    const qr = encoded('HELLO WORLD', 'Q');
    const box = { x: 5, y: 5, width: 100, height: 80 };
    const items = qrItems(qr, box);
    expect(items).toHaveLength(1);
    const d = (items[0] as PathItem).d;
    expect(d).toMatch(/^(?:M-?\d+(?:\.\d+)? -?\d+(?:\.\d+)?H-?\d+(?:\.\d+)?V-?\d+(?:\.\d+)?H-?\d+(?:\.\d+)?Z)+$/);
    let runs = 0;
    for (let r = 0; r < qr.size; r++) runs += darkRuns(qr.modules.subarray(r * qr.size, (r + 1) * qr.size)).length;
    expect(d.match(/M/g)).toHaveLength(runs);
    expect(d.startsWith('M15 5H')).toBe(true); // 80 pt square centred: left edge at 5 + 10
    expect(JSON.stringify(qrItems(qr, box))).toBe(JSON.stringify(items));
  });
});
