/**
 * The part of pdfkit 0.20's PDFDocument that the PDF painter uses, typed as 0.20 behaves.
 * @types/pdfkit (0.17) lags behind: it has no `font: null`, no parsed fontkit fonts in
 * registerFont, no Uint8Array image source, no `openImage` and no image opacity.
 *
 * The painter writes content operators itself, so it also reaches the lower level pdfkit
 * documents in its source: the current page's content stream and resource dictionaries,
 * indirect objects (`ref`), and the embedded font's subset, widths and unicode arrays.
 */
import type { Font } from 'fontkit';

/** A decoded image, embedded once and drawn any number of times. */
export interface PdfKitImage {
  width: number;
  height: number;
}

export interface PdfKitDocumentOptions {
  autoFirstPage: false;
  /** null: load no default font (the standard 14 fonts need metric files). */
  font: null;
  pdfVersion: '1.4';
  compress: boolean;
  displayTitle?: boolean;
  info: Record<string, string | Date>;
}

/** An indirect object; `write` adds to its stream, `end()` writes it to the output. */
export interface PdfKitRef {
  write(chunk: Uint8Array | string): void;
  end(chunk?: Uint8Array | string): void;
}

/**
 * The page being drawn (pdfkit's PDFPage). The painter stands in an object of this shape
 * for it while it paints a form (a slot).
 */
export interface PdfKitPage {
  /** Append to the page's content stream; a string gets a newline appended. */
  write(chunk: Uint8Array | string): void;
  /** Resource dictionaries, by resource name. */
  readonly fonts: Record<string, PdfKitRef>;
  readonly ext_gstates: Record<string, PdfKitRef>;
  readonly xobjects: Record<string, PdfKitRef>;
}

/** pdfkit's EmbeddedFont: what `embed()` reads when the document ends. */
export interface PdfKitEmbeddedFont {
  /** Resource name (`F1` ...). */
  id: string;
  /** fontkit subset: original glyph id -> subset glyph id, adding it on first use. */
  subset: { includeGlyph(glyphId: number): number };
  /** Advance per subset glyph id, in thousandths of an em (the W array). */
  widths: number[];
  /** Code points per subset glyph id (the ToUnicode map). */
  unicode: number[][];
  /** 1000 / unitsPerEm. */
  scale: number;
  /** The font dictionary, created on first use. */
  ref(): PdfKitRef;
}

export interface PdfKitDocument {
  info: Record<string, string | Date>;
  /** The current page. */
  page: PdfKitPage;
  /** The current font (set by `font`). */
  _font: PdfKitEmbeddedFont | null;
  ref(data: Record<string, unknown>): PdfKitRef;
  addPage(options: { size: [number, number]; margin: number }): this;
  registerFont(name: string, src: Font): this;
  font(name: string): this;
  save(): this;
  restore(): this;
  openImage(src: Uint8Array): PdfKitImage;
  image(src: PdfKitImage, x: number, y: number, options: { width: number; height: number; opacity?: number }): this;
  end(): void;
}
