/**
 * PDF painter: writes page descriptions as vector PDF with pdfkit. Text stays real text in
 * embedded font subsets (selectable and searchable); shapes and paths stay vectors.
 *
 * Works in Node and in browsers/workers: it imports the bare `pdfkit` entry (Node build under
 * Node, browser build in bundles), registers fonts and images from bytes only, and never
 * touches the standard 14 fonts, whose metrics pdfkit would have to load.
 */
import PDFDocument from 'pdfkit';
import type { DisplayItem, EllipseItem, Fill, GroupItem, ImageItem, LineItem, PageDescription, PathItem, RectItem, Stroke, TextItem } from '../page.ts';
import { nominalFont } from './nominal-font.ts';
import type { PdfKitDocument, PdfKitDocumentOptions, PdfKitImage, PdfKitTextOptions } from './pdfkit-doc.ts';
import type { PaintResources } from './resources.ts';
import { OBLIQUE_SKEW, codePointCount, combineOpacity, dashPattern, dispatchItem, isVisibleStroke, type ItemHandlers } from './style.ts';

export interface PdfOptions {
  /** Document title (info Title; viewers show it instead of the file name). */
  title?: string;
  author?: string;
  /** info CreationDate; defaults to the epoch so that the same pages give the same bytes. */
  creationDate?: Date;
}

const OBLIQUE_DEGREES = (Math.atan(OBLIQUE_SKEW) * 180) / Math.PI;

const DEFAULT_CREATION_DATE = new Date(0);

/**
 * Draw `pages` into a new pdfkit document and end it. The returned document is a readable
 * stream of the PDF bytes: pipe it (Node) or collect it with `pdfkit/output` toBytes/toBlob.
 * Throws when a text item names a font that `resources.fonts` does not hold.
 */
export function createPdf(pages: PageDescription[], resources: PaintResources, options: PdfOptions = {}): PDFKit.PDFDocument {
  if (pages.length === 0) throw new RangeError('createPdf: a PDF needs at least one page');
  const info: Record<string, string | Date> = {
    Producer: 'PDFKit',
    Creator: 'larder',
    CreationDate: options.creationDate ?? DEFAULT_CREATION_DATE,
  };
  if (options.title !== undefined) info.Title = options.title;
  if (options.author !== undefined) info.Author = options.author;
  const documentOptions: PdfKitDocumentOptions = {
    autoFirstPage: false,
    font: null,
    // 1.4: the first version with transparency (opacity, soft masks of PNG alpha).
    pdfVersion: '1.4',
    compress: true,
    displayTitle: options.title !== undefined,
    info,
  };
  // @types/pdfkit describes 0.17; PdfKitDocument is the 0.20 surface this module relies on.
  const kit = new PDFDocument(documentOptions as unknown as PDFKit.PDFDocumentOptions);
  const painter = new PdfPainter(kit as unknown as PdfKitDocument, resources);
  for (const page of pages) painter.paintPage(page);
  kit.end();
  return kit;
}

class PdfPainter {
  private readonly registeredFonts = new Set<string>();
  private readonly images = new Map<string, PdfKitImage | null>();
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
    this.items(page.items, 1);
  }

  private items(items: DisplayItem[], alpha: number): void {
    for (const item of items) {
      // Each item in its own graphics state, so colours, opacity and dashes never leak.
      this.doc.save();
      dispatchItem('PDF', this.handlers, item, alpha);
      this.doc.restore();
    }
  }

  private text(item: TextItem, alpha: number): void {
    if (item.text === '') return;
    const doc = this.doc;
    doc.font(this.fontKey(item.font)).fontSize(item.size).fillColor(item.color, translucency(alpha, item.opacity));
    const charSpacing = item.charSpacing ?? 0;
    const options: PdfKitTextOptions = { lineBreak: false, baseline: 'alphabetic' };
    if (charSpacing !== 0) options.characterSpacing = charSpacing;
    if (item.oblique) options.oblique = OBLIQUE_DEGREES;
    const wordSpacing = item.wordSpacing ?? 0;
    if (wordSpacing === 0 || !item.text.includes(' ')) {
      doc.text(item.text, item.x, item.y, options);
      return;
    }
    // PDF word spacing (Tw) does not apply to CID fonts, and pdfkit's emulation collapses and
    // trims whitespace; so draw the run in pieces that each end after one U+0020.
    let x = item.x;
    for (const piece of item.text.split(/(?<= )/)) {
      doc.text(piece, x, item.y, options);
      x += doc.widthOfString(piece) + charSpacing * codePointCount(piece);
      if (piece.endsWith(' ')) x += wordSpacing;
    }
  }

  private line(item: LineItem, alpha: number): void {
    if (!isVisibleStroke(item.stroke)) return;
    this.applyStroke(item.stroke, alpha);
    this.doc.moveTo(item.x1, item.y1).lineTo(item.x2, item.y2).stroke();
  }

  private rect(item: RectItem, alpha: number): void {
    this.shape(() => this.doc.rect(item.x, item.y, item.width, item.height), item.fill, item.stroke, alpha);
  }

  private ellipse(item: EllipseItem, alpha: number): void {
    this.shape(() => this.doc.ellipse(item.cx, item.cy, item.rx, item.ry), item.fill, item.stroke, alpha);
  }

  private path(item: PathItem, alpha: number): void {
    this.shape(() => this.doc.path(item.d), item.fill, item.stroke, alpha);
  }

  private image(item: ImageItem, alpha: number): void {
    if (!(item.width > 0 && item.height > 0)) return; // pdfkit would fall back to the intrinsic size
    const image = this.loadImage(item.ref);
    if (!image) return;
    if (item.clip) this.doc.rect(item.clip.x, item.clip.y, item.clip.width, item.clip.height).clip();
    const opacity = translucency(alpha, item.opacity);
    this.doc.image(image, item.x, item.y, { width: item.width, height: item.height, ...(opacity !== undefined ? { opacity } : {}) });
  }

  private group(item: GroupItem, alpha: number): void {
    if (item.transform) this.doc.transform(...item.transform);
    // The clip box is in the group's own coordinates (after its transform), as in SVG.
    if (item.clip) this.doc.rect(item.clip.x, item.clip.y, item.clip.width, item.clip.height).clip();
    this.items(item.items, combineOpacity(alpha, item.opacity));
  }

  private shape(build: () => void, fill: Fill | undefined, stroke: Stroke | undefined, alpha: number): void {
    const stroked = isVisibleStroke(stroke);
    if (!fill && !stroked) return;
    // Graphics state first: PDF allows no state operators inside a path object.
    if (fill) this.doc.fillColor(fill.color, translucency(alpha, fill.opacity));
    if (stroked) this.applyStroke(stroke, alpha);
    build();
    if (fill && stroked) this.doc.fillAndStroke();
    else if (fill) this.doc.fill('non-zero');
    else this.doc.stroke();
  }

  private applyStroke(stroke: Stroke, alpha: number): void {
    this.doc.lineWidth(stroke.width).strokeColor(stroke.color, translucency(alpha, stroke.opacity));
    const dash = dashPattern(stroke);
    if (dash) this.doc.dash(dash[0], { space: dash[1] });
  }

  private fontKey(key: string): string {
    if (!this.registeredFonts.has(key)) {
      const bytes = this.resources.fonts[key];
      if (!bytes) throw new Error(`PDF painter: font "${key}" is not in resources.fonts`);
      // Glyphs at nominal advances, as the text module measured them (no kerning, no ligatures).
      this.doc.registerFont(key, nominalFont(bytes));
      this.registeredFonts.add(key);
    }
    return key;
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

/** Opacity to set, or undefined when opaque: each item starts opaque in its own graphics state. */
function translucency(alpha: number, own: number | undefined): number | undefined {
  const opacity = combineOpacity(alpha, own);
  return opacity < 1 ? opacity : undefined;
}
