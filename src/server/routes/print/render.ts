/** Render a stored template against data into a PDF with the engine, with the limits a shared server needs. */
import { type Diagnostic, loadTemplate, PaginationError, renderPdf as renderDocumentPdf, TemplateError } from '../../../../engine/index.ts';
import { createNodeHost } from '../../../../host/node.ts';
import { fail } from '../../http/errors.ts';

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
  try {
    let pages = 0;
    const { pageCount, diagnostics, writer } = await renderDocumentPdf(createNodeHost(), template, data, {
      title: options.title,
      now: options.now,
      timezoneOffset: options.timezoneOffset,
      mode: 'print',
      onPage: () => {
        if (pages++ >= maxPages) throw new TooManyPages();
      },
    });
    if (pageCount === 0) fail('PRINT_NO_PAGES');
    return { stream: writer.end(), pageCount, diagnostics };
  } catch (error) {
    if (error instanceof TooManyPages) fail('PRINT_TOO_MANY_PAGES', { max: maxPages });
    if (error instanceof PaginationError) fail('PRINT_LAYOUT_FAILED', { detail: error.message });
    throw error;
  }
}
