/**
 * PDF painter: writes page descriptions as vector PDF with pdfkit. Text stays real text in
 * embedded font subsets (selectable and searchable); shapes and paths stay vectors.
 *
 * Pages are written as they come (`createPdfWriter`), so a host that paints pages while
 * pagination emits them holds one page description at a time, whatever the page count.
 *
 * Works in Node and in browsers/workers: it imports the bare `pdfkit` entry (Node build under
 * Node, browser build in bundles), registers fonts and images from bytes only, and never
 * touches the standard 14 fonts, whose metrics pdfkit would have to load.
 */
import PDFDocument from 'pdfkit';
import type { DisplayItem, PageDescription } from '../page.ts';
import { PdfPainter } from './pdf-painter.ts';
import type { PdfKitDocument, PdfKitDocumentOptions } from './pdfkit-doc.ts';
import type { PaintResources } from './resources.ts';

export interface PdfOptions {
  /** Document title (info Title; viewers show it instead of the file name). */
  title?: string;
  author?: string;
  /** info CreationDate; defaults to the epoch so that the same pages give the same bytes. */
  creationDate?: Date;
}

/** A PDF being written page by page. */
export interface PdfWriter {
  /**
   * The document: a readable stream of the PDF bytes, complete once `end` is called. Pipe it
   * (Node) or collect it with `pdfkit/output` toBytes/toBlob.
   */
  readonly document: PDFKit.PDFDocument;
  /** Pages written so far. */
  readonly pageCount: number;
  /**
   * Draw one page after the ones before; the description may be dropped as soon as this
   * returns. Throws when a text item names a font that `resources.fonts` does not hold.
   */
  addPage(page: PageDescription): void;
  /**
   * Draw the items of a slot (an empty group with `slot`, see page.ts) of page `index`,
   * already added: for pages streamed before their page count was known (streamPages).
   */
  fillSlot(index: number, slot: string, items: DisplayItem[]): void;
  /** Finish the document (fonts, cross-reference table) and return it. Needs one page at least. */
  end(): PDFKit.PDFDocument;
}

const DEFAULT_CREATION_DATE = new Date(0);

/** Start a PDF whose pages are added one at a time with `addPage`. */
export function createPdfWriter(resources: PaintResources, options: PdfOptions = {}): PdfWriter {
  const info: Record<string, string | Date> = {
    Producer: 'PDFKit',
    Creator: 'larder',
    CreationDate: options.creationDate ?? DEFAULT_CREATION_DATE,
  };
  if (options.title !== undefined) info.Title = options.title;
  if (options.author !== undefined) info.Author = options.author;
  const documentOptions: PdfKitDocumentOptions = {
    autoFirstPage: false,
    font: null,
    // 1.4: the first version with transparency (opacity, soft masks of PNG alpha).
    pdfVersion: '1.4',
    compress: true,
    displayTitle: options.title !== undefined,
    info,
  };
  // @types/pdfkit describes 0.17; PdfKitDocument is the 0.20 surface this module relies on.
  const kit = new PDFDocument(documentOptions as unknown as PDFKit.PDFDocumentOptions);
  gatherOutput(kit as unknown as PushTarget);
  const painter = new PdfPainter(kit as unknown as PdfKitDocument, resources);
  let pageCount = 0;
  let ended = false;
  return {
    document: kit,
    get pageCount() {
      return pageCount;
    },
    addPage(page) {
      if (ended) throw new Error('PDF writer: addPage after end');
      painter.paintPage(page);
      pageCount++;
    },
    fillSlot(index, slot, items) {
      if (ended) throw new Error('PDF writer: fillSlot after end');
      painter.fillSlot(index, slot, items);
    },
    end() {
      if (pageCount === 0) throw new RangeError('PDF writer: a PDF needs at least one page');
      if (!ended) {
        ended = true;
        painter.closeSlots();
        kit.end();
      }
      return kit;
    },
  };
}

/** Bytes handed to readers at once: big enough to cost little per chunk, small next to a whole PDF. */
const OUTPUT_CHUNK = 64 * 1024;

interface PushTarget {
  push(chunk: Uint8Array | null): boolean;
}

/**
 * Hand the document's bytes on in chunks of OUTPUT_CHUNK. pdfkit pushes every line of every
 * object as a chunk of its own, and Node's zlib returns each deflated stream as a view on a
 * 16 KB buffer; a document whose pages are written faster than it is read (pagination is
 * synchronous) would otherwise hold five times its size, most of it in slack.
 */
function gatherOutput(kit: PushTarget): void {
  const push = kit.push.bind(kit);
  let parts: Uint8Array[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    const chunk = new Uint8Array(size);
    let at = 0;
    for (const part of parts) {
      chunk.set(part, at);
      at += part.byteLength;
    }
    parts = [];
    size = 0;
    push(chunk);
  };
  kit.push = (chunk) => {
    if (chunk === null) {
      flush();
      return push(null);
    }
    parts.push(chunk);
    size += chunk.byteLength;
    if (size >= OUTPUT_CHUNK) flush();
    return true;
  };
}

/**
 * Draw `pages` into a new pdfkit document and end it. The returned document is a readable
 * stream of the PDF bytes: pipe it (Node) or collect it with `pdfkit/output` toBytes/toBlob.
 * Throws when a text item names a font that `resources.fonts` does not hold.
 */
export function createPdf(pages: PageDescription[], resources: PaintResources, options: PdfOptions = {}): PDFKit.PDFDocument {
  if (pages.length === 0) throw new RangeError('createPdf: a PDF needs at least one page');
  const writer = createPdfWriter(resources, options);
  for (const page of pages) writer.addPage(page);
  return writer.end();
}
