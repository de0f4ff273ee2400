/** Render a stored template against data into a PDF with the engine, with the limits a shared server needs. */
import { loadTemplate } from '../../../../engine/load/load.ts';
import { TemplateError } from '../../../../engine/model/errors.ts';
import { createPdfWriter } from '../../../../engine/paint/pdf.ts';
import { PaginationError } from '../../../../engine/paginate/paginate.ts';
import type { Diagnostic } from '../../../../engine/context.ts';
import { loadFonts } from '../../../node/fonts.ts';
import { loadImages } from '../../../node/images.ts';
import { paginateDocument } from '../../../node/layout.ts';
import { fail } from '../../errors.ts';

/** Pages one request may produce: pagination runs on the event loop, and the PDF is held until sent. */
export const MAX_PDF_PAGES = 2000;

export interface RenderedPdf {
  /** The PDF bytes as a readable stream, complete (the document is ended). */
  stream: PDFKit.PDFDocument;
  pageCount: number;
  diagnostics: Diagnostic[];
}

class TooManyPages extends Error {}

/**
 * Lay the template out against `data` and write the PDF. Images come only from data URLs and public/:
 * the server fetches nothing and reads no other file on a template author's behalf.
 * Template and pagination problems answer as business errors with the engine's message.
 */
export async function renderPdf(
  body: unknown,
  data: unknown,
  options: { title: string; now: number; timezoneOffset: number; maxPages?: number },
): Promise<RenderedPdf> {
  let template;
  try {
    template = loadTemplate(body);
  } catch (error) {
    if (error instanceof TemplateError) fail('PRINT_TEMPLATE_INVALID', { detail: error.message.split('\n').join('; ') });
    throw error;
  }
  const maxPages = options.maxPages ?? MAX_PDF_PAGES;
  const [fonts, images] = await Promise.all([loadFonts(), loadImages(body, data)]);
  const writer = createPdfWriter({ fonts: fonts.files, images: images.bytes }, { title: options.title, creationDate: new Date(options.now) });
  try {
    const { pageCount, diagnostics } = await paginateDocument(
      template,
      data,
      { fonts, images },
      { now: options.now, timezoneOffset: options.timezoneOffset, mode: 'print' },
      (page) => {
        if (writer.pageCount >= maxPages) throw new TooManyPages();
        writer.addPage(page);
      },
    );
    if (pageCount === 0) fail('PRINT_NO_PAGES');
    return { stream: writer.end(), pageCount, diagnostics };
  } catch (error) {
    if (error instanceof TooManyPages) fail('PRINT_TOO_MANY_PAGES', { max: maxPages });
    if (error instanceof PaginationError) fail('PRINT_LAYOUT_FAILED', { detail: error.message });
    throw error;
  }
}
