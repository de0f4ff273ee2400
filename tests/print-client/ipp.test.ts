/**
 * IPP: the encoder checked against bytes written out by hand, the decoder against a hand-written
 * answer, and ippPrint / ippRequest over socket.io against a tiny IPP responder on loopback that
 * decodes exactly what the client sent.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, type IppMessage } from '../../src/print-client/ipp/codec.ts';
import { httpUrlOf } from '../../src/print-client/ipp/client.ts';
import type { IppResponse } from '../../src/contract/printClient.ts';
import { connect, makePdf, startSpoolClient, type TestSocket } from './helpers.ts';

const ascii = (s: string): Buffer => Buffer.from(s, 'latin1');
const hex = (s: string): Buffer => Buffer.from(s.replace(/\s+/g, ''), 'hex');

describe('encoding', () => {
  it('writes a Get-Printer-Attributes request byte for byte', () => {
    const bytes = encodeMessage({
      version: '1.1',
      code: 0x000b,
      id: 1,
      groups: [
        {
          name: 'operation-attributes-tag',
          attributes: { 'attributes-charset': 'utf-8', 'attributes-natural-language': 'en', 'printer-uri': 'ipp://h/p', 'requested-attributes': ['printer-name', 'printer-state'] },
        },
      ],
      data: Buffer.alloc(0),
    });
    const expected = Buffer.concat([
      hex('0101 000b 00000001'), // version 1.1, Get-Printer-Attributes, request id 1
      hex('01'), // operation attributes
      hex('47 0012'), ascii('attributes-charset'), hex('0005'), ascii('utf-8'),
      hex('48 001b'), ascii('attributes-natural-language'), hex('0002'), ascii('en'),
      hex('45 000b'), ascii('printer-uri'), hex('0009'), ascii('ipp://h/p'),
      hex('44 0014'), ascii('requested-attributes'), hex('000c'), ascii('printer-name'),
      hex('44 0000'), hex('000d'), ascii('printer-state'), // an additional value has no name
      hex('03'), // end of attributes
    ]);
    expect(bytes.toString('hex')).toBe(expected.toString('hex'));
  });

  it('writes integers, enums by name, ranges, booleans and collections', () => {
    const bytes = encodeMessage({
      version: '2.0',
      code: 0x0002,
      id: 7,
      groups: [
        {
          name: 'job-attributes-tag',
          attributes: { copies: 2, 'orientation-requested': 'landscape', 'page-ranges': { lower: 1, upper: 3 }, 'ipp-attribute-fidelity': true, 'media-col': { 'media-size': { 'x-dimension': 21000 } } },
        },
      ],
      data: ascii('%PDF-'),
    });
    const expected = Buffer.concat([
      hex('0200 0002 00000007 02'),
      hex('21 0006'), ascii('copies'), hex('0004 00000002'),
      hex('23 0015'), ascii('orientation-requested'), hex('0004 00000004'),
      hex('33 000b'), ascii('page-ranges'), hex('0008 00000001 00000003'),
      hex('22 0016'), ascii('ipp-attribute-fidelity'), hex('0001 01'),
      hex('34 0009'), ascii('media-col'), hex('0000'),
      hex('4a 0000 000a'), ascii('media-size'),
      hex('34 0000 0000'),
      hex('4a 0000 000b'), ascii('x-dimension'),
      hex('21 0000 0004 00005208'),
      hex('37 0000 0000'),
      hex('37 0000 0000'),
      hex('03'),
      ascii('%PDF-'),
    ]);
    expect(bytes.toString('hex')).toBe(expected.toString('hex'));
  });

  it('refuses values that do not fit their attribute', () => {
    const message = (attributes: Record<string, never>): IppMessage => ({ version: '1.1', code: 2, id: 1, groups: [{ name: 'job-attributes-tag', attributes }], data: Buffer.alloc(0) });
    expect(() => encodeMessage(message({ copies: 'two' as never }))).toThrow(/copies' needs an integer/);
    expect(() => encodeMessage(message({ 'orientation-requested': 'sideways' as never }))).toThrow(/not a value of orientation-requested/);
  });
});

describe('decoding', () => {
  it('reads a printer answer with sets, enums, ranges, resolutions, collections and no-value', () => {
    const bytes = Buffer.concat([
      hex('0101 0000 0000002a'), // 1.1, successful-ok, request 42
      hex('01'),
      hex('47 0012'), ascii('attributes-charset'), hex('0005'), ascii('utf-8'),
      hex('04'), // printer attributes
      hex('42 000c'), ascii('printer-name'), hex('0006'), ascii('Office'),
      hex('23 000d'), ascii('printer-state'), hex('0004 00000003'),
      hex('23 0014'), ascii('operations-supported'), hex('0004 00000002'),
      hex('23 0000 0004 0000000b'),
      hex('22 0019'), ascii('printer-is-accepting-jobs'), hex('0001 00'),
      hex('33 0010'), ascii('copies-supported'), hex('0008 00000001 00000063'),
      hex('32 0012'), ascii('printer-resolution'), hex('0009 00000258 00000258 03'),
      hex('13 0010'), ascii('printer-location'), hex('0000'),
      hex('35 000c'), ascii('printer-info'), hex('000a 0002'), ascii('zh'), hex('0004'), ascii('desk'),
      hex('34 0011'), ascii('media-col-default'), hex('0000'),
      hex('4a 0000 000a'), ascii('media-size'),
      hex('34 0000 0000'),
      hex('4a 0000 000b'), ascii('x-dimension'), hex('21 0000 0004 00005208'),
      hex('4a 0000 000b'), ascii('y-dimension'), hex('21 0000 0004 00007404'),
      hex('37 0000 0000'),
      hex('4a 0000 000a'), ascii('media-type'), hex('44 0000 000a'), ascii('stationery'),
      hex('37 0000 0000'),
      hex('03'),
    ]);
    const message = decodeMessage(bytes);
    expect(message).toMatchObject({ version: '1.1', code: 0, id: 42 });
    expect(message.groups.map((g) => g.name)).toEqual(['operation-attributes-tag', 'printer-attributes-tag']);
    expect(message.groups[1]!.attributes).toEqual({
      'printer-name': 'Office',
      'printer-state': 'idle',
      'operations-supported': ['Print-Job', 'Get-Printer-Attributes'],
      'printer-is-accepting-jobs': false,
      'copies-supported': { lower: 1, upper: 99 },
      'printer-resolution': { x: 600, y: 600, units: 'dpi' },
      'printer-location': null,
      'printer-info': 'desk',
      'media-col-default': { 'media-size': { 'x-dimension': 21000, 'y-dimension': 29700 }, 'media-type': 'stationery' },
    });
  });

  it('reports truncated input instead of reading past it', () => {
    expect(() => decodeMessage(hex('0101 0000 00000001 01 47 0012'))).toThrow(/ends early/);
    expect(() => decodeMessage(hex('0101'))).toThrow(/ends early/);
  });

  it('round-trips what it encodes', () => {
    const message: IppMessage = {
      version: '1.1',
      code: 0x000a,
      id: 99,
      groups: [
        { name: 'operation-attributes-tag', attributes: { 'attributes-charset': 'utf-8', 'which-jobs': 'completed', limit: 5, 'my-jobs': true } },
        { name: 'job-attributes-tag', attributes: { 'job-id': 1, 'job-state': 'completed', 'job-name': 'Delivery note 12' } },
        { name: 'job-attributes-tag', attributes: { 'job-id': 2, 'job-state': 'canceled', 'job-name': 'Label' } },
      ],
      data: Buffer.alloc(0),
    };
    const decoded = decodeMessage(encodeMessage(message));
    expect(decoded.groups).toEqual(message.groups);
  });
});

describe('printer URLs', () => {
  it('maps ipp to http and ipps to https, port 631 by default', () => {
    expect(httpUrlOf('ipp://printer.local/ipp/print')).toBe('http://printer.local:631/ipp/print');
    expect(httpUrlOf('ipps://printer.local/ipp/print')).toBe('https://printer.local:631/ipp/print');
    expect(httpUrlOf('ipp://10.0.0.9:8631/printers/a')).toBe('http://10.0.0.9:8631/printers/a');
    expect(httpUrlOf('http://10.0.0.9:631/ipp')).toBe('http://10.0.0.9:631/ipp');
    expect(() => httpUrlOf('lpd://x/q')).toThrow(/not an IPP scheme/);
  });
});

describe('ippRequest and ippPrint over socket.io', () => {
  let responder: Server;
  let printerUrl: string;
  const received: { raw: Buffer; message: IppMessage; contentType?: string }[] = [];
  let client: Awaited<ReturnType<typeof startSpoolClient>>;
  let socket: TestSocket;

  beforeAll(async () => {
    responder = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/broken') return res.writeHead(500).end();
        const raw = Buffer.concat(chunks);
        const message = decodeMessage(raw);
        received.push({ raw, message, contentType: req.headers['content-type'] });
        const operation = { 'attributes-charset': 'utf-8', 'attributes-natural-language': 'en' };
        let answer: IppMessage;
        if (req.url === '/missing') {
          answer = { version: '1.1', code: 0x0406, id: message.id, groups: [{ name: 'operation-attributes-tag', attributes: { ...operation, 'status-message': 'no such printer' } }], data: Buffer.alloc(0) };
        } else if (message.code === 0x000b) {
          answer = {
            version: '1.1',
            code: 0,
            id: message.id,
            groups: [
              { name: 'operation-attributes-tag', attributes: operation },
              {
                name: 'printer-attributes-tag',
                attributes: {
                  'printer-name': 'Responder',
                  'printer-state': 3,
                  'printer-is-accepting-jobs': true,
                  'operations-supported': [2, 11],
                  'media-supported': ['iso_a4_210x297mm', 'na_letter_8.5x11in'],
                  'media-col-default': { 'media-size': { 'x-dimension': 21000, 'y-dimension': 29700 } },
                },
              },
            ],
            data: Buffer.alloc(0),
          };
        } else {
          answer = {
            version: '1.1',
            code: 0,
            id: message.id,
            groups: [
              { name: 'operation-attributes-tag', attributes: operation },
              { name: 'job-attributes-tag', attributes: { 'job-id': 42, 'job-state': 3, 'job-uri': `${printerUrl}/jobs/42` } },
            ],
            data: Buffer.alloc(0),
          };
        }
        res.writeHead(200, { 'content-type': 'application/ipp' }).end(encodeMessage(answer));
      });
    });
    await new Promise<void>((resolve) => responder.listen(0, '127.0.0.1', resolve));
    printerUrl = `ipp://127.0.0.1:${(responder.address() as { port: number }).port}/ipp/print`;
    client = await startSpoolClient();
    socket = await connect(client.url);
  });
  afterAll(async () => {
    socket.close();
    await client.close();
    await new Promise((resolve) => responder.close(resolve));
  });

  type Callback = [status: { type?: string; msg?: string; replyId?: string } | null, response?: IppResponse];
  const callback = (event: 'ippRequestCallback' | 'ippPrinterCallback'): Promise<Callback> =>
    new Promise((resolve) => socket.once(event, (status, response) => resolve([status, response])));

  it('ippRequest: sends Get-Printer-Attributes and returns the decoded answer', async () => {
    const done = callback('ippRequestCallback');
    socket.emit('ippRequest', { url: printerUrl, data: { operation: 'Get-Printer-Attributes', 'operation-attributes-tag': { 'requested-attributes': ['printer-name', 'media-supported'] } }, replyId: 'gpa' });
    const [status, response] = await done;
    expect(status).toEqual({ replyId: 'gpa' });
    expect(response).toMatchObject({ version: '1.1', statusCode: 'successful-ok' });
    expect(response!['printer-attributes-tag']).toEqual({
      'printer-name': 'Responder',
      'printer-state': 'idle',
      'printer-is-accepting-jobs': true,
      'operations-supported': ['Print-Job', 'Get-Printer-Attributes'],
      'media-supported': ['iso_a4_210x297mm', 'na_letter_8.5x11in'],
      'media-col-default': { 'media-size': { 'x-dimension': 21000, 'y-dimension': 29700 } },
    });

    const sent = received.at(-1)!;
    expect(sent.contentType).toBe('application/ipp');
    expect(sent.raw.subarray(0, 4).toString('hex')).toBe('0101000b');
    expect(response!.id).toBe(sent.message.id);
    expect(sent.message.groups).toHaveLength(1);
    const attributes = sent.message.groups[0]!.attributes;
    // RFC 8011: charset, language and the target come first, in that order.
    expect(Object.keys(attributes).slice(0, 3)).toEqual(['attributes-charset', 'attributes-natural-language', 'printer-uri']);
    expect(attributes).toEqual({
      'attributes-charset': 'utf-8',
      'attributes-natural-language': 'en-us',
      'printer-uri': printerUrl,
      'requesting-user-name': 'larder',
      'requested-attributes': ['printer-name', 'media-supported'],
    });
  });

  it('ippPrint: Print-Job sends the PDF with its job attributes, announces the printer, returns the job', async () => {
    const pdf = await makePdf(2);
    const connected = new Promise<{ url: string; version: string }>((resolve) => socket.once('ippPrinterConnected', resolve));
    const done = callback('ippPrinterCallback');
    socket.emit('ippPrint', {
      url: printerUrl,
      action: 'Print-Job',
      message: {
        'operation-attributes-tag': { 'job-name': 'Delivery note', 'requesting-user-name': 'hiPrint' },
        'job-attributes-tag': { copies: 2, sides: 'two-sided-long-edge', 'orientation-requested': 'landscape', 'page-ranges': { lower: 1, upper: 2 }, media: 'iso_a4_210x297mm' },
        data: pdf,
      },
    });
    expect(await connected).toMatchObject({ url: printerUrl, version: '1.1' });
    const [status, response] = await done;
    expect(status).toBeNull(); // hiprint pages read a null first argument as success
    expect(response!['job-attributes-tag']).toEqual({ 'job-id': 42, 'job-state': 'pending', 'job-uri': `${printerUrl}/jobs/42` });

    const sent = received.at(-1)!;
    expect(sent.raw.subarray(0, 4).toString('hex')).toBe('01010002');
    expect(sent.message.groups.map((g) => g.name)).toEqual(['operation-attributes-tag', 'job-attributes-tag']);
    expect(sent.message.groups[0]!.attributes).toMatchObject({ 'printer-uri': printerUrl, 'job-name': 'Delivery note', 'requesting-user-name': 'hiPrint', 'document-format': 'application/pdf' });
    expect(sent.message.groups[1]!.attributes).toEqual({ copies: 2, sides: 'two-sided-long-edge', 'orientation-requested': 'landscape', 'page-ranges': { lower: 1, upper: 2 }, media: 'iso_a4_210x297mm' });
    expect(sent.message.data.equals(pdf)).toBe(true);
  });

  it('passes on an IPP error status as an answer', async () => {
    const done = callback('ippRequestCallback');
    socket.emit('ippRequest', { url: printerUrl.replace('/ipp/print', '/missing'), data: { operation: 'Get-Printer-Attributes' } });
    const [status, response] = await done;
    expect(status).toBeNull();
    expect(response).toMatchObject({ statusCode: 'client-error-not-found', 'operation-attributes-tag': { 'status-message': 'no such printer' } });
  });

  it('answers failures in the callback: not a PDF, bad URL, unknown operation, HTTP error, no printer', async () => {
    const cases: [unknown, 'ippPrinterCallback' | 'ippRequestCallback', string, RegExp][] = [
      [{ url: printerUrl, action: 'Print-Job', message: { data: 'plain text' }, replyId: 'a' }, 'ippPrinterCallback', 'NOT_PDF', /%PDF-/],
      [{ url: 'lpd://127.0.0.1/q', action: 'Get-Printer-Attributes', replyId: 'b' }, 'ippPrinterCallback', 'IPP_FAILED', /not an IPP scheme/],
      [{ url: printerUrl, action: 'Format-Disk', replyId: 'c' }, 'ippPrinterCallback', 'IPP_FAILED', /operation 'Format-Disk'/],
      [{ url: printerUrl.replace('/ipp/print', '/broken'), data: { operation: 'Get-Printer-Attributes' }, replyId: 'd' }, 'ippRequestCallback', 'IPP_FAILED', /HTTP 500/],
      [{ url: 'ipp://127.0.0.1:1/ipp/print', data: { operation: 'Get-Printer-Attributes' }, replyId: 'e' }, 'ippRequestCallback', 'IPP_FAILED', /IPP request failed/],
      [{ url: printerUrl, data: 'nonsense', replyId: 'f' }, 'ippRequestCallback', 'IPP_FAILED', /ippRequest data/],
    ];
    for (const [payload, event, type, message] of cases) {
      const done = callback(event);
      (socket.emit as (e: string, p: unknown) => void)(event === 'ippPrinterCallback' ? 'ippPrint' : 'ippRequest', payload);
      const [status] = await done;
      expect(status, JSON.stringify(payload)).toMatchObject({ type, msg: expect.stringMatching(message), replyId: (payload as { replyId: string }).replyId });
    }
  });
});
