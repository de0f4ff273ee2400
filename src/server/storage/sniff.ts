/**
 * The real type of an uploaded file, read from its bytes (magic numbers). The file name and the
 * client's declared type are never trusted: a script renamed to .png is still refused.
 */

/** image: shown inline anywhere; document: contract scans, invoices and office files. */
export type FileKind = 'image' | 'document';

export interface SniffedType {
  /** The extension the stored name gets. */
  ext: string;
  /** The content type the file is served back with. */
  mime: string;
  kind: FileKind;
}

export const JPEG: SniffedType = { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
export const PNG: SniffedType = { ext: 'png', mime: 'image/png', kind: 'image' };
export const GIF: SniffedType = { ext: 'gif', mime: 'image/gif', kind: 'image' };
export const PDF: SniffedType = { ext: 'pdf', mime: 'application/pdf', kind: 'document' };
export const DOCX: SniffedType = { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'document' };
export const XLSX: SniffedType = { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'document' };
export const DOC: SniffedType = { ext: 'doc', mime: 'application/msword', kind: 'document' };
export const XLS: SniffedType = { ext: 'xls', mime: 'application/vnd.ms-excel', kind: 'document' };

/** Every type the upload calls accept, for messages. */
export const ACCEPTED_EXTENSIONS = ['jpg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx'];
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'gif'];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The type of `bytes`, or undefined when it is none of the accepted ones. */
export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('%PDF-'))) return PDF;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeZip(bytes);
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return officeCompound(bytes);
  return undefined;
}

/**
 * docx and xlsx are zip archives holding `[Content_Types].xml` and a `word/` or `xl/` folder. The
 * names are read from the local file headers (signature PK\3\4, name length at +26, name at +30);
 * any other zip (a jar, an apk, a plain archive) is not an office document.
 */
function officeZip(bytes: Uint8Array): SniffedType | undefined {
  const names = zipEntryNames(bytes);
  if (!names.includes('[Content_Types].xml')) return undefined;
  if (names.some((name) => name.startsWith('word/'))) return DOCX;
  if (names.some((name) => name.startsWith('xl/'))) return XLSX;
  return undefined;
}

/**
 * Names of the zip's local file headers. Sizes in a header may be zero (streamed archives put them
 * in a data descriptor after the data), so the walk looks for every header signature instead of
 * skipping by size; a signature inside compressed data only adds a name that matches nothing.
 */
export function zipEntryNames(bytes: Uint8Array, limit = 2000): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let at = 0; at + 30 <= bytes.length && names.length < limit; at++) {
    if (bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b || bytes[at + 2] !== 0x03 || bytes[at + 3] !== 0x04) continue;
    const nameLength = bytes[at + 26] | (bytes[at + 27] << 8);
    if (nameLength === 0 || at + 30 + nameLength > bytes.length) continue;
    names.push(decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
    at += 29 + nameLength;
  }
  return names;
}

/**
 * Legacy doc and xls are OLE2 compound files (D0 CF 11 E0 …); the directory names the main stream in
 * UTF-16LE: `WordDocument` for Word, `Workbook` (or `Book`, Excel 95) for Excel. Other compound files
 * (msi installers, PowerPoint, Outlook messages) are refused.
 */
function officeCompound(bytes: Uint8Array): SniffedType | undefined {
  if (includes(bytes, utf16('WordDocument'))) return DOC;
  if (includes(bytes, utf16('Workbook')) || includes(bytes, utf16('Book\0'))) return XLS;
  return undefined;
}

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) out[i * 2] = text.charCodeAt(i);
  return out;
}

function includes(bytes: Uint8Array, needle: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(needle) >= 0;
}
