/** The little the client needs to know about a PDF: how many pages it has, for the job log. */
import { inflateSync } from 'node:zlib';

const PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;
const OBJECT_STREAM = /\/Type\s*\/ObjStm\b[^]*?stream\r?\n/g;

/**
 * Count page objects. Page dictionaries are either plain text in the file (pdfkit, Chromium) or
 * inside compressed object streams (PDF 1.5 writers), which are inflated and searched too.
 * Returns null when no page is found, since a wrong count in the log is worse than none.
 */
export function countPdfPages(bytes: Uint8Array): number | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let count = text.match(PAGE)?.length ?? 0;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    const start = match.index! + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    try {
      const inflated = inflateSync(Buffer.from(text.slice(start, end), 'latin1')).toString('latin1');
      count += inflated.match(PAGE)?.length ?? 0;
    } catch {
      // A stream we cannot inflate holds no pages we can count; the plain-text count stands.
    }
  }
  return count > 0 ? count : null;
}
