/** The rules for what a page sends and what the command line says: payloads, sizes, origins, options. */
import { describe, expect, it } from 'vitest';
import { checkHandshake, DEFAULT_ORIGINS, isLoopback, originAllowed, parseOrigins, tokenAccepted } from '../../src/print-client/access.ts';
import { formatMessage, PrintError } from '../../src/print-client/errors.ts';
import { OptionsError, parseOptions } from '../../src/print-client/options.ts';
import { cupsMedia, pageCss, parsePageSize } from '../../src/print-client/paper.ts';
import { parseNews, parsePageRanges, parseSettings } from '../../src/print-client/payload.ts';

const MB = 1024 * 1024;
const code = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof PrintError ? error.code : `not a PrintError: ${String(error)}`;
  }
  return undefined;
};

describe('news payloads', () => {
  it('reads the three kinds of job', () => {
    expect(parseNews({ html: '<p>x</p>' }, MB).source).toEqual({ kind: 'html', html: '<p>x</p>' });
    expect(parseNews({ type: 'pdf', html: '<p>x</p>' }, MB).source.kind).toBe('html');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Page >> endobj\nstartxref\n9\n%%EOF\n');
    expect(parseNews({ type: 'blob_pdf', pdf_blob: pdf }, MB).source).toEqual({ kind: 'pdf', bytes: pdf });
    expect(parseNews({ type: 'blob_pdf', pdf_blob: new Uint8Array(pdf) }, MB).source).toEqual({ kind: 'pdf', bytes: pdf });
    expect(parseNews({ type: 'blob_pdf', pdf_blob: pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.length) }, MB).source).toEqual({ kind: 'pdf', bytes: pdf });
    expect(parseNews({ type: 'blob_pdf', pdf_blob: { type: 'Buffer', data: [...pdf] } }, MB).source).toEqual({ kind: 'pdf', bytes: pdf });
    expect(parseNews({ type: 'URL_PDF', pdf_path: ' https://x/a.pdf ' }, MB).source).toEqual({ kind: 'url', url: 'https://x/a.pdf' });
  });

  it('refuses malformed jobs with BAD_PAYLOAD, fakes with NOT_PDF, big ones with TOO_LARGE', () => {
    expect(code(() => parseNews(null, MB))).toBe('BAD_PAYLOAD');
    expect(code(() => parseNews([1, 2], MB))).toBe('BAD_PAYLOAD');
    expect(code(() => parseNews({ html: '   ' }, MB))).toBe('BAD_PAYLOAD');
    expect(code(() => parseNews({ html: '<p/>', printer: 7 }, MB))).toBe('BAD_PAYLOAD');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: 'not base64!' }, MB))).toBe('BAD_PAYLOAD');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.from('%PDF') }, MB))).toBe('NOT_PDF');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.from('PK\u0003\u0004 zip') }, MB))).toBe('NOT_PDF');
    // The header alone is no document: '%PDF-' and spaces, or a PDF cut off before its trailer.
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(MB / 2, 32)]) }, MB))).toBe('PDF_INVALID');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj\n') }, MB))).toBe('PDF_INVALID');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.from('%PDF-1.4\nstartxref\n9\n%%EOF\n') }, MB))).toBe('PDF_INVALID');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: Buffer.alloc(MB + 1) }, MB))).toBe('TOO_LARGE');
    expect(code(() => parseNews({ type: 'blob_pdf', pdf_blob: 'A'.repeat(2 * MB) }, MB))).toBe('TOO_LARGE');
    expect(code(() => parseNews({ html: 'é'.repeat(MB / 2 + 1) }, MB))).toBe('TOO_LARGE'); // bytes, not characters
  });

  it('reads the options every job may carry', () => {
    expect(parseSettings({})).toEqual({ copies: 1, landscape: false });
    const s = parseSettings({ templateId: 12, replyId: 'r', printer: 'P', copies: '2', landscape: 'true', duplexMode: 'shortEdge', pageSize: 'letter', title: ' Note ' });
    expect(s).toMatchObject({ templateId: '12', replyId: 'r', printer: 'P', copies: 2, landscape: true, duplex: 'shortEdge', title: 'Note' });
    expect(s.pageSize).toMatchObject({ kind: 'named', cups: 'Letter' });
    expect(parseSettings({ printer: '' }).printer).toBeUndefined(); // empty means the default printer
    expect(code(() => parseSettings({ copies: 1.5 }))).toBe('BAD_PAYLOAD');
    expect(code(() => parseSettings({ landscape: 'yes' }))).toBe('BAD_PAYLOAD');
  });

  it('reads page ranges as lp writes them, from either syntax', () => {
    expect(parsePageRanges(undefined)).toBeUndefined();
    expect(parsePageRanges({})).toBeUndefined(); // hiprint's default: all pages
    expect(parsePageRanges([])).toBeUndefined();
    expect(parsePageRanges('1-3, 5')).toBe('1-3,5');
    expect(parsePageRanges({ from: 0, to: 2 })).toBe('1-3'); // Electron's are 0-based
    expect(parsePageRanges([{ from: 0, to: 0 }, { from: 4, to: 6 }])).toBe('1,5-7');
    for (const bad of ['0-2', '3-1', 'a', [{ from: 2, to: 1 }], [{ from: -1, to: 1 }], ['x']]) expect(code(() => parsePageRanges(bad))).toBe('BAD_PAYLOAD');
  });
});

describe('paper', () => {
  it('knows the named sizes and reads micron sizes', () => {
    expect(parsePageSize('A4')).toMatchObject({ kind: 'named', mm: { width: 210, height: 297 } });
    expect(parsePageSize({ width: 80000, height: 60000 })).toEqual({ kind: 'custom', mm: { width: 80, height: 60 } });
    expect(() => parsePageSize({ width: 80, height: 60 })).toThrow(/microns/); // millimetres sent by mistake
    expect(() => parsePageSize('A13')).toThrow(/not a known size/);
  });

  it('writes CSS @page rules and CUPS media names', () => {
    expect(pageCss(parsePageSize('A4'), false)).toBe('@page { size: 210mm 297mm; margin: 0; }');
    expect(pageCss(parsePageSize('A4'), true)).toBe('@page { size: 297mm 210mm; margin: 0; }');
    expect(pageCss(parsePageSize({ width: 100000, height: 50000 }), false)).toBe('@page { size: 100mm 50mm; margin: 0; }');
    expect(pageCss(undefined, true)).toBe('@page { margin: 0; size: landscape; }');
    expect(cupsMedia(parsePageSize('b5')!)).toBe('ISOB5');
    expect(cupsMedia(parsePageSize({ width: 62000, height: 29000 })!)).toBe('Custom.62x29mm');
  });
});

describe('access', () => {
  it('allows the default origins and nothing else', () => {
    for (const origin of ['http://localhost:8080', 'http://localhost:3000', 'https://localhost:8443', 'http://127.0.0.1:17000', 'http://[::1]:8080']) expect(originAllowed(origin, DEFAULT_ORIGINS), origin).toBe(true);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'http://127.0.0.2:80', 'null', 'file://', 'http://localhost:8080/path', 'http://user@localhost:8080']) expect(originAllowed(origin, DEFAULT_ORIGINS), origin).toBe(false);
  });

  it('parses --origins', () => {
    expect(parseOrigins('https://ERP.example.com, http://10.0.0.5:*')).toEqual(['https://erp.example.com', 'http://10.0.0.5:*']);
    expect(originAllowed('http://10.0.0.5:9000', parseOrigins('http://10.0.0.5:*'))).toBe(true);
    expect(originAllowed('https://erp.example.com', parseOrigins('https://erp.example.com'))).toBe(true);
    expect(originAllowed('https://erp.example.com:8443', parseOrigins('https://erp.example.com'))).toBe(false);
    expect(originAllowed('null', parseOrigins('null'))).toBe(true);
    expect(() => parseOrigins('*')).toThrow(/not accepted/);
    expect(() => parseOrigins('erp.example.com')).toThrow(/not an origin/);
    expect(() => parseOrigins(' , ')).toThrow(/at least one/);
  });

  it('admits requests without an Origin header from this machine only', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('192.168.1.7')).toBe(false);
    expect(checkHandshake(undefined, '127.0.0.1', DEFAULT_ORIGINS)).toEqual({ ok: true });
    expect(checkHandshake(undefined, '192.168.1.7', DEFAULT_ORIGINS).ok).toBe(false);
    expect(checkHandshake('https://evil.example', '127.0.0.1', DEFAULT_ORIGINS).ok).toBe(false);
  });

  it('compares tokens', () => {
    expect(tokenAccepted(undefined, undefined)).toBe(true);
    expect(tokenAccepted('t', 't')).toBe(true);
    expect(tokenAccepted('t', 'T')).toBe(false);
    expect(tokenAccepted('t', undefined)).toBe(false);
    expect(tokenAccepted('t', ['t'])).toBe(false);
  });
});

describe('command line', () => {
  it('has defaults', () => {
    const parsed = parseOptions([], {});
    expect(parsed).toMatchObject({ help: false, config: { port: 17521, host: '127.0.0.1', maxJobBytes: 50 * MB, lang: 'zh', pdfDirs: [], keepDays: 30 } });
    if (!parsed.help) {
      expect(parsed.config.origins).toEqual(DEFAULT_ORIGINS);
      expect(parsed.config.token).toBeUndefined();
      expect(parsed.config.spool).toBeUndefined();
    }
  });

  it('reads every option', () => {
    const parsed = parseOptions(['--port', '0', '--token', 'T', '--spool', 'out', '--log', 'j.jsonl', '--origins', 'https://a.example', '--max-job-mb', '0.5', '--pdf-dir', '/a', '--pdf-dir', '/b', '--lang', 'en', '--chromium', '/opt/c', '--host', '0.0.0.0', '--keep-days', '7'], {});
    expect(parsed.help).toBe(false);
    if (parsed.help) return;
    expect(parsed.config).toMatchObject({ port: 0, token: 'T', origins: ['https://a.example'], maxJobBytes: MB / 2, pdfDirs: ['/a', '/b'], lang: 'en', chromium: '/opt/c', host: '0.0.0.0', keepDays: 7 });
    expect(parseOptions(['--keep-days', '0'], {})).toMatchObject({ config: { keepDays: 0 } });
    expect(parsed.config.spool).toMatch(/\/out$/);
    expect(parsed.config.log).toMatch(/\/j\.jsonl$/);
    expect(parseOptions(['--help'])).toEqual({ help: true });
    expect(parseOptions(['-h'])).toEqual({ help: true });
  });

  it('takes the token from LARDER_PRINT_TOKEN', () => {
    const parsed = parseOptions([], { LARDER_PRINT_TOKEN: 'from-env' });
    expect(!parsed.help && parsed.config.token).toBe('from-env');
  });

  it('says what is wrong with a bad option', () => {
    const message = (argv: string[]): string => {
      try {
        parseOptions(argv, {});
      } catch (error) {
        expect(error).toBeInstanceOf(OptionsError);
        return (error as Error).message;
      }
      return 'no error';
    };
    expect(message(['--port', 'http'])).toMatch(/--port: expected a port number/);
    expect(message(['--port', '70000'])).toMatch(/--port/);
    expect(message(['--max-job-mb', '-1'])).toMatch(/--max-job-mb/);
    expect(message(['--lang', 'fr'])).toMatch(/--lang: expected zh or en/);
    for (const days of ['-1', '1.5', 'month', '']) expect(message(['--keep-days', days])).toMatch(/--keep-days/);
    expect(message(['--origins', '*'])).toMatch(/not accepted/);
    expect(message(['--token', ''])).toMatch(/--token: the token is empty/);
    expect(message(['--colour'])).toMatch(/Unknown option '--colour'/);
    expect(message(['--port'])).toMatch(/argument missing/);
    expect(message(['extra'])).toMatch(/Unexpected argument 'extra'/);
  });
});

describe('messages', () => {
  it('speak Chinese by default and English on request, with their values', () => {
    expect(formatMessage('UNKNOWN_PRINTER', 'zh', { printer: 'P1' })).toBe('打印机不存在：P1');
    expect(formatMessage('UNKNOWN_PRINTER', 'en', { printer: 'P1' })).toBe('Unknown printer: P1');
    expect(new PrintError('TOO_LARGE', { size: 3, limit: 1 }).text('zh')).toBe('打印任务过大：3 MB，上限 1 MB');
  });
});
