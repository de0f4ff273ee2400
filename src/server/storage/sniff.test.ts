import { describe, expect, it } from 'vitest';
import { sniffType, zipEntryNames } from './sniff.ts';
import { compoundOf, DOC_BYTES, DOCX_BYTES, GIF_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, XLS_BYTES, XLSX_BYTES, zipOf } from './samples.ts';

describe('sniffType', () => {
  it.each([
    ['jpeg', JPEG_BYTES, 'jpg', 'image/jpeg', 'image'],
    ['png', PNG_BYTES, 'png', 'image/png', 'image'],
    ['gif', GIF_BYTES, 'gif', 'image/gif', 'image'],
    ['pdf', PDF_BYTES, 'pdf', 'application/pdf', 'document'],
    ['docx', DOCX_BYTES, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['xlsx', XLSX_BYTES, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'document'],
    ['doc', DOC_BYTES, 'doc', 'application/msword', 'document'],
    ['xls', XLS_BYTES, 'xls', 'application/vnd.ms-excel', 'document'],
  ])('knows %s from its bytes', (_label, bytes, ext, mime, kind) => {
    expect(sniffType(bytes)).toEqual({ ext, mime, kind });
  });

  it.each([
    ['html', Buffer.from('<html><script>alert(1)</script></html>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')],
    ['exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00')],
    ['plain zip', zipOf(['readme.txt', 'src/main.c'])],
    ['jar', zipOf(['META-INF/MANIFEST.MF', 'word/x.class'])],
    ['pptx', zipOf(['[Content_Types].xml', 'ppt/presentation.xml'])],
    ['msi', compoundOf('SummaryInformation')],
    ['empty', Buffer.alloc(0)],
    ['pdf later in the file', Buffer.from('junk%PDF-1.4')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffType(bytes)).toBeUndefined();
  });
});

describe('zipEntryNames', () => {
  it('lists the local header names in order and survives truncation', () => {
    expect(zipEntryNames(DOCX_BYTES)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(zipEntryNames(DOCX_BYTES.subarray(0, 40))).toEqual([]);
  });
});
