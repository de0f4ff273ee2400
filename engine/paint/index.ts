export { createPdf, createPdfWriter } from './pdf.ts';
export type { PdfOptions, PdfWriter } from './pdf.ts';
export { paintPage } from './canvas.ts';
export type { Canvas2DLike, CanvasResources, Path2DConstructorLike } from './canvas.ts';
export { pagesToHtml } from './html.ts';
export type { HtmlOptions, HtmlResources } from './html.ts';
export type { PaintResources } from './resources.ts';
export { OBLIQUE_SKEW, UnknownItemError, dashPattern } from './style.ts';
