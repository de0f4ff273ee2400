/**
 * Page ranges and copies applied to the PDF itself, for the spool, where no printer applies them.
 * The pages chosen are those CUPS would print: its pdftopdf filter treats page-ranges as a set,
 * so the selected pages come out in document order, each once, however the ranges were written.
 */
import { PDFDocument, PDFName, type PDFRef } from 'pdf-lib';
import { PrintError } from './errors.ts';
import type { JobSettings } from './payload.ts';

/**
 * The 0-based page indexes of the output: the selected pages of a `pageCount`-page document,
 * repeated `copies` times (collated). `ranges` is the checked lp syntax ("1-3,5", 1-based); a range
 * partly past the last page is clipped, one wholly past it throws PAGE_RANGE.
 */
export function pagePlan(ranges: string | undefined, copies: number, pageCount: number): number[] {
  const selected = new Set<number>();
  if (ranges === undefined) {
    for (let page = 1; page <= pageCount; page += 1) selected.add(page);
  } else {
    for (const range of ranges.split(',')) {
      const [from, to = from] = range.split('-').map(Number) as [number, number?];
      if (from > pageCount) throw new PrintError('PAGE_RANGE', { range, pages: pageCount });
      for (let page = from; page <= Math.min(to, pageCount); page += 1) selected.add(page);
    }
  }
  const once = [...selected].sort((a, b) => a - b).map((page) => page - 1);
  return Array.from({ length: copies }, () => once).flat();
}

/**
 * The job's PDF with its page ranges and copies applied. A job with neither gets its bytes back
 * untouched, without parsing them, and so does one whose plan keeps every page once in order.
 */
export async function applyPageSelection(bytes: Buffer, settings: Pick<JobSettings, 'pageRanges' | 'copies'>): Promise<Buffer> {
  if (settings.pageRanges === undefined && settings.copies <= 1) return bytes;
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    throw new PrintError('PRINT_FAILED', { detail: `the PDF could not be read to apply page ranges and copies (${(error as Error).message})` });
  }
  const plan = pagePlan(settings.pageRanges, settings.copies, source.getPageCount());
  if (plan.length === source.getPageCount() && plan.every((page, i) => page === i)) return bytes;
  const output = await PDFDocument.create({ updateMetadata: false });
  copyInfo(source, output);
  // Each copy of a page is its own page object; their content streams and resources are shared.
  // Appended to the page tree directly: addPage walks every page already there for each one it
  // adds, which took 45 s for 50 pages times 999 copies.
  const tree = output.catalog.Pages();
  const treeRef = output.catalog.get(PDFName.of('Pages')) as PDFRef;
  for (const page of await output.copyPages(source, plan)) {
    page.node.setParent(treeRef);
    tree.pushLeafNode(page.ref);
  }
  return Buffer.from(await output.save());
}

/** Keep the document's title and origin, so the spooled file still says what it is. */
function copyInfo(from: PDFDocument, to: PDFDocument): void {
  const title = from.getTitle();
  const author = from.getAuthor();
  const subject = from.getSubject();
  const creator = from.getCreator();
  const producer = from.getProducer();
  const created = from.getCreationDate();
  if (title !== undefined) to.setTitle(title);
  if (author !== undefined) to.setAuthor(author);
  if (subject !== undefined) to.setSubject(subject);
  if (creator !== undefined) to.setCreator(creator);
  if (producer !== undefined) to.setProducer(producer);
  if (created !== undefined) to.setCreationDate(created);
}
