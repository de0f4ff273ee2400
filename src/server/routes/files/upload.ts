/**
 * Reading one uploaded file: the size limit enforced while the bytes arrive, then the real type
 * sniffed from the content. Nothing the client says about the file (name, type) decides anything.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { UPLOAD_HARD_CAP_MB } from '../../config.ts';
import { fail } from '../../http/errors.ts';
import { cleanFileName } from '../../storage/storage.ts';
import { ACCEPTED_EXTENSIONS, IMAGE_EXTENSIONS, sniffType, type SniffedType } from '../../storage/sniff.ts';

export interface ReceivedFile {
  bytes: Buffer;
  type: SniffedType;
  /** The user's own file name, cleaned (shown back, never used as a path). */
  originalName: string;
  /** Text fields sent before the file part. */
  fields: Record<string, string>;
}

/** The upload limit in bytes: the configured MB, never above the hard cap. */
export const uploadLimitBytes = (limitMB: number): number => Math.floor(Math.min(limitMB, UPLOAD_HARD_CAP_MB) * 1024 * 1024);

/**
 * Read the request's file, refusing it past `limitMB` without holding more than the limit in
 * memory, and refusing any type outside `accept`.
 */
export async function receiveFile(request: FastifyRequest, limitMB: number, accept: 'any' | 'image'): Promise<ReceivedFile> {
  const limit = uploadLimitBytes(limitMB);
  let part: MultipartFile | undefined;
  try {
    // busboy truncates the part at `fileSize` and stops handing on its bytes.
    part = await request.file({ limits: { fileSize: limit, files: 1 }, throwFileSizeLimit: false });
  } catch {
    fail('FILE_REQUIRED'); // not multipart, or a malformed body
  }
  if (!part) fail('FILE_REQUIRED');

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Leaving the loop destroys the part: nothing more is parsed or kept.
    if (part.file.truncated || size > limit) break;
    chunks.push(chunk);
  }
  if (part.file.truncated || size > limit) {
    // The destroyed part unpipes the request on a later tick, which pauses it; drain after that.
    await new Promise((resolve) => setImmediate(resolve));
    discardRest(request.raw);
    fail('FILE_TOO_LARGE', { limit: formatMB(limitMB) });
  }
  if (size === 0) fail('FILE_EMPTY');

  const bytes = Buffer.concat(chunks, size);
  const type = sniffType(bytes);
  if (accept === 'image' && type?.kind !== 'image') fail('FILE_IMAGE_ONLY', { types: IMAGE_EXTENSIONS.join('、') });
  if (!type) fail('FILE_TYPE_UNSUPPORTED', { types: ACCEPTED_EXTENSIONS.join('、') });
  const fields: Record<string, string> = {};
  for (const [key, field] of Object.entries(part.fields ?? {})) {
    const value = (field as { type?: string; value?: unknown } | undefined)?.value;
    if ((field as { type?: string }).type === 'field' && typeof value === 'string') fields[key] = value;
  }
  return { bytes, type, originalName: cleanFileName(part.filename, `file.${type.ext}`), fields };
}

/**
 * Let the rest of a refused body flow into nothing, so the client, still sending, reads the answer
 * on a healthy connection; a client that keeps sending past the hard cap has its connection cut.
 */
function discardRest(raw: IncomingMessage): void {
  const cap = UPLOAD_HARD_CAP_MB * 1024 * 1024;
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > cap) raw.destroy();
  });
  raw.resume();
}

function formatMB(limitMB: number): string {
  return String(Math.round(Math.min(limitMB, UPLOAD_HARD_CAP_MB) * 100) / 100);
}
