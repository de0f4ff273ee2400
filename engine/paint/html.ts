/**
 * HTML painter: one self-contained HTML document for print clients that take HTML. Each page
 * is a `div.larder-page` of the exact size in pt holding one inline SVG in pt user units;
 * text is SVG <text> at its baseline, so no font metrics are needed. Everything that comes
 * from the page description is escaped: it is user data.
 */
import type { DisplayItem, EllipseItem, Fill, GroupItem, ImageItem, LineItem, Matrix, PageDescription, PathItem, RectItem, Stroke, TextItem, Box } from '../page.ts';
import { OBLIQUE_SKEW, combineOpacity, dashPattern, dispatchItem, isVisibleStroke, type ItemHandlers } from './style.ts';

export interface HtmlResources {
  /** URL of the font file for a font key (emitted as @font-face); undefined emits no rule. */
  fontUrl(key: string): string | undefined;
  /** URL for an ImageItem.ref; without this function the ref itself is used. Empty draws nothing. */
  imageUrl?(ref: string): string | undefined;
}

export interface HtmlOptions {
  /** The document's <title>. */
  title?: string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Render `pages` as one complete HTML file. */
export function pagesToHtml(pages: PageDescription[], resources: HtmlResources, options: HtmlOptions = {}): string {
  const fonts = new FontClasses();
  const sizes = new PageSizes();
  const bodies = pages.map((page, i) => {
    const svg = new SvgWriter(`p${i}`, fonts, resources);
    svg.items(page.items, 1);
    const w = num(page.width);
    const h = num(page.height);
    const sizeClass = sizes.classFor(w, h);
    return (
      `<div class="larder-page${sizeClass ? ` ${sizeClass}` : ''}" data-page="${attr(String(page.index))}" style="width:${w}pt;height:${h}pt">` +
      `<svg xmlns="${SVG_NS}" width="${w}pt" height="${h}pt" viewBox="0 0 ${w} ${h}">${svg.out}</svg></div>`
    );
  });
  const css = [...fonts.fontFaces(resources), ...sizes.pageRules(), ...BASE_CSS, ...fonts.classRules(), ...sizes.classRules()].join('\n');
  return (
    '<!DOCTYPE html>\n<html><head><meta charset="utf-8">' +
    `<title>${text(options.title ?? '')}</title>\n<style>\n${css}\n</style></head>\n<body>\n` +
    bodies.join('\n') +
    '\n</body></html>\n'
  );
}

const BASE_CSS = [
  'html,body{margin:0;padding:0}',
  // In normal flow (not absolute): page breaks only apply to in-flow boxes.
  '.larder-page{position:relative;overflow:hidden;background:#fff;break-after:page;page-break-after:always;' +
    '-webkit-print-color-adjust:exact;print-color-adjust:exact}',
  '.larder-page:last-child{break-after:auto;page-break-after:auto}',
  '.larder-page>svg{position:absolute;left:0;top:0;display:block;overflow:hidden}',
  // Layout measured nominal advances; the browser must not kern or ligate.
  '.larder-page text{white-space:pre;font-kerning:none;font-variant-ligatures:none}',
];

/** One CSS class per font key, so text elements carry a short class instead of a family. */
class FontClasses {
  private readonly classes = new Map<string, string>();

  classFor(key: string): string {
    let name = this.classes.get(key);
    if (!name) {
      name = `lf${this.classes.size}`;
      this.classes.set(key, name);
    }
    return name;
  }

  fontFaces(resources: HtmlResources): string[] {
    const rules: string[] = [];
    for (const key of this.classes.keys()) {
      const url = resources.fontUrl(key);
      if (url) rules.push(`@font-face{font-family:${cssString(key)};src:url(${cssString(url)})}`);
    }
    return rules;
  }

  classRules(): string[] {
    return [...this.classes].map(([key, name]) => `.${name}{font-family:${cssString(key)}}`);
  }
}

/** @page size: the first page's size by default, named pages for any other size. */
class PageSizes {
  private first: string | undefined;
  private readonly named = new Map<string, string>();

  classFor(w: string, h: string): string | undefined {
    const size = `${w}pt ${h}pt`;
    if (this.first === undefined) this.first = size;
    if (size === this.first) return undefined;
    let name = this.named.get(size);
    if (!name) {
      name = `larder-size-${this.named.size + 1}`;
      this.named.set(size, name);
    }
    return name;
  }

  pageRules(): string[] {
    const rules = [`@page{size:${this.first ?? 'auto'};margin:0}`];
    for (const [size, name] of this.named) rules.push(`@page ${name}{size:${size};margin:0}`);
    return rules;
  }

  classRules(): string[] {
    return [...this.named.values()].map((name) => `.larder-page.${name}{page:${name}}`);
  }
}

class SvgWriter {
  out = '';
  private clipCount = 0;
  private readonly handlers: ItemHandlers<[number]> = {
    text: (item, alpha) => this.text(item, alpha),
    line: (item, alpha) => this.line(item, alpha),
    rect: (item, alpha) => this.rect(item, alpha),
    ellipse: (item, alpha) => this.ellipse(item, alpha),
    path: (item, alpha) => this.path(item, alpha),
    image: (item, alpha) => this.image(item, alpha),
    group: (item, alpha) => this.group(item, alpha),
  };

  constructor(
    private readonly idPrefix: string,
    private readonly fonts: FontClasses,
    private readonly resources: HtmlResources,
  ) {}

  items(items: DisplayItem[], alpha: number): void {
    for (const item of items) dispatchItem('HTML', this.handlers, item, alpha);
  }

  private text(item: TextItem, alpha: number): void {
    if (item.text === '') return;
    const style: string[] = [];
    if (item.charSpacing) style.push(`letter-spacing:${num(item.charSpacing)}px`);
    if (item.wordSpacing) style.push(`word-spacing:${num(item.wordSpacing)}px`);
    const transform = item.oblique ? matrix([1, 0, -OBLIQUE_SKEW, 1, OBLIQUE_SKEW * item.y, 0]) : undefined;
    this.out +=
      `<text class="${this.fonts.classFor(item.font)}"` +
      attrs({
        x: num(item.x),
        y: num(item.y),
        'font-size': num(item.size),
        fill: item.color,
        'fill-opacity': opacity(combineOpacity(alpha, item.opacity)),
        style: style.length ? style.join(';') : undefined,
        transform,
        'xml:space': 'preserve',
      }) +
      `>${text(item.text)}</text>`;
  }

  private line(item: LineItem, alpha: number): void {
    if (!isVisibleStroke(item.stroke)) return;
    this.out += `<line${attrs({ x1: num(item.x1), y1: num(item.y1), x2: num(item.x2), y2: num(item.y2), ...strokeAttrs(item.stroke, alpha) })}/>`;
  }

  private rect(item: RectItem, alpha: number): void {
    if (!(item.width >= 0 && item.height >= 0)) return;
    this.shape('rect', { x: num(item.x), y: num(item.y), width: num(item.width), height: num(item.height) }, item, alpha);
  }

  private ellipse(item: EllipseItem, alpha: number): void {
    if (!(item.rx >= 0 && item.ry >= 0)) return;
    this.shape('ellipse', { cx: num(item.cx), cy: num(item.cy), rx: num(item.rx), ry: num(item.ry) }, item, alpha);
  }

  private path(item: PathItem, alpha: number): void {
    this.shape('path', { d: item.d, 'fill-rule': 'nonzero' }, item, alpha);
  }

  private image(item: ImageItem, alpha: number): void {
    if (!(item.width > 0 && item.height > 0)) return;
    const url = this.resources.imageUrl ? this.resources.imageUrl(item.ref) : item.ref;
    if (!url || /^\s*javascript:/i.test(url)) return;
    const clip = item.clip ? this.clipPath(item.clip) : undefined;
    if (clip) this.out += `<g clip-path="url(#${clip})">`;
    this.out += `<image${attrs({
      href: url,
      x: num(item.x),
      y: num(item.y),
      width: num(item.width),
      height: num(item.height),
      preserveAspectRatio: 'none',
      opacity: opacity(combineOpacity(alpha, item.opacity)),
    })}/>`;
    if (clip) this.out += '</g>';
  }

  private group(item: GroupItem, alpha: number): void {
    // clip-path on the transformed <g>: the clip box is in the group's own coordinates.
    const clip = item.clip ? this.clipPath(item.clip) : undefined;
    this.out += `<g${attrs({ transform: item.transform ? matrix(item.transform) : undefined, 'clip-path': clip ? `url(#${clip})` : undefined })}>`;
    this.items(item.items, combineOpacity(alpha, item.opacity));
    this.out += '</g>';
  }

  private shape(tag: string, geometry: Record<string, string>, item: { fill?: Fill; stroke?: Stroke }, alpha: number): void {
    const stroked = isVisibleStroke(item.stroke);
    if (!item.fill && !stroked) return;
    const fill = item.fill
      ? { fill: item.fill.color, 'fill-opacity': opacity(combineOpacity(alpha, item.fill.opacity)) }
      : { fill: 'none' };
    this.out += `<${tag}${attrs({ ...geometry, ...fill, ...(stroked ? strokeAttrs(item.stroke!, alpha) : {}) })}/>`;
  }

  /** Emit a clipPath for `box` in place (it renders nothing) and return its document-unique id. */
  private clipPath(box: Box): string {
    const id = `${this.idPrefix}c${++this.clipCount}`;
    this.out += `<clipPath id="${id}"><rect${attrs({ x: num(box.x), y: num(box.y), width: num(box.width), height: num(box.height) })}/></clipPath>`;
    return id;
  }
}

function strokeAttrs(stroke: Stroke, alpha: number): Record<string, string | undefined> {
  const dash = dashPattern(stroke);
  return {
    stroke: stroke.color,
    'stroke-width': num(stroke.width),
    'stroke-opacity': opacity(combineOpacity(alpha, stroke.opacity)),
    'stroke-dasharray': dash ? dash.map(num).join(' ') : undefined,
  };
}

function matrix(m: Matrix): string {
  return `matrix(${m.map(num).join(' ')})`;
}

/** Opacity attribute value; undefined (omitted) when fully opaque. */
function opacity(o: number): string | undefined {
  return o < 1 ? num(o) : undefined;
}

/** Numbers as SVG writes them: finite, at most 6 decimals (transforms carry 6), no -0. */
function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 1e6) / 1e6;
  return String(r === 0 ? 0 : r);
}

function attrs(values: Record<string, string | undefined>): string {
  let s = '';
  for (const [name, value] of Object.entries(values)) if (value !== undefined) s += ` ${name}="${attr(value)}"`;
  return s;
}

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape for a double-quoted attribute value. */
function attr(value: string): string {
  return value.replace(/\0/g, '\uFFFD').replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]);
}

/** Escape for element content. */
function text(value: string): string {
  return value.replace(/\0/g, '\uFFFD').replace(/[&<>]/g, (c) => ATTR_ESCAPES[c]);
}

/**
 * A double-quoted CSS string, safe inside <style>: quotes, backslashes and line breaks are
 * escaped, and `<` too so that no `</style>` can end the style element early.
 */
function cssString(value: string): string {
  return `"${value.replace(/\0/g, '\uFFFD').replace(/["\\<>\n\r\f]/g, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"`;
}
