import { describe, expect, it } from 'vitest';
import type { PathItem } from '../page.ts';
import {
  BARCODE_FORMATS,
  BARCODE_UNSUPPORTED,
  barcodeFormat,
  barcodeItems,
  encodeBarcode,
  type EncodedBarcode,
} from './barcode.ts';
import { code128Values } from './code128.ts';

function modules(format: string, text: string): string {
  const result = encodeBarcode(format, text);
  if ('error' in result) throw new Error(`${format} rejected ${JSON.stringify(text)}`);
  return result.bars.map((b) => (b ? '1' : '0')).join('');
}

function textOf(format: string, text: string): string {
  const result = encodeBarcode(format, text);
  if ('error' in result) throw new Error(`${format} rejected ${JSON.stringify(text)}`);
  return result.text;
}

const PATH_SYNTAX = /^(?:M-?\d+(?:\.\d+)? -?\d+(?:\.\d+)?H-?\d+(?:\.\d+)?V-?\d+(?:\.\d+)?H-?\d+(?:\.\d+)?Z)+$/;

describe('format names', () => {
  it('lists the designer formats in the spec order', () => {
    expect(BARCODE_FORMATS).toEqual([
      'CODE128A', 'CODE128B', 'CODE128C', 'CODE39', 'EAN13', 'EAN8', 'EAN5', 'EAN2', 'UPC',
      'ITF', 'ITF14', 'MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110', 'Pharmacode',
    ]);
  });

  it('matches names case-insensitively, including CODE128 (auto) and pharmacode', () => {
    expect(barcodeFormat('code128')).toBe('CODE128');
    expect(barcodeFormat('Code128b')).toBe('CODE128B');
    expect(barcodeFormat('pharmacode')).toBe('Pharmacode');
    expect(barcodeFormat('PHARMACODE')).toBe('Pharmacode');
    expect(barcodeFormat('ean13')).toBe('EAN13');
    expect(barcodeFormat('QR')).toBeUndefined();
    expect(modules('ean13', '5901234123457')).toBe(modules('EAN13', '5901234123457'));
  });

  it('rejects unknown formats with the unsupported message', () => {
    expect(encodeBarcode('QRCODE', '123')).toEqual({ error: BARCODE_UNSUPPORTED });
    expect(encodeBarcode('', '123')).toEqual({ error: BARCODE_UNSUPPORTED });
    expect(BARCODE_UNSUPPORTED).toBe('此格式不支持该文本');
  });
});

describe('EAN / UPC', () => {
  // From the EAN tables: first digit 5 -> parities LGGLLG; right half in set C.
  const EAN13_5901234123457 =
    '101' +
    '0001011' + '0100111' + '0110011' + '0010011' + '0111101' + '0011101' +
    '01010' +
    '1100110' + '1101100' + '1000010' + '1011100' + '1001110' + '1000100' +
    '101';

  it('EAN-13: guards, parities and 95 modules', () => {
    const m = modules('EAN13', '5901234123457');
    expect(m).toHaveLength(95);
    expect(m.slice(0, 3)).toBe('101');
    expect(m.slice(45, 50)).toBe('01010');
    expect(m.slice(92)).toBe('101');
    expect(m).toBe(EAN13_5901234123457);
  });

  it('EAN-13: appends the check digit to 12 digits and checks 13', () => {
    expect(modules('EAN13', '590123412345')).toBe(EAN13_5901234123457);
    expect(textOf('EAN13', '590123412345')).toBe('5901234123457');
    expect(encodeBarcode('EAN13', '5901234123458')).toEqual({ error: BARCODE_UNSUPPORTED });
    for (const bad of ['59012341234', '59012341234570', '59012341234a', '', ' 590123412345']) {
      expect(encodeBarcode('EAN13', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });

  it('EAN-8: 67 modules, check digit', () => {
    expect(textOf('EAN8', '9638507')).toBe('96385074');
    expect(modules('EAN8', '96385074')).toHaveLength(67);
    expect(modules('EAN8', '96385074').slice(0, 3 + 7)).toBe('101' + '0001011'); // 9 in set A
    for (const bad of ['96385075', '963850', '963850741', 'abcdefg']) {
      expect(encodeBarcode('EAN8', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });

  it('UPC-A: 11 or 12 digits', () => {
    expect(textOf('UPC', '03600029145')).toBe('036000291452');
    expect(modules('UPC', '036000291452')).toHaveLength(95);
    // UPC-A is EAN-13 with a leading 0 (all-L parities).
    expect(modules('UPC', '036000291452')).toBe(modules('EAN13', '0036000291452'));
    for (const bad of ['036000291453', '0360002914', '0360002914520']) {
      expect(encodeBarcode('UPC', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });

  it('EAN-5 and EAN-2 add-ons', () => {
    // 52495: checksum (3*(5+4+5) + 9*(2+9)) % 10 = 1 -> parities GLGLL.
    expect(modules('EAN5', '52495')).toBe('1011' + ['0111001', '0010011', '0011101', '0001011', '0110001'].join('01'));
    // 53 % 4 = 1 -> parities LG.
    expect(modules('EAN2', '53')).toBe('1011' + '0110001' + '01' + '0100001');
    for (const bad of ['5249', '524951', '5249a']) expect(encodeBarcode('EAN5', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    for (const bad of ['5', '531', 'a3']) expect(encodeBarcode('EAN2', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
  });
});

describe('Code 128', () => {
  const START_B = '11010010000';
  const START_C = '11010011100';
  const STOP = '1100011101011';

  it('code set B: start code, values and checksum for "AB"', () => {
    expect(code128Values('AB', 'B')).toEqual([104, 33, 34, 102, 106]); // (104 + 33 + 2*34) % 103 = 102
    const m = modules('CODE128B', 'AB');
    expect(m).toHaveLength(5 * 11 + 2);
    expect(m.startsWith(START_B)).toBe(true);
    expect(m.endsWith(STOP)).toBe(true);
  });

  it('code set C: digit pairs and checksum', () => {
    expect(code128Values('12345678', 'C')).toEqual([105, 12, 34, 56, 78, 47, 106]);
    expect(modules('CODE128C', '12345678').startsWith(START_C)).toBe(true);
  });

  it('code set A: control characters map above 63', () => {
    expect(code128Values('A\x01', 'A')).toEqual([103, 33, 65, (103 + 33 + 2 * 65) % 103, 106]);
    expect(textOf('CODE128A', 'A\x01')).toBe('A'); // control characters are not printed
  });

  it('auto (CODE128) switches sets to stay shortest', () => {
    expect(code128Values('12345678', 'auto')).toEqual([105, 12, 34, 56, 78, 47, 106]);
    expect(code128Values('1234A', 'auto')!.slice(0, 5)).toEqual([105, 12, 34, 100, 33]);
    expect(code128Values('ABC123456', 'auto')!.slice(0, 8)).toEqual([104, 33, 34, 35, 99, 12, 34, 56]);
    expect(code128Values('ab\x01cd', 'auto')!.slice(0, 6)).toEqual([104, 65, 66, 98, 65, 67]); // SHIFT
    expect(textOf('CODE128', 'larder-2024')).toBe('larder-2024');
  });

  it('rejects text outside each code set', () => {
    const bad: Array<[string, string]> = [
      ['CODE128A', 'abc'], // lowercase is ASCII 97+
      ['CODE128A', ''],
      ['CODE128B', 'A\x01'],
      ['CODE128B', '中'],
      ['CODE128C', '123'],
      ['CODE128C', '12a4'],
      ['CODE128C', ''],
      ['CODE128', '中文'],
      ['CODE128', 'é'],
      ['CODE128', ''],
    ];
    for (const [format, text] of bad) expect(encodeBarcode(format, text), `${format} ${text}`).toEqual({ error: BARCODE_UNSUPPORTED });
    expect(modules('CODE128A', '\x00_')).toBeTruthy(); // ASCII 0 and 95 are the ends of set A
    expect(modules('CODE128B', ' \x7f')).toBeTruthy(); // 32 and 127 the ends of set B
  });
});

describe('Code 39', () => {
  const STAR = '100010111011101'; // n w n n w n w n n
  it('frames the text with * and separates characters by one narrow space', () => {
    const m = modules('CODE39', 'A');
    expect(m).toHaveLength(3 * 16 - 1);
    expect(m.startsWith(STAR + '0')).toBe(true);
    expect(m.endsWith('0' + STAR)).toBe(true);
    expect(m.slice(16, 31)).toBe('111010100010111'); // A: w n n n n w n n w
    expect(textOf('CODE39', 'AB-12 $/+%.')).toBe('AB-12 $/+%.');
  });

  it('rejects lowercase and other characters', () => {
    for (const bad of ['abc', 'A*B', 'A_B', '']) expect(encodeBarcode('CODE39', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
  });
});

describe('ITF and ITF-14', () => {
  it('ITF: start, interleaved pair, stop', () => {
    // 1 = w n n n w (bars), 2 = n w n n w (spaces)
    expect(modules('ITF', '12')).toBe('1010' + '111' + '0' + '1' + '000' + '1' + '0' + '1' + '0' + '111' + '000' + '11101');
    for (const bad of ['123', '', '12a4']) expect(encodeBarcode('ITF', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
  });

  it('ITF-14: appends or validates the check digit', () => {
    expect(textOf('ITF14', '1234567890123')).toBe('12345678901231');
    expect(modules('ITF14', '12345678901231')).toBe(modules('ITF', '12345678901231'));
    expect(encodeBarcode('ITF14', '12345678901230')).toEqual({ error: BARCODE_UNSUPPORTED });
    expect(textOf('ITF14', '15400141288763')).toBe('15400141288763'); // a published GTIN-14
    for (const bad of ['123456789012', '123456789012311', '1234567890123a']) {
      expect(encodeBarcode('ITF14', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });
});

describe('MSI', () => {
  it('encodes BCD bits between start and stop', () => {
    expect(modules('MSI', '1')).toBe('110' + '100100100110' + '1001');
  });

  it('appends mod 10, mod 11 and double check digits', () => {
    expect(textOf('MSI', '1234')).toBe('1234');
    expect(textOf('MSI10', '1234')).toBe('12344');
    expect(textOf('MSI11', '1234')).toBe('12343');
    expect(textOf('MSI1010', '1234')).toBe('123448');
    expect(textOf('MSI1110', '1234')).toBe('123430');
    expect(textOf('MSI11', '6')).toBe('610'); // a mod 11 result of 10 is written as "10"
  });

  it('rejects non-digits', () => {
    for (const format of ['MSI', 'MSI10', 'MSI11', 'MSI1010', 'MSI1110']) {
      for (const bad of ['', '12a', '1.5']) expect(encodeBarcode(format, bad), `${format} ${bad}`).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });
});

describe('Pharmacode', () => {
  it('narrow and wide bars for the value', () => {
    // 1234 -> narrow narrow wide wide narrow wide narrow narrow wide wide
    const bars = ['1', '1', '111', '111', '1', '111', '1', '1', '111', '111'];
    expect(modules('Pharmacode', '1234')).toBe(bars.join('00'));
    expect(modules('Pharmacode', '3')).toBe('1' + '00' + '1');
    expect(modules('Pharmacode', '131070')).toBe(Array(16).fill('111').join('00'));
  });

  it('accepts 3..131070 only', () => {
    for (const bad of ['2', '131071', '0', '-5', '12.5', '1e3', '', 'abc']) {
      expect(encodeBarcode('Pharmacode', bad), bad).toEqual({ error: BARCODE_UNSUPPORTED });
    }
  });
});

describe('barcodeItems', () => {
  const pattern: EncodedBarcode = { bars: [true, true, false, true, false, false, true, true, true], text: 'x' };

  it('merges adjacent black modules into one rectangle each', () => {
    const { items, textBox } = barcodeItems(pattern, { x: 10, y: 20, width: 9, height: 30 });
    expect(textBox).toBeUndefined();
    expect(items).toEqual([
      { kind: 'path', d: 'M10 20H12V50H10ZM13 20H14V50H13ZM16 20H19V50H16Z', fill: { color: '#000000' } },
    ]);
  });

  it('stretches to the box width by default and rounds coordinates', () => {
    const { items } = barcodeItems(pattern, { x: 0, y: 0, width: 10, height: 5 }, { color: '#336699' });
    const path = items[0] as PathItem;
    expect(path.fill).toEqual({ color: '#336699' });
    expect(path.d).toBe('M0 0H2.222V5H0ZM3.333 0H4.444V5H3.333ZM6.667 0H10V5H6.667Z');
  });

  it('uses lineWidth per module, centred, when not stretched', () => {
    const { items } = barcodeItems(pattern, { x: 0, y: 0, width: 30, height: 10 }, { stretch: false, lineWidth: 2 });
    expect((items[0] as PathItem).d).toBe('M6 0H10V10H6ZM12 0H14V10H12ZM18 0H24V10H18Z');
    const narrow = barcodeItems(pattern, { x: 0, y: 0, width: 30, height: 10 }, { stretch: false });
    expect((narrow.items[0] as PathItem).d.startsWith('M10.5 0H12.5V10')).toBe(true); // default 1 pt modules
  });

  it('reserves the text strip at the bottom when showText is set', () => {
    const { items, textBox } = barcodeItems(pattern, { x: 10, y: 20, width: 9, height: 30 }, { showText: true, textHeight: 12 });
    expect(textBox).toEqual({ x: 10, y: 38, width: 9, height: 12 });
    expect((items[0] as PathItem).d.startsWith('M10 20H12V38H10Z')).toBe(true);
    const tooTall = barcodeItems(pattern, { x: 0, y: 0, width: 9, height: 10 }, { showText: true, textHeight: 20 });
    expect(tooTall).toEqual({ items: [], textBox: { x: 0, y: 0, width: 9, height: 10 } });
  });

  it('returns nothing for an empty box', () => {
    expect(barcodeItems(pattern, { x: 0, y: 0, width: 0, height: 10 }).items).toEqual([]);
    expect(barcodeItems(pattern, { x: 0, y: 0, width: 10, height: 0 }).items).toEqual([]);
  });

  it('draws one rectangle per bar of a real symbol, deterministically, with M/H/V/Z only', () => {
    const ean = encodeBarcode('EAN13', '5901234123457') as EncodedBarcode;
    const box = { x: 12.5, y: 7.25, width: 120, height: 30 };
    const first = barcodeItems(ean, box);
    const second = barcodeItems(ean, box);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(first.items).toHaveLength(1);
    const d = (first.items[0] as PathItem).d;
    expect(d).toMatch(PATH_SYNTAX);
    expect(d.match(/M/g)).toHaveLength(30); // EAN-13 has 30 bars
    expect(d.startsWith('M12.5 7.25H13.763V37.25H12.5Z')).toBe(true);
    expect(d.endsWith('M131.237 7.25H132.5V37.25H131.237Z')).toBe(true);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
  });
});
