/**
 * Display items to PDF content operators, one page at a time, written straight into the
 * page's content stream of a pdfkit PDFDocument.
 *
 * pdfkit's drawing API writes one operator per call and wraps every text run in a save,
 * a transform and a layout pass; a delivery note has hundreds of items per page. So this
 * painter builds each page's operators as one string, keeps track of the graphics state it
 * has set (colours, opacity, line width, dash, font, character spacing) to set only what
 * changes, keeps consecutive text runs in one text object, and asks pdfkit only for what
 * involves objects: fonts (subsets, widths, ToUnicode), opacity dictionaries and images.
 *
 * Coordinates: pdfkit starts every page with a y-down transform, so the page description's
 * numbers are written as they are; text is flipped upright by its text matrix.
 */
import type { DisplayItem, EllipseItem, Fill, GroupItem, ImageItem, LineItem, PageDescription, PathItem, RectItem, Stroke, TextItem } from '../page.ts';
import { tracePath } from './path-data.ts';
import { GlyphEncoder, fixed, parsedFont } from './pdf-fonts.ts';
import type { PdfKitDocument, PdfKitImage, PdfKitRef } from './pdfkit-doc.ts';
import type { PaintResources } from './resources.ts';
import { OBLIQUE_SKEW, combineOpacity, dashPattern, dispatchItem, isVisibleStroke, type ItemHandlers } from './style.ts';

/** Graphics state this painter has set in the content stream (saved and restored with q/Q). */
interface GraphicsState {
  /** `r g b` operands, or '' when not set on this page yet. */
  fill: string;
  stroke: string;
  fillAlpha: number;
  strokeAlpha: number;
  lineWidth: number;
  /** Dash operands, '' for solid. */
  dash: string;
  /** Font resource name and size of Tf, '' when not set. */
  font: string;
  size: number;
  charSpacing: number;
}

const PAGE_START: GraphicsState = { fill: '', stroke: '', fillAlpha: 1, strokeAlpha: 1, lineWidth: 1, dash: '', font: '', size: 0, charSpacing: 0 };
/** A slot's form inherits the state of the page where it is drawn, which is not known when it is filled: set everything. */
const UNKNOWN_STATE: GraphicsState = { fill: '', stroke: '', fillAlpha: NaN, strokeAlpha: NaN, lineWidth: NaN, dash: '\u0000', font: '', size: NaN, charSpacing: NaN };

/** A slot drawn on a page (a form XObject) whose content comes later. */
interface Slot {
  form: PdfKitRef;
  resources: { Font: Record<string, PdfKitRef>; ExtGState: Record<string, PdfKitRef>; XObject: Record<string, PdfKitRef> };
  /** Opacity inherited from the groups around the slot. */
  alpha: number;
}

/** Bezier control distance of a quarter ellipse (the same curve pdfkit and canvas draw). */
const KAPPA = (4 * (Math.SQRT2 - 1)) / 3;

const encoder = new TextEncoder();

export class PdfPainter {
  private readonly encoders = new Map<string, GlyphEncoder>();
  private readonly images = new Map<string, PdfKitImage | null>();
  /** Opacity dictionaries by `ca<value>` / `CA<value>`. */
  private readonly alphas = new Map<string, { name: string; ref: PdfKitRef }>();
  private readonly colors = new Map<string, string>();
  private state: GraphicsState = { ...PAGE_START };
  private out = '';
  private inText = false;
  /** Index (PageDescription.index) of the page being painted, and the slots waiting for content by page and name. */
  private pageIndex = 0;
  private pageSize: [number, number] = [0, 0];
  private filling = false;
  private readonly slots = new Map<string, Slot>();
  private slotCount = 0;
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
    private readonly doc: PdfKitDocument,
    private readonly resources: PaintResources,
  ) {}

  paintPage(page: PageDescription): void {
    this.doc.addPage({ size: [page.width, page.height], margin: 0 });
    this.pageIndex = page.index;
    this.pageSize = [page.width, page.height];
    this.state = { ...PAGE_START };
    this.out = '';
    this.inText = false;
    try {
      this.items(page.items, 1);
    } finally {
      // Even a page that failed halfway gets well-formed content: the document stays readable.
      this.endText();
      this.flush();
    }
  }

  /**
   * Draw the items of slot `slot` of page `index` (a page already written) into the form
   * kept for it. Unknown slots are an error; each slot is filled once.
   */
  fillSlot(index: number, slot: string, items: DisplayItem[]): void {
    const key = slotKey(index, slot);
    const entry = this.slots.get(key);
    if (!entry) throw new Error(`PDF painter: page ${index} has no slot "${slot}" waiting`);
    this.slots.delete(key);
    const { page } = this.doc;
    const { state, out, inText } = this;
    // Painted as a page would be, into the form's stream and resources.
    this.doc.page = { write: (chunk) => entry.form.write(chunk), fonts: entry.resources.Font, ext_gstates: entry.resources.ExtGState, xobjects: entry.resources.XObject };
    this.state = { ...UNKNOWN_STATE };
    this.out = '';
    this.inText = false;
    this.filling = true;
    try {
      this.items(items, entry.alpha);
    } finally {
      this.endText();
      this.flush();
      endForm(entry.form);
      this.state = state;
      this.out = out;
      this.inText = inText;
      this.filling = false;
      this.doc.page = page;
    }
  }

  /** Slots never filled draw nothing: their forms are closed empty so the document can end. */
  closeSlots(): void {
    for (const entry of this.slots.values()) endForm(entry.form);
    this.slots.clear();
  }

  /** An empty group standing for items that come later: a form drawn here, written when filled. */
  private slot(name: string, alpha: number): void {
    this.endText();
    const key = slotKey(this.pageIndex, name);
    if (this.filling) throw new Error(`PDF painter: a slot's items hold another slot "${name}"`);
    if (this.slots.has(key)) throw new Error(`PDF painter: page ${this.pageIndex} has two slots "${name}"`);
    const resources: Slot['resources'] = { Font: {}, ExtGState: {}, XObject: {} };
    const [width, height] = this.pageSize;
    // The bounding box clips the form: the whole page and as much around it (print offsets).
    const form = this.doc.ref({ Type: 'XObject', Subtype: 'Form', BBox: [-width, -height, 2 * width, 2 * height], Resources: resources });
    const id = `Sl${++this.slotCount}`;
    this.doc.page.xobjects[id] = form;
    this.out += `/${id} Do\n`;
    this.slots.set(key, { form, resources, alpha });
  }

  private items(items: DisplayItem[], alpha: number): void {
    for (const item of items) dispatchItem('PDF', this.handlers, item, alpha);
  }

  private text(item: TextItem, alpha: number): void {
    if (item.text === '') return;
    const font = this.encoder(item.font);
    const s = this.state;
    if (!this.inText) {
      this.out += 'BT\n';
      this.inText = true;
    }
    this.setFill(item.color, combineOpacity(alpha, item.opacity));
    if (s.font !== font.id || s.size !== item.size) {
      const fonts = this.doc.page.fonts;
      if (fonts[font.id] === undefined) fonts[font.id] = font.embedded.ref();
      this.out += `/${font.id} ${fixed(item.size)} Tf\n`;
      s.font = font.id;
      s.size = item.size;
    }
    const charSpacing = item.charSpacing ?? 0;
    if (s.charSpacing !== charSpacing) {
      this.out += `${fixed(charSpacing)} Tc\n`;
      s.charSpacing = charSpacing;
    }
    // The text matrix flips glyphs upright in the y-down page space; oblique shears them.
    const shear = item.oblique ? OBLIQUE_SKEW : 0;
    this.out += `1 0 ${shear} -1 ${fixed(item.x)} ${fixed(item.y)} Tm\n${font.show(item.text, item.size, item.wordSpacing ?? 0)}\n`;
  }

  private line(item: LineItem, alpha: number): void {
    if (!isVisibleStroke(item.stroke)) return;
    this.endText();
    this.setStroke(item.stroke, alpha);
    this.out += `${fixed(item.x1)} ${fixed(item.y1)} m ${fixed(item.x2)} ${fixed(item.y2)} l S\n`;
  }

  private rect(item: RectItem, alpha: number): void {
    this.shape(`${fixed(item.x)} ${fixed(item.y)} ${fixed(item.width)} ${fixed(item.height)} re`, item.fill, item.stroke, alpha);
  }

  private ellipse(item: EllipseItem, alpha: number): void {
    const { cx, cy, rx, ry } = item;
    const ox = rx * KAPPA;
    const oy = ry * KAPPA;
    const x0 = cx - rx;
    const x1 = cx + rx;
    const y0 = cy - ry;
    const y1 = cy + ry;
    const c = (a: number, b: number, c2: number, d: number, e: number, f: number) =>
      `${fixed(a)} ${fixed(b)} ${fixed(c2)} ${fixed(d)} ${fixed(e)} ${fixed(f)} c`;
    const d = [
      `${fixed(x0)} ${fixed(cy)} m`,
      c(x0, cy - oy, cx - ox, y0, cx, y0),
      c(cx + ox, y0, x1, cy - oy, x1, cy),
      c(x1, cy + oy, cx + ox, y1, cx, y1),
      c(cx - ox, y1, x0, cy + oy, x0, cy),
      'h',
    ].join('\n');
    this.shape(d, item.fill, item.stroke, alpha);
  }

  private path(item: PathItem, alpha: number): void {
    if (!item.fill && !isVisibleStroke(item.stroke)) return;
    // Traced in full before anything is written: a malformed path throws with the page intact.
    let d = '';
    tracePath(item.d, {
      moveTo: (x, y) => (d += `${fixed(x)} ${fixed(y)} m\n`),
      lineTo: (x, y) => (d += `${fixed(x)} ${fixed(y)} l\n`),
      bezierCurveTo: (a, b, c, e, x, y) => (d += `${fixed(a)} ${fixed(b)} ${fixed(c)} ${fixed(e)} ${fixed(x)} ${fixed(y)} c\n`),
      closePath: () => (d += 'h\n'),
    });
    if (d !== '') this.shape(d.trimEnd(), item.fill, item.stroke, alpha);
  }

  private image(item: ImageItem, alpha: number): void {
    if (!(item.width > 0 && item.height > 0)) return; // pdfkit would fall back to the intrinsic size
    const image = this.loadImage(item.ref);
    if (!image) return;
    this.endText();
    const clip = item.clip;
    if (clip) this.out += `q\n${fixed(clip.x)} ${fixed(clip.y)} ${fixed(clip.width)} ${fixed(clip.height)} re W n\n`;
    // pdfkit embeds the image and draws it inside its own q/Q, so the tracked state holds.
    this.flush();
    const opacity = combineOpacity(alpha, item.opacity);
    this.doc.image(image, item.x, item.y, { width: item.width, height: item.height, ...(opacity < 1 ? { opacity } : {}) });
    if (clip) this.out += 'Q\n';
  }

  private group(item: GroupItem, alpha: number): void {
    if (item.slot !== undefined && item.items.length === 0) {
      this.slot(item.slot, combineOpacity(alpha, item.opacity));
      return;
    }
    this.endText();
    const saved = { ...this.state };
    this.out += 'q\n';
    if (item.transform) this.out += `${item.transform.map(precise).join(' ')} cm\n`;
    // The clip box is in the group's own coordinates (after its transform), as in SVG.
    if (item.clip) this.out += `${fixed(item.clip.x)} ${fixed(item.clip.y)} ${fixed(item.clip.width)} ${fixed(item.clip.height)} re W n\n`;
    this.items(item.items, combineOpacity(alpha, item.opacity));
    this.endText();
    this.out += 'Q\n';
    this.state = saved;
  }

  /** Fill and/or stroke the path `d` (operators without the painting operator). */
  private shape(d: string, fill: Fill | undefined, stroke: Stroke | undefined, alpha: number): void {
    const stroked = isVisibleStroke(stroke);
    if (!fill && !stroked) return;
    this.endText();
    // Graphics state first: PDF allows no state operators inside a path object.
    if (fill) this.setFill(fill.color, combineOpacity(alpha, fill.opacity));
    if (stroked) this.setStroke(stroke, alpha);
    this.out += `${d} ${fill && stroked ? 'B' : fill ? 'f' : 'S'}\n`;
  }

  private setFill(color: string, alpha: number): void {
    const rgb = this.rgb(color);
    const s = this.state;
    if (s.fill !== rgb) {
      this.out += `${rgb} rg\n`;
      s.fill = rgb;
    }
    if (s.fillAlpha !== alpha) {
      this.out += `/${this.alpha('ca', alpha)} gs\n`;
      s.fillAlpha = alpha;
    }
  }

  private setStroke(stroke: Stroke, alpha: number): void {
    const s = this.state;
    const rgb = this.rgb(stroke.color);
    if (s.stroke !== rgb) {
      this.out += `${rgb} RG\n`;
      s.stroke = rgb;
    }
    const a = combineOpacity(alpha, stroke.opacity);
    if (s.strokeAlpha !== a) {
      this.out += `/${this.alpha('CA', a)} gs\n`;
      s.strokeAlpha = a;
    }
    if (s.lineWidth !== stroke.width) {
      this.out += `${fixed(stroke.width)} w\n`;
      s.lineWidth = stroke.width;
    }
    const pattern = dashPattern(stroke);
    const dash = pattern ? `${fixed(pattern[0])} ${fixed(pattern[1])}` : '';
    if (s.dash !== dash) {
      this.out += `[${dash}] 0 d\n`;
      s.dash = dash;
    }
  }

  private endText(): void {
    if (this.inText) {
      this.out += 'ET\n';
      this.inText = false;
    }
  }

  /** Hand the operators built so far to the page's content stream. */
  private flush(): void {
    if (this.out !== '') {
      this.doc.page.write(encoder.encode(this.out));
      this.out = '';
    }
  }

  /** `r g b` operands of a `#rrggbb` (or `#rgb`) colour; anything else is black. */
  private rgb(color: string): string {
    let rgb = this.colors.get(color);
    if (rgb === undefined) {
      let hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color)?.[1] ?? '000000';
      if (hex.length === 3) hex = hex.replace(/./g, '$&$&');
      const n = parseInt(hex, 16);
      rgb = `${fixed((n >> 16) / 255)} ${fixed(((n >> 8) & 255) / 255)} ${fixed((n & 255) / 255)}`;
      this.colors.set(color, rgb);
    }
    return rgb;
  }

  /** Name of the ExtGState that sets fill (`ca`) or stroke (`CA`) opacity, listed on this page. */
  private alpha(key: 'ca' | 'CA', value: number): string {
    const v = Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;
    let entry = this.alphas.get(key + v);
    if (!entry) {
      const ref = this.doc.ref({ Type: 'ExtGState', [key]: v });
      ref.end();
      entry = { name: `Ga${this.alphas.size + 1}`, ref };
      this.alphas.set(key + v, entry);
    }
    const states = this.doc.page.ext_gstates;
    if (states[entry.name] === undefined) states[entry.name] = entry.ref;
    return entry.name;
  }

  private encoder(key: string): GlyphEncoder {
    let enc = this.encoders.get(key);
    if (!enc) {
      const bytes = this.resources.fonts[key];
      if (!bytes) throw new Error(`PDF painter: font "${key}" is not in resources.fonts`);
      const font = parsedFont(bytes);
      this.doc.registerFont(key, font).font(key);
      enc = new GlyphEncoder(font, this.doc._font!);
      this.encoders.set(key, enc);
    }
    return enc;
  }

  /** Embedded once per document; missing or undecodable bytes draw nothing. */
  private loadImage(ref: string): PdfKitImage | null {
    let image = this.images.get(ref);
    if (image === undefined) {
      const bytes = this.resources.images?.[ref];
      image = null;
      if (bytes) {
        try {
          image = this.doc.openImage(bytes);
        } catch {
          image = null;
        }
      }
      this.images.set(ref, image);
    }
    return image;
  }
}

const slotKey = (index: number, slot: string) => `${index}\u0000${slot}`;

/** A form is a stream even when nothing was drawn into it: one newline keeps it one. */
function endForm(form: PdfKitRef): void {
  form.write('');
  form.end();
}

/** Transform matrix entries: rotations need more than 3 decimals. */
function precise(n: number): string {
  const r = Math.round(n * 1e6) / 1e6;
  return r === 0 ? '0' : String(r);
}
