/** `larder paginate`: page count and items per page, for scripts (--json) and people. */
import { parseCommandArgs } from '../args.ts';
import { layoutFile } from '../document.ts';
import { LAYOUT_OPTIONS, layoutRequest, reportDiagnostics } from './common.ts';
import { PAGINATE_USAGE } from '../usage.ts';

export async function paginateCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...LAYOUT_OPTIONS,
    json: { type: 'boolean' },
    pages: { type: 'boolean' },
  });
  if (values.help) {
    process.stdout.write(`${PAGINATE_USAGE}\n`);
    return 0;
  }
  const doc = await layoutFile(layoutRequest('paginate', positionals, values));
  const items = doc.pages.map((page) => page.items.length);
  if (values.json || values.pages) {
    const out: Record<string, unknown> = { pages: doc.pages.length, items, diagnostics: doc.diagnostics };
    if (values.pages) out.pageDescriptions = doc.pages;
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return 0;
  }
  reportDiagnostics(doc.diagnostics);
  process.stdout.write(`${doc.pages.length} pages in ${Math.round(doc.layoutMs)} ms\n`);
  items.forEach((n, i) => process.stdout.write(`  page ${i + 1}: ${n} items\n`));
  return 0;
}
