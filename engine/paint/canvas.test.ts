import { describe, expect, it } from 'vitest';
import { PAGE_FORMAT_VERSION, type DisplayItem, type PageDescription } from '../page.ts';
import { paintPage, type Canvas2DLike, type CanvasResources } from './canvas.ts';
import { A4, SAMPLE_ITEMS } from './sample-items.ts';

// Compile-time: real browser contexts satisfy the structural interface.
export const realContextsFit: Canvas2DLike[] = [null as unknown as CanvasRenderingContext2D, null as unknown as OffscreenCanvasRenderingContext2D];

interface Call {
  op: string;
  args: unknown[];
  /** Drawing state at the time of the call. */
  state: Record<string, unknown>;
}

const STATE_KEYS = ['fillStyle', 'strokeStyle', 'globalAlpha', 'lineWidth', 'font', 'textBaseline', 'textAlign', 'letterSpacing', 'wordSpacing', 'fontKerning', 'lineDash'] as const;

/** A context that records every call with the state it ran in; measureText gives 10 per character. */
class RecordingContext implements Canvas2DLike {
  calls: Call[] = [];
  fillStyle: string | object = '#000000';
  strokeStyle: string | object = '#000000';
  globalAlpha = 1;
  lineWidth = 1;
  lineCap = 'butt';
  lineJoin = 'miter';
  miterLimit = 10;
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';
  lineDash: number[] = [];
  declare letterSpacing?: string;
  declare wordSpacing?: string;
  declare fontKerning?: string;

  constructor(modern: boolean) {
    if (modern) {
      this.letterSpacing = '0px';
      this.wordSpacing = '0px';
      this.fontKerning = 'auto';
    }
  }

  private record(op: string, args: unknown[]): void {
    const state: Record<string, unknown> = {};
    for (const key of STATE_KEYS) state[key] = (this as Record<string, unknown>)[key];
    this.calls.push({ op, args, state });
  }

  ops(): string[] {
    return this.calls.map((c) => c.op);
  }
  find(op: string): Call[] {
    return this.calls.filter((c) => c.op === op);
  }

  save(): void { this.record('save', []); }
  restore(): void { this.record('restore', []); }
  scale(...a: [number, number]): void { this.record('scale', a); }
  transform(...a: [number, number, number, number, number, number]): void { this.record('transform', a); }
  beginPath(): void { this.record('beginPath', []); }
  closePath(): void { this.record('closePath', []); }
  moveTo(...a: [number, number]): void { this.record('moveTo', a); }
  lineTo(...a: [number, number]): void { this.record('lineTo', a); }
  bezierCurveTo(...a: [number, number, number, number, number, number]): void { this.record('bezierCurveTo', a); }
  rect(...a: [number, number, number, number]): void { this.record('rect', a); }
  ellipse(...a: [number, number, number, number, number, number, number]): void { this.record('ellipse', a); }
  fill(path?: object): void { this.record('fill', path ? [path] : []); }
  stroke(path?: object): void { this.record('stroke', path ? [path] : []); }
  clip(): void { this.record('clip', []); }
  fillRect(...a: [number, number, number, number]): void { this.record('fillRect', a); }
  fillText(...a: [string, number, number]): void { this.record('fillText', a); }
  measureText(text: string): { width: number } { return { width: 10 * [...text].length }; }
  setLineDash(segments: number[]): void { this.lineDash = segments; this.record('setLineDash', [segments]); }
  drawImage(...a: [object, number, number, number, number]): void { this.record('drawImage', a); }
}

const bitmap = { tag: 'bitmap' };
const resources: CanvasResources = {
  fontFamily: (key) => (key === 'NotoSansSC-Bold' ? 'Noto Sans SC Bold' : 'Noto Sans SC'),
  image: (ref) => (ref === SAMPLE_ITEMS.image.ref ? bitmap : undefined),
};

function page(...items: DisplayItem[]): PageDescription {
  return { version: PAGE_FORMAT_VERSION, index: 0, ...A4, items };
}

function paint(items: DisplayItem[], options: { modern?: boolean; resources?: CanvasResources; scale?: number } = {}): RecordingContext {
  const ctx = new RecordingContext(options.modern ?? true);
  paintPage(ctx, page(...items), options.resources ?? resources, options.scale);
  return ctx;
}

/** Calls made for the items: after save, scale and the white page, before the final restore. */
function itemOps(ctx: RecordingContext): string[] {
  return ctx.ops().slice(3, -1);
}

describe('paintPage', () => {
  it('scales, paints a white page and restores the context', () => {
    const ctx = paint([], { scale: 2 });
    expect(ctx.calls[0].op).toBe('save');
    expect(ctx.calls[1]).toMatchObject({ op: 'scale', args: [2, 2] });
    expect(ctx.calls[2]).toMatchObject({ op: 'fillRect', args: [0, 0, A4.width, A4.height], state: { fillStyle: '#ffffff', globalAlpha: 1 } });
    expect(ctx.ops().at(-1)).toBe('restore');
  });

  it('draws text at its baseline with the registered family and native spacing', () => {
    const ctx = paint([{ ...SAMPLE_ITEMS.text, charSpacing: 1.5, wordSpacing: 4, opacity: 0.5 }]);
    const [call] = ctx.find('fillText');
    expect(call.args).toEqual([SAMPLE_ITEMS.text.text, SAMPLE_ITEMS.text.x, SAMPLE_ITEMS.text.y]);
    expect(call.state).toMatchObject({
      font: '14px "Noto Sans SC"',
      fillStyle: '#000000',
      globalAlpha: 0.5,
      textBaseline: 'alphabetic',
      textAlign: 'left',
      letterSpacing: '1.5px',
      wordSpacing: '4px',
      fontKerning: 'none',
    });
  });

  it('places characters one by one where letterSpacing is not supported', () => {
    const ctx = paint([{ ...SAMPLE_ITEMS.text, text: 'a b', x: 10, charSpacing: 1, wordSpacing: 5 }], { modern: false });
    // measureText gives 10 per character: a at 10, space at 21, b at 21 + 10 + 1 + 5.
    expect(ctx.find('fillText').map((c) => [c.args[0], c.args[1]])).toEqual([
      ['a', 10],
      [' ', 21],
      ['b', 37],
    ]);
  });

  it('shears oblique text about its baseline', () => {
    const ctx = paint([{ ...SAMPLE_ITEMS.text, oblique: true }]);
    expect(ctx.ops()).toEqual(expect.arrayContaining(['transform', 'fillText']));
    expect(ctx.find('transform')[0].args).toEqual([1, 0, -0.25, 1, 0.25 * SAMPLE_ITEMS.text.y, 0]);
  });

  it('strokes lines with dash patterns', () => {
    const ctx = paint([SAMPLE_ITEMS.line, { ...SAMPLE_ITEMS.line, stroke: { color: '#111111', width: 2, style: 'dotted' } }, { ...SAMPLE_ITEMS.line, stroke: { color: '#111111', width: 2 } }]);
    const strokes = ctx.find('stroke');
    expect(strokes.map((s) => s.state.lineDash)).toEqual([[3, 3], [2, 2], []]);
    expect(strokes[0].state).toMatchObject({ strokeStyle: '#333333', lineWidth: 1 });
    expect(ctx.find('moveTo')[0].args).toEqual([SAMPLE_ITEMS.line.x1, SAMPLE_ITEMS.line.y1]);
    expect(ctx.find('lineTo')[0].args).toEqual([SAMPLE_ITEMS.line.x2, SAMPLE_ITEMS.line.y2]);
  });

  it('fills then strokes rects and ellipses, each with its own opacity', () => {
    const ctx = paint([SAMPLE_ITEMS.rect, SAMPLE_ITEMS.ellipse]);
    expect(itemOps(ctx)).toEqual(['beginPath', 'rect', 'fill', 'setLineDash', 'stroke', 'beginPath', 'ellipse', 'setLineDash', 'stroke']);
    expect(ctx.find('fill')[0].state).toMatchObject({ fillStyle: '#ffeecc', globalAlpha: 0.5 });
    expect(ctx.find('stroke')[0].state).toMatchObject({ strokeStyle: '#cc6600', globalAlpha: 1, lineWidth: 2 });
    expect(ctx.find('ellipse')[0].args).toEqual([400, 150, 60, 30, 0, 0, 2 * Math.PI]);
  });

  it('traces paths itself without Path2D', () => {
    const ctx = paint([SAMPLE_ITEMS.path]);
    expect(itemOps(ctx)).toEqual([
      'beginPath',
      'moveTo', 'lineTo', 'lineTo', 'closePath',
      'moveTo', 'lineTo', 'lineTo', 'lineTo', 'closePath',
      'bezierCurveTo',
      'fill',
    ]);
    expect(ctx.find('bezierCurveTo')[0].args).toEqual([90, 200, 100, 210, 110, 240]);
  });

  it('uses the Path2D constructor it is given', () => {
    class FakePath2D {
      constructor(readonly d: string) {}
    }
    const ctx = paint([SAMPLE_ITEMS.path], { resources: { ...resources, Path2D: FakePath2D } });
    const [fill] = ctx.find('fill');
    expect(fill.args[0]).toBeInstanceOf(FakePath2D);
    expect((fill.args[0] as FakePath2D).d).toBe(SAMPLE_ITEMS.path.d);
    expect(ctx.find('moveTo')).toHaveLength(0);
  });

  it('draws images clipped and translucent, and nothing for a missing image', () => {
    const ctx = paint([SAMPLE_ITEMS.image, { ...SAMPLE_ITEMS.image, ref: 'missing' }]);
    expect(itemOps(ctx)).toEqual(['save', 'beginPath', 'rect', 'clip', 'drawImage', 'restore']);
    const [draw] = ctx.find('drawImage');
    expect(draw.args).toEqual([bitmap, 300, 200, 40, 40]);
    expect(draw.state.globalAlpha).toBe(0.8);
  });

  it('draws groups under their transform and clip, multiplying opacity', () => {
    const ctx = paint([SAMPLE_ITEMS.group]);
    expect(itemOps(ctx).slice(0, 5)).toEqual(['save', 'transform', 'beginPath', 'rect', 'clip']);
    expect(ctx.find('transform')[0].args).toEqual(SAMPLE_ITEMS.group.transform);
    expect(ctx.find('stroke')[0].state.globalAlpha).toBeCloseTo(0.9);
    expect(ctx.find('fillText')[0].state).toMatchObject({ font: '12px "Noto Sans SC Bold"', fillStyle: '#ff0000' });
    expect(itemOps(ctx).at(-1)).toBe('restore');
  });

  it('throws on an unknown item kind', () => {
    expect(() => paint([{ kind: 'triangle' } as unknown as DisplayItem])).toThrow(/unknown display item kind "triangle"/);
  });
});
