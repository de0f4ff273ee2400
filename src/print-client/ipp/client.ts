/**
 * IPP to a network printer: build the request from what a page sent (`ippPrint` or `ippRequest`,
 * in the `ipp` npm package's shapes), POST it over HTTP(S), decode the answer.
 */
import { PrintError } from '../errors.ts';
import { checkPdf, checkSize } from '../payload.ts';
import type { IppGroup, IppPrintPayload, IppRequestPayload, IppResponse } from '../../contract/printClient.ts';
import { readCapped } from '../source.ts';
import { decodeMessage, encodeMessage, groupsByName, type IppMessage } from './codec.ts';
import { OPERATIONS, STATUS_CODES } from './tables.ts';

/** One IPP operation to run. */
export interface IppCall {
  url: string;
  operation: string;
  version: string;
  id: number;
  operationAttributes: IppGroup;
  jobAttributes?: IppGroup;
  data: Buffer;
}

export interface IppLimits {
  maxBytes: number;
  timeoutMs: number;
}

let requestCounter = 0;

/** The HTTP address to POST to: ipp:// is http on port 631, ipps:// is https on port 631. */
export function httpUrlOf(printerUrl: string): string {
  let url: URL;
  try {
    url = new URL(printerUrl);
  } catch {
    throw new PrintError('IPP_FAILED', { detail: `'${printerUrl}' is not a printer URL (ipp://host/ipp/print)` });
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  if (url.protocol !== 'ipp:' && url.protocol !== 'ipps:') throw new PrintError('IPP_FAILED', { detail: `${url.protocol} is not an IPP scheme (ipp, ipps, http, https)` });
  const scheme = url.protocol === 'ipps:' ? 'https' : 'http';
  return `${scheme}://${url.host}${url.port ? '' : ':631'}${url.pathname}${url.search}`;
}

/** The call an `ippPrint` payload asks for. */
export function callFromPrint(payload: unknown, limits: IppLimits): IppCall {
  const p = record(payload, 'ippPrint needs {url, action, message}');
  const message = p.message === undefined ? {} : record(p.message, 'ippPrint message must be an object');
  const opt = p.opt === undefined || p.opt === null ? {} : record(p.opt, 'ippPrint opt must be an object');
  return makeCall({
    url: p.url,
    operation: p.action,
    version: opt.version,
    operationAttributes: message['operation-attributes-tag'],
    jobAttributes: message['job-attributes-tag'],
    data: message.data,
    encoding: message.encoding,
    charset: opt.charset,
    language: opt.language,
    limits,
  });
}

/** The call an `ippRequest` payload asks for. */
export function callFromRequest(payload: unknown, limits: IppLimits): IppCall {
  const p = record(payload, 'ippRequest needs {url, data: {operation, ...}}');
  const data = record(p.data, 'ippRequest data must be {operation, operation-attributes-tag, ...}');
  return makeCall({
    url: p.url,
    operation: data.operation,
    version: data.version,
    id: data.id,
    operationAttributes: data['operation-attributes-tag'],
    jobAttributes: data['job-attributes-tag'],
    data: data.data,
    limits,
  });
}

interface CallParts {
  url: unknown;
  operation: unknown;
  version?: unknown;
  id?: unknown;
  operationAttributes?: unknown;
  jobAttributes?: unknown;
  data?: unknown;
  encoding?: unknown;
  charset?: unknown;
  language?: unknown;
  limits: IppLimits;
}

function makeCall(parts: CallParts): IppCall {
  if (typeof parts.url !== 'string' || !parts.url) throw new PrintError('IPP_FAILED', { detail: 'url (the printer, ipp://host/ipp/print) is missing' });
  httpUrlOf(parts.url); // refuse an unusable URL before anything is sent
  const operation = String(parts.operation ?? '');
  if (OPERATIONS[operation] === undefined) throw new PrintError('IPP_FAILED', { detail: `operation '${operation}' is not one of ${Object.keys(OPERATIONS).join(', ')}` });
  const version = parts.version === undefined ? '1.1' : String(parts.version);
  if (!/^[12]\.[0-2]$/.test(version)) throw new PrintError('IPP_FAILED', { detail: `IPP version '${version}' is not 1.0-2.2` });
  const given = parts.operationAttributes === undefined ? {} : (record(parts.operationAttributes, 'operation-attributes-tag must be an object') as IppGroup);
  const data = bytesOf(parts.data, parts.encoding);
  checkSize(data.length, parts.limits.maxBytes);
  // RFC 8011 wants charset, language and the target first, in that order.
  const operationAttributes: IppGroup = {
    'attributes-charset': (given['attributes-charset'] as string) ?? (typeof parts.charset === 'string' ? parts.charset : 'utf-8'),
    'attributes-natural-language': (given['attributes-natural-language'] as string) ?? (typeof parts.language === 'string' ? parts.language : 'en-us'),
    'printer-uri': (given['printer-uri'] as string) ?? parts.url,
    'requesting-user-name': (given['requesting-user-name'] as string) ?? 'larder',
  };
  for (const [name, value] of Object.entries(given)) if (!(name in operationAttributes)) operationAttributes[name] = value;
  if (operation === 'Print-Job') {
    if (data.length === 0) throw new PrintError('IPP_FAILED', { detail: 'Print-Job needs the document as message.data' });
    operationAttributes['document-format'] ??= 'application/pdf';
    if (operationAttributes['document-format'] === 'application/pdf') checkPdf(data);
  }
  const id = typeof parts.id === 'number' && Number.isInteger(parts.id) && parts.id > 0 ? parts.id : (requestCounter = (requestCounter % 0x7ffffffe) + 1);
  const call: IppCall = { url: parts.url, operation, version, id, operationAttributes, data };
  if (parts.jobAttributes !== undefined) call.jobAttributes = record(parts.jobAttributes, 'job-attributes-tag must be an object') as IppGroup;
  return call;
}

/** The request message of a call. */
export function requestMessage(call: IppCall): IppMessage {
  const groups: IppMessage['groups'] = [{ name: 'operation-attributes-tag', attributes: call.operationAttributes }];
  if (call.jobAttributes && Object.keys(call.jobAttributes).length > 0) groups.push({ name: 'job-attributes-tag', attributes: call.jobAttributes });
  return { version: call.version, code: OPERATIONS[call.operation]!, id: call.id, groups, data: call.data };
}

/** A decoded response in the `ipp` package's shape. */
export function responseOf(message: IppMessage): IppResponse {
  const response: IppResponse = {
    version: message.version,
    statusCode: STATUS_CODES[message.code] ?? `0x${message.code.toString(16).padStart(4, '0')}`,
    id: message.id,
    ...groupsByName(message.groups),
  };
  if (message.data.length > 0) response.data = message.data;
  return response;
}

/** Send a call and decode the printer's answer. An IPP error status is an answer, not a failure. */
export async function ippExecute(call: IppCall, limits: IppLimits): Promise<IppResponse> {
  const body = encodeMessage(requestMessage(call));
  let response: Response;
  try {
    response = await fetch(httpUrlOf(call.url), {
      method: 'POST',
      headers: { 'content-type': 'application/ipp' },
      body: new Uint8Array(body), // a copy typed as ArrayBuffer-backed, which fetch's typing wants
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new PrintError('IPP_FAILED', { detail: timedOut ? `no answer within ${limits.timeoutMs / 1000} s` : (((error as Error).cause as Error | undefined)?.message ?? (error as Error).message) });
  }
  if (!response.ok) throw new PrintError('IPP_FAILED', { detail: `HTTP ${response.status} from ${new URL(httpUrlOf(call.url)).host}` });
  const bytes = await readCapped(response, limits.maxBytes);
  try {
    return responseOf(decodeMessage(bytes));
  } catch (error) {
    throw new PrintError('IPP_FAILED', { detail: `the answer is not IPP: ${(error as Error).message}` });
  }
}

function bytesOf(value: unknown, encoding: unknown): Buffer {
  if (value === undefined || value === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (typeof value === 'string') return Buffer.from(value, encoding === 'base64' ? 'base64' : 'utf8');
  const data = typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer' ? (value as { data?: unknown }).data : value;
  if (Array.isArray(data) && data.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)) return Buffer.from(data as number[]);
  throw new PrintError('IPP_FAILED', { detail: 'data must be bytes (ArrayBuffer, Uint8Array) or a string' });
}

function record(value: unknown, message: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new PrintError('IPP_FAILED', { detail: message });
  return value as Record<string, unknown>;
}
