/**
 * The PDF writer as the engine's door offers it: pdf.ts, and pdfkit with it, is imported on
 * the first call, so an app bundle that paints on canvas and never writes a PDF on the main
 * thread does not carry pdfkit (the layout worker's bundle does).
 */
import type { PdfOptions, PdfWriter } from './pdf.ts';
import type { PaintResources } from './resources.ts';

/** Start a PDF whose pages are added one at a time (see createPdfWriter in pdf.ts). */
export async function openPdfWriter(resources: PaintResources, options: PdfOptions = {}): Promise<PdfWriter> {
  const { createPdfWriter } = await import('./pdf.ts');
  return createPdfWriter(resources, options);
}
