/** Render a stored template against data into a PDF, in a render process (render/pool.ts), with the limits a shared server needs. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Diagnostic } from '../../../../engine/index.ts';

/** Pages one request may produce: the PDF is held until sent. */
export const MAX_PDF_PAGES = 2000;

export interface RenderedPdf {
  pdf: Uint8Array;
  pageCount: number;
  diagnostics: Diagnostic[];
}

/**
 * Lay the template out against `data` and write the PDF in a render process. Template and pagination
 * problems, overruns and crashes answer as the catalogue's errors; when the client goes away before the
 * document is done, its thread is stopped.
 */
export async function renderPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  body: unknown,
  data: unknown,
  options: { title: string; now: number; timezoneOffset: number; maxPages?: number },
): Promise<RenderedPdf> {
  const gone = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) gone.abort();
  };
  reply.raw.once('close', onClose);
  try {
    const { pdf, pageCount, diagnostics } = await app.renders.render(
      { template: body, data, title: options.title, now: options.now, timezoneOffset: options.timezoneOffset, maxPages: options.maxPages ?? MAX_PDF_PAGES, userCode: true },
      gone.signal,
    );
    return { pdf, pageCount, diagnostics };
  } finally {
    reply.raw.off('close', onClose);
  }
}
