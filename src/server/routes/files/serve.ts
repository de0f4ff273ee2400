/** Serving an uploaded file back: only recorded files, with their sniffed type, never outside the store. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { files } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';
import { SAFE_NAME } from '../../storage/storage.ts';

/** Types a browser may show in place: images and pdf. Everything else downloads. */
const INLINE = /^(image\/(jpeg|png|gif)|application\/pdf)$/;

/**
 * A Content-Disposition value: a quoted ASCII fallback name and the exact name in RFC 5987 form,
 * so Chinese names survive and no quote or line break of a user's name reaches the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The name a download is saved under: the user's name, with the real extension when it claims another. */
export function downloadName(originalName: string, storedPath: string): string {
  const ext = storedPath.slice(storedPath.lastIndexOf('.') + 1);
  const claimed = originalName.includes('.') ? originalName.slice(originalName.lastIndexOf('.') + 1).toLowerCase() : '';
  if (claimed === ext || (ext === 'jpg' && claimed === 'jpeg')) return originalName;
  return `${originalName}.${ext}`;
}

/**
 * Answer the stored file `name` (the wildcard part of the URL, already decoded). Anything that is
 * not a generated storage name — `..`, encoded dots, backslashes, absolute paths, NUL — is a 404
 * before any storage is touched; the raw URL is checked too, so nothing decodes into a valid name.
 */
export async function serveStoredFile(app: FastifyInstance, name: string, rawUrl: string, reply: FastifyReply): Promise<FastifyReply> {
  const rawPath = rawUrl.split('?')[0];
  if (!SAFE_NAME.test(name) || !rawPath.endsWith(`/${name}`)) fail('NOT_FOUND');
  const [row] = await app.db.select().from(files).where(eq(files.path, name)).limit(1);
  if (!row) fail('NOT_FOUND');
  const bytes = await app.storage.get(name);
  if (!bytes) fail('NOT_FOUND');
  const inline = INLINE.test(row.contentType);
  return reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(row.originalName, row.path)))
    // Behind a login: browsers may keep it, shared caches may not.
    .header('cache-control', 'private, max-age=86400')
    .send(bytes);
}
