/**
 * Canvas painter: draws one page description on a 2D context (designer preview, print
 * preview). It touches no globals: the host passes the context, the CSS family names of the
 * fonts it registered with FontFace, decoded images and, optionally, the Path2D constructor.
 */
import type { DisplayItem, EllipseItem, Fill, GroupItem, ImageItem, LineItem, PageDescription, PathItem, RectItem, Stroke, TextItem } from '../page.ts';
import { tracePath } from './path-data.ts';
import { OBLIQUE_SKEW, combineOpacity, dashPattern, dispatchItem, isVisibleStroke, type ItemHandlers } from './style.ts';

/**
 * The subset of CanvasRenderingContext2D / OffscreenCanvasRenderingContext2D the painter uses.
 * Optional members are feature-detected (`letterSpacing` and friends are recent additions).
 */
export interface Canvas2DLike {
  fillStyle: string | object;
  strokeStyle: string | object;
  globalAlpha: number;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  miterLimit: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  direction?: string;
  fontKerning?: string;
  letterSpacing?: string;
  wordSpacing?: string;
  save(): void;
  restore(): void;
  scale(x: number, y: number): void;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  bezierCurveTo(x1: number, y1: number, x2: number, y2: number, x: number, y: number): void;
  rect(x: number, y: number, width: number, height: number): void;
  ellipse(x: number, y: number, rx: number, ry: number, rotation: number, start: number, end: number): void;
  fill(): void;
  fill(path: object): void;
  stroke(): void;
  stroke(path: object): void;
  clip(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
  setLineDash(segments: number[]): void;
  drawImage(image: object, x: number, y: number, width: number, height: number): void;
}

/** A Path2D-compatible constructor: `new Path2D(svgPathData)`. */
export type Path2DConstructorLike = new (d: string) => object;

export interface CanvasResources {
  /** CSS family name under which the host registered the font file for a font key (FontFace). */
  fontFamily(key: string): string;
  /** The decoded image (a CanvasImageSource) for an ImageItem.ref; nullish draws nothing. */
  image?(ref: string): unknown;
  /**
   * Path2D constructor (pass `globalThis.Path2D` in browsers and workers). Without it the
   * painter traces path data itself with moveTo/lineTo/bezierCurveTo.
   */
  Path2D?: Path2DConstructorLike;
}

/**
 * Paint `page` at `scale` canvas units per pt, over a white page, on top of whatever
 * transform the context already has. The context's state is restored afterwards.
 */
export function paintPage(ctx: Canvas2DLike, page: PageDescription, resources: CanvasResources, scale = 1): void {
  const painter = new CanvasPainter(ctx, resources);
  ctx.save();
  ctx.scale(scale, scale);
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, page.width, page.height);
  // The PDF defaults, so that strokes end and join the same way in both.
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'miter';
  ctx.miterLimit = 10;
  painter.items(page.items, 1);
  ctx.restore();
}

class CanvasPainter {
  private readonly handlers: ItemHandlers<[number]> = {
    text: (item, alpha) => this.text(item, alpha),
    line: (item, alpha) => this.line(item, alpha),
    rect: (item, alpha) => this.shape(() => this.ctx.rect(item.x, item.y, item.width, item.height), item, alpha),
    ellipse: (item, alpha) => this.ellipse(item, alpha),
    path: (item, alpha) => this.path(item, alpha),
    image: (item, alpha) => this.image(item, alpha),
    group: (item, alpha) => this.group(item, alpha),
  };

  constructor(
    private readonly ctx: Canvas2DLike,
    private readonly resources: CanvasResources,
  ) {}

  items(items: DisplayItem[], alpha: number): void {
    for (const item of items) dispatchItem('canvas', this.handlers, item, alpha);
  }

  private text(item: TextItem, alpha: number): void {
    if (item.text === '') return;
    const ctx = this.ctx;
    ctx.font = `${item.size}px ${cssFamily(this.resources.fontFamily(item.font))}`;
    ctx.fillStyle = item.color;
    ctx.globalAlpha = combineOpacity(alpha, item.opacity);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if ('direction' in ctx) ctx.direction = 'ltr';
    // Layout measured nominal advances: no kerning (ligatures keep their advances).
    if ('fontKerning' in ctx) ctx.fontKerning = 'none';
    const charSpacing = item.charSpacing ?? 0;
    const wordSpacing = item.wordSpacing ?? 0;
    const nativeLetter = 'letterSpacing' in ctx;
    const nativeWord = 'wordSpacing' in ctx;
    if (nativeLetter) ctx.letterSpacing = `${charSpacing}px`;
    if (nativeWord) ctx.wordSpacing = `${wordSpacing}px`;
    if (item.oblique) {
      ctx.save();
      // Shear about the baseline: x' = x - skew * (y - baseline).
      ctx.transform(1, 0, -OBLIQUE_SKEW, 1, OBLIQUE_SKEW * item.y, 0);
    }
    const manual = (charSpacing !== 0 && !nativeLetter) || (wordSpacing !== 0 && !nativeWord && item.text.includes(' '));
    if (manual) this.textByCharacter(item, charSpacing, wordSpacing);
    else ctx.fillText(item.text, item.x, item.y);
    if (item.oblique) ctx.restore();
  }

  /** Contexts without letterSpacing/wordSpacing: place each character after the previous one. */
  private textByCharacter(item: TextItem, charSpacing: number, wordSpacing: number): void {
    const ctx = this.ctx;
    if ('letterSpacing' in ctx) ctx.letterSpacing = '0px';
    if ('wordSpacing' in ctx) ctx.wordSpacing = '0px';
    let x = item.x;
    for (const ch of item.text) {
      ctx.fillText(ch, x, item.y);
      x += ctx.measureText(ch).width + charSpacing + (ch === ' ' ? wordSpacing : 0);
    }
  }

  private line(item: LineItem, alpha: number): void {
    if (!isVisibleStroke(item.stroke)) return;
    const ctx = this.ctx;
    ctx.beginPath();
    ctx.moveTo(item.x1, item.y1);
    ctx.lineTo(item.x2, item.y2);
    this.applyStroke(item.stroke, alpha);
    ctx.stroke();
  }

  private ellipse(item: EllipseItem, alpha: number): void {
    if (!(item.rx >= 0 && item.ry >= 0)) return; // canvas throws on negative radii
    this.shape(() => this.ctx.ellipse(item.cx, item.cy, item.rx, item.ry, 0, 0, 2 * Math.PI), item, alpha);
  }

  private path(item: PathItem, alpha: number): void {
    const Path2D = this.resources.Path2D;
    if (Path2D) {
      const path = new Path2D(item.d);
      this.paint(item, alpha, () => this.ctx.fill(path), () => this.ctx.stroke(path));
    } else {
      this.shape(() => tracePath(item.d, this.ctx), item, alpha);
    }
  }

  private image(item: ImageItem, alpha: number): void {
    const source = this.resources.image?.(item.ref);
    if (typeof source !== 'object' || source === null) return;
    if (!(item.width > 0 && item.height > 0)) return;
    const ctx = this.ctx;
    ctx.save();
    if (item.clip) {
      ctx.beginPath();
      ctx.rect(item.clip.x, item.clip.y, item.clip.width, item.clip.height);
      ctx.clip();
    }
    ctx.globalAlpha = combineOpacity(alpha, item.opacity);
    ctx.drawImage(source, item.x, item.y, item.width, item.height);
    ctx.restore();
  }

  private group(item: GroupItem, alpha: number): void {
    const ctx = this.ctx;
    ctx.save();
    if (item.transform) ctx.transform(...item.transform);
    // The clip box is in the group's own coordinates (after its transform), as in SVG.
    if (item.clip) {
      ctx.beginPath();
      ctx.rect(item.clip.x, item.clip.y, item.clip.width, item.clip.height);
      ctx.clip();
    }
    this.items(item.items, combineOpacity(alpha, item.opacity));
    ctx.restore();
  }

  /** Build the current path with `trace`, then fill and/or stroke it. */
  private shape(trace: () => void, item: { fill?: Fill; stroke?: Stroke }, alpha: number): void {
    if (!item.fill && !isVisibleStroke(item.stroke)) return;
    this.ctx.beginPath();
    trace();
    this.paint(item, alpha, () => this.ctx.fill(), () => this.ctx.stroke());
  }

  /** Fill first, then stroke on top, each with its own opacity (as PDF's B operator does). */
  private paint(item: { fill?: Fill; stroke?: Stroke }, alpha: number, fill: () => void, stroke: () => void): void {
    const ctx = this.ctx;
    if (item.fill) {
      ctx.fillStyle = item.fill.color;
      ctx.globalAlpha = combineOpacity(alpha, item.fill.opacity);
      fill();
    }
    if (isVisibleStroke(item.stroke)) {
      this.applyStroke(item.stroke, alpha);
      stroke();
    }
  }

  private applyStroke(stroke: Stroke, alpha: number): void {
    const ctx = this.ctx;
    ctx.strokeStyle = stroke.color;
    ctx.lineWidth = stroke.width;
    ctx.globalAlpha = combineOpacity(alpha, stroke.opacity);
    ctx.setLineDash(dashPattern(stroke) ?? []);
  }
}

/** A CSS font-family value naming exactly one family. */
function cssFamily(name: string): string {
  return `"${name.replace(/["\\]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}
