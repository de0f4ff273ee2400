import { describe, expect, it } from 'vitest';
import { frameOf, splitFramedBlocks } from './blockFrames.ts';

describe('framed blocks of an html element', () => {
  it('reads border, size and padding from a style, in pt', () => {
    expect(frameOf('width: 267px;height: 267px;border: 1px solid;')).toEqual({ width: 200.25, height: 200.25, border: 0.75, padding: { top: 0, right: 0, bottom: 0, left: 0 } });
    expect(frameOf('border: .5pt solid #000000; padding: 2pt 4pt')).toEqual({ border: 0.5, borderColor: '#000000', padding: { top: 2, right: 4, bottom: 2, left: 4 } });
    // A border style without a width is CSS's medium, 3 px.
    expect(frameOf('border: solid')?.border).toBe(2.25);
    expect(frameOf('border: none; color: red')).toBeUndefined();
    expect(frameOf('color: red')).toBeUndefined();
  });

  it('splits top-level framed div and p from flowing markup, nested blocks kept inside', () => {
    expect(splitFramedBlocks('a<div style="border:1px solid">b<div>c</div></div><p>d</p>')).toEqual([
      { html: 'a' },
      { html: 'b<div>c</div>', frame: { border: 0.75, padding: { top: 0, right: 0, bottom: 0, left: 0 } } },
      { html: '<p>d</p>' },
    ]);
    expect(splitFramedBlocks('<p>plain</p>')).toEqual([{ html: '<p>plain</p>' }]);
    // Unclosed: not a frame.
    expect(splitFramedBlocks('<div style="width:10px">open')).toEqual([{ html: '<div style="width:10px">open' }]);
  });
});
