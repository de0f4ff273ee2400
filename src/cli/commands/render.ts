/** `larder render`: template + data -> PDF (and/or HTML) on disk. */
import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FONT_FILES, type PageDescription, pagesToHtml } from '../../../engine/index.ts';
import { PUBLIC_DIR } from '../../../host/node.ts';
import { parseCommandArgs } from '../args.ts';
import { openFile, paginateFile, renderFile } from '../document.ts';
import { CliError } from '../errors.ts';
import { displayPath } from '../files.ts';
import { LAYOUT_OPTIONS, layoutRequest, reportDiagnostics } from './common.ts';
import { RENDER_USAGE } from '../usage.ts';

export async function render(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...LAYOUT_OPTIONS,
    out: { type: 'string', short: 'o' },
    html: { type: 'string' },
  });
  if (values.help) {
    process.stdout.write(`${RENDER_USAGE}\n`);
    return 0;
  }
  const request = layoutRequest('render', positionals, values);
  const started = performance.now();
  const file = await openFile(request);
  const pdfOut = values.out ?? (values.html === undefined ? `${basename(request.templateFile, extname(request.templateFile))}.pdf` : undefined);

  // Pages go to the PDF writer as pagination emits them; only HTML needs them all at once.
  const pages: PageDescription[] | undefined = values.html !== undefined ? [] : undefined;
  const keep = (page: PageDescription) => pages?.push(page);
  const rendered = pdfOut !== undefined ? await renderFile(file, request, documentTitle(file.template.panels[0]?.name, request.templateFile), keep) : undefined;
  const { pageCount, diagnostics } = rendered ?? (await paginateFile(file, request, keep));
  const writer = rendered?.writer;
  reportDiagnostics(diagnostics);

  const written: string[] = [];
  if (writer && pdfOut !== undefined) {
    if (pageCount === 0) throw new CliError(`${displayPath(request.templateFile)}: the template has no pages to write`);
    // The file is created only once layout has succeeded: a failed render leaves none behind.
    await pipeline(writer.end(), createWriteStream(pdfOut)).catch((error: NodeJS.ErrnoException) => {
      throw new CliError(`${pdfOut}: cannot write (${error.code ?? error.message})`);
    });
    written.push(pdfOut);
  }
  if (values.html !== undefined) {
    const htmlDir = dirname(resolve(values.html));
    const html = pagesToHtml(pages!, {
      fontUrl: (key) => urlFrom(htmlDir, join(PUBLIC_DIR, FONT_FILES[key as keyof typeof FONT_FILES] ?? `fonts/${key}.ttf`)),
      imageUrl: (ref) => ref,
    });
    await writeFile(values.html, html).catch((error: NodeJS.ErrnoException) => {
      throw new CliError(`${values.html}: cannot write (${error.code ?? error.message})`);
    });
    written.push(values.html);
  }
  const ms = Math.round(performance.now() - started);
  process.stderr.write(`${pageCount} page${pageCount === 1 ? '' : 's'} in ${ms} ms -> ${written.map(displayPath).join(', ')}\n`);
  return 0;
}

function documentTitle(panelName: string | undefined, templateFile: string): string {
  return panelName && panelName.trim() !== '' ? panelName : basename(templateFile, extname(templateFile));
}

/** A relative URL from the HTML file's folder to a file, so the HTML opens from disk. */
function urlFrom(fromDir: string, file: string): string {
  return relative(fromDir, file).split(sep).map(encodeURIComponent).join('/');
}
