/**
 * A render process: lays one document out at a time and writes its PDF, away from the API's event loop.
 * Its heap is capped by the pool (--max-old-space-size); a document that overruns its time is ended with
 * the process. It ends when the server does (its channel closes).
 */
import { loadTemplate, PaginationError, renderPdf, TemplateError } from '../../../engine/index.ts';
import { createNodeHost } from '../../../host/node.ts';
import type { RenderAnswer, RenderFailure, RenderJob } from './protocol.ts';

class TooManyPages extends Error {}

/** Images only from data URLs and public/: the server fetches nothing and reads no other file for a template's author. */
const host = createNodeHost();

async function render(job: RenderJob): Promise<RenderAnswer> {
  let template;
  try {
    template = loadTemplate(job.template);
  } catch (error) {
    if (error instanceof TemplateError) return failed(job, { code: 'TEMPLATE_INVALID', detail: error.message.split('\n').join('; ') });
    throw error;
  }
  try {
    let pages = 0;
    const { pageCount, diagnostics, writer } = await renderPdf(host, template, job.data, {
      title: job.title,
      author: job.author,
      now: job.now,
      timezoneOffset: job.timezoneOffset,
      mode: 'print',
      userCode: job.userCode,
      onPage: () => {
        if (pages++ >= job.maxPages) throw new TooManyPages();
      },
    });
    if (pageCount === 0) return failed(job, { code: 'NO_PAGES' });
    const chunks: Uint8Array[] = [];
    for await (const chunk of writer.end() as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const pdf = new Uint8Array(Buffer.concat(chunks));
    return { id: job.id, ok: true, pdf, pageCount, diagnostics };
  } catch (error) {
    if (error instanceof TooManyPages) return failed(job, { code: 'TOO_MANY_PAGES', max: job.maxPages });
    if (error instanceof PaginationError) return failed(job, { code: 'LAYOUT_FAILED', detail: error.message });
    throw error;
  }
}

const failed = (job: RenderJob, failure: RenderFailure): RenderAnswer => ({ id: job.id, ok: false, failure });

if (!process.send) throw new Error('a render process is started by the render pool (src/server/render/pool.ts)');

process.on('message', (job: RenderJob) => {
  render(job)
    .catch((error: unknown): RenderAnswer => failed(job, { code: 'FAILED', detail: error instanceof Error ? error.message : String(error) }))
    .then((answer) => process.send!(answer));
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
