import { describe, expect, it } from 'vitest';
import { collectImageSources, dataUrlBytes, imageSizeFromBytes, looksLikeImageSource } from './index.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

/** A 1x1 PNG, written out so the test needs no file. */
const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('imageSizeFromBytes', () => {
  it('reads PNG, GIF, JPEG and BMP headers', () => {
    expect(imageSizeFromBytes(dataUrlBytes(PNG_1x1)!)).toEqual({ width: 1, height: 1 });
    expect(imageSizeFromBytes(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x01, 0x10, 0x00))).toEqual({ width: 288, height: 16 });
    // SOI, an APP0 segment of length 4, then SOF0 with height 0x0102 and width 0x0304.
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x02, 0x03, 0x04, 0x03, 0, 0);
    expect(imageSizeFromBytes(jpeg)).toEqual({ width: 0x304, height: 0x102 });
    const bmp = new Uint8Array(26);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 40, true);
    new DataView(bmp.buffer).setInt32(22, -30, true); // top-down bitmap
    expect(imageSizeFromBytes(bmp)).toEqual({ width: 40, height: 30 });
  });

  it('gives undefined for what it cannot read', () => {
    expect(imageSizeFromBytes(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageSizeFromBytes(bytes(0xff, 0xd8, 0x00))).toBeUndefined();
    expect(imageSizeFromBytes(bytes())).toBeUndefined();
  });
});

describe('dataUrlBytes', () => {
  it('decodes base64 and percent-encoded data URLs', () => {
    expect([...dataUrlBytes('data:application/octet-stream;base64,AAEC')!]).toEqual([0, 1, 2]);
    expect(new TextDecoder().decode(dataUrlBytes('data:text/plain,a%20b'))).toBe('a b');
    expect(dataUrlBytes('images/logo.png')).toBeUndefined();
  });
});

describe('collectImageSources', () => {
  it('finds element srcs and image-like data values, once each', () => {
    const template = {
      panels: [
        {
          printElements: [
            { options: { src: 'logo.png' }, printElementType: { type: 'image' } },
            { options: { src: '  ' }, printElementType: { type: 'image' } },
            { options: { title: 'x' }, printElementType: { type: 'text' } },
          ],
        },
      ],
    };
    const data = { photo: 'items/apple.JPG', rows: [{ icon: PNG_1x1 }, { name: 'carrots.png is a word here' }], again: 'logo.png' };
    expect(collectImageSources(template, data).sort()).toEqual([PNG_1x1, 'items/apple.JPG', 'logo.png'].sort());
  });

  it('survives odd input', () => {
    expect(collectImageSources(null, undefined)).toEqual([]);
    expect(collectImageSources({ panels: 'no' }, 42)).toEqual([]);
    expect(looksLikeImageSource('https://example.test/a.webp?v=2')).toBe(true);
    expect(looksLikeImageSource('report.pdf')).toBe(false);
  });
});
