/**
 * The part of pdfkit 0.20's PDFDocument that the PDF painter uses, typed as 0.20 behaves.
 * @types/pdfkit (0.17) lags behind: it has no `font: null`, no parsed fontkit fonts in
 * registerFont, no Uint8Array image source, no `openImage` and no image opacity.
 */
import type { Font } from 'fontkit';

export interface PdfKitTextOptions {
  lineBreak: false;
  baseline: 'alphabetic';
  characterSpacing?: number;
  oblique?: boolean | number;
}

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

export interface PdfKitDocument {
  info: Record<string, string | Date>;
  addPage(options: { size: [number, number]; margin: number }): this;
  registerFont(name: string, src: Font): this;
  font(name: string): this;
  fontSize(size: number): this;
  text(text: string, x: number, y: number, options: PdfKitTextOptions): this;
  widthOfString(text: string): number;
  fillColor(color: string, opacity?: number): this;
  strokeColor(color: string, opacity?: number): this;
  lineWidth(width: number): this;
  dash(length: number, options: { space: number }): this;
  save(): this;
  restore(): this;
  transform(a: number, b: number, c: number, d: number, e: number, f: number): this;
  rect(x: number, y: number, width: number, height: number): this;
  ellipse(cx: number, cy: number, rx: number, ry: number): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  path(d: string): this;
  fill(rule?: 'non-zero' | 'even-odd'): this;
  stroke(): this;
  fillAndStroke(): this;
  clip(): this;
  openImage(src: Uint8Array): PdfKitImage;
  image(src: PdfKitImage, x: number, y: number, options: { width: number; height: number; opacity?: number }): this;
  end(): void;
}
