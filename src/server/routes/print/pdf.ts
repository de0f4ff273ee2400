/** POST /print/templates/:id/pdf {data}: the template rendered against the data, streamed as a PDF. */
import type { FastifyInstance } from 'fastify';
import { templatePdf } from '../../../contract/routes/print.ts';
import { PERMS } from '../../auth/perms.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { findVisibleTemplate } from './access.ts';
import { renderPdf } from './render.ts';

/** Print data per request, as JSON text: a delivery note of some thousand lines fits well inside. */
export const MAX_PRINT_DATA_BYTES = 1024 * 1024;

export default async function pdfRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, templatePdf, { config: { perm: PERMS.templateList } }, async (request, reply) => {
    const row = await findVisibleTemplate(app.db, request.params.id, request.user!);
    const data = request.body.data ?? {};
    const size = Buffer.byteLength(JSON.stringify(data));
    if (size > MAX_PRINT_DATA_BYTES) fail('PRINT_DATA_TOO_LARGE', { max: `${MAX_PRINT_DATA_BYTES / 1024 / 1024} MB` });
    const now = Date.now();
    const pdf = await renderPdf(app, reply, row.body, data, {
      title: row.name,
      now,
      timezoneOffset: request.body.timezoneOffset ?? -new Date(now).getTimezoneOffset(),
    });
    if (pdf.diagnostics.length > 0) request.log.info({ template: row.id, diagnostics: pdf.diagnostics.slice(0, 20) }, 'print: layout diagnostics');
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.name)}.pdf`)
      .header('x-page-count', String(pdf.pageCount))
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf.pdf.buffer, pdf.pdf.byteOffset, pdf.pdf.byteLength));
  });
}
