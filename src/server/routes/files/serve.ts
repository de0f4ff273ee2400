/** Serving an uploaded file back: only recorded files, with their sniffed type, never outside the store. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { files } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { SAFE_NAME } from '../../storage/storage.ts';
import { contentDisposition, downloadName } from '../../http/download.ts';

/** Types a browser may show in place: images and pdf. Everything else downloads. */
const INLINE = /^(image\/(jpeg|png|gif)|application\/pdf)$/;



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
