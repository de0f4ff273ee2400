import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import type { ImageInfo } from '../../context.ts';
import { asBox, testElement, testEnv } from '../common/testing.ts';
import { decodeBase64, fitImage, imageSizeFromBytes, imageType, type ImageFit } from './index.ts';

function png(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const dht = [0xff, 0xc4, 0, 5, 0, 0, 0]; // a (truncated) table: must be skipped, not read as a frame
  const sof = [0xff, 0xc2, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, 0xff, ...dht, ...sof, 0xff, 0xd9]);
}

function gif(width: number, height: number): Uint8Array {
  return new Uint8Array([...Buffer.from('GIF89a'), width & 255, width >> 8, height & 255, height >> 8, 0, 0, 0]);
}

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

describe('image header sizes', () => {
  it('reads PNG, progressive JPEG behind DHT/fill bytes, and GIF', () => {
    expect(imageSizeFromBytes(png(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageSizeFromBytes(jpeg(1024, 768))).toEqual({ width: 1024, height: 768 });
    expect(imageSizeFromBytes(gif(300, 2))).toEqual({ width: 300, height: 2 });
  });
  it('rejects other bytes', () => {
    expect(imageSizeFromBytes(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(imageSizeFromBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(imageSizeFromBytes(png(640, 480).subarray(0, 20))).toBeUndefined();
  });
  it('decodes base64 like Buffer does, url alphabet and whitespace included', () => {
    const bytes = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));
    const b64 = Buffer.from(bytes).toString('base64');
    expect(decodeBase64(b64)).toEqual(bytes);
    expect(decodeBase64(b64.replace(/(.{10})/g, '$1\n'))).toEqual(bytes);
    expect(decodeBase64(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
    expect(decodeBase64('ab$c')).toBeUndefined();
  });
});

describe('fitImage: a 200 x 100 px image in a 100 x 100 pt box', () => {
  const box = { x: 0, y: 0, width: 100, height: 100 };
  const px = { width: 200, height: 100 };
  it.each<[ImageFit, object]>([
    ['contain', { rect: { x: 0, y: 25, width: 100, height: 50 } }],
    ['cover', { rect: { x: -50, y: 0, width: 200, height: 100 }, clip: box }],
    ['fill', { rect: box }],
    ['none', { rect: { x: 0, y: 0, width: 150, height: 75 }, clip: box }],
  ])('%s', (fit, expected) => {
    expect(fitImage(fit, px, box)).toEqual(expected);
  });
});

describe('image element', () => {
  const host = (size?: ImageInfo) => ({ image: () => size });
  const paint = (options: Record<string, unknown>, data: Record<string, unknown> = {}, size?: ImageInfo) => {
    const env = testEnv(data, host(size));
    const items = asBox(imageType.layout(testElement('image', options), env)).paint(10, 20, { index: 0 });
    return { items, diagnostics: env.ctx.diagnostics };
  };

  it('defaults to 90 x 90, fill', () => {
    const layout = asBox(imageType.layout(testElement('image', { src: 'a.png' }), testEnv()));
    expect(layout.height).toBe(90);
    expect(layout.paint(10, 20, { index: 0 })).toEqual([{ kind: 'image', ref: 'a.png', x: 10, y: 20, width: 90, height: 90 }]);
  });

  it('places by fit inside the content box, in page coordinates', () => {
    const { items } = paint({ src: 'a.png', width: 104, height: 100, contentPaddingLeft: 2, contentPaddingRight: 2, fit: 'cover' }, {}, { width: 200, height: 100 });
    expect(items).toEqual([
      { kind: 'image', ref: 'a.png', x: -38, y: 20, width: 200, height: 100, clip: { x: 12, y: 20, width: 100, height: 100 } },
    ]);
  });

  it('reads the size of a data URL when the host does not know it', () => {
    const src = dataUrl('image/png', png(200, 100));
    const { items, diagnostics } = paint({ src, width: 100, height: 100, fit: 'contain' });
    expect(items).toEqual([{ kind: 'image', ref: src, x: 10, y: 45, width: 100, height: 50 }]);
    expect(diagnostics).toEqual([]);
  });

  it('fills the box and reports when the size stays unknown', () => {
    const { items, diagnostics } = paint({ src: 'https://x/a.png', width: 100, height: 50, fit: 'contain' });
    expect(items).toEqual([{ kind: 'image', ref: 'https://x/a.png', x: 10, y: 20, width: 100, height: 50 }]);
    expect(diagnostics).toMatchObject([{ code: 'image-size-unknown', path: 'panels[0].printElements[0]' }]);
  });

  it('takes the bound field value (dot path) over src', () => {
    const { items } = paint({ src: 'fallback.png', field: 'goods.photo' }, { goods: { photo: 'bound.png' } });
    expect(items).toMatchObject([{ ref: 'bound.png' }]);
    expect(paint({ src: 'fallback.png', field: 'goods.photo' }).items).toMatchObject([{ ref: 'fallback.png' }]);
  });

  it('draws only decorations for an empty src', () => {
    const { items } = paint({ src: '', borderTop: 'solid', width: 50, height: 50 });
    expect(items).toEqual([{ kind: 'line', x1: 10, y1: 20.375, x2: 60, y2: 20.375, stroke: { color: '#000000', width: 0.75 } }]);
  });
});
