/** Serving an uploaded file back: only recorded files, with their sniffed type, never outside the store. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FilePurpose } from '../../../contract/domain/files.ts';
import { actorKindOf } from '../../../contract/domain/order.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import type { Db } from '../../db/index.ts';
import { files } from '../../db/schema/index.ts';
import { serverSecret } from '../../db/secrets.ts';
import { fail } from '../../http/errors.ts';
import { linkIsValid } from '../../http/signedLinks.ts';
import { SAFE_NAME } from '../../storage/storage.ts';
import { contentDisposition, downloadName } from '../../http/download.ts';

/** Types a browser may show in place: images and pdf. Everything else downloads. */
const INLINE = /^(image\/(jpeg|png|gif)|application\/pdf)$/;

/** The key file links are signed with (server_secrets). */
export const FILE_LINK_SECRET = 'file-links';

/**
 * Who may read a stored file back: its uploader; anyone signed in for images and documents; platform
 * staff who manage contracts for a contract scan, platform staff for a payment proof (src/contract/domain/files.ts).
 */
export async function mayRead(db: Db, user: SessionUser, file: { uploadedBy: string | null; purpose: string }): Promise<boolean> {
  if (file.uploadedBy === user.id) return true;
  if ((file.purpose as FilePurpose) === 'payment') return actorKindOf(user.userType) === 'platform';
  if ((file.purpose as FilePurpose) !== 'contract') return true;
  return hasPermission(db, user.id, PERMS.contractManage);
}

/**
 * Answer the stored file `name` (the wildcard part of the URL, already decoded). Anything that is
 * not a generated storage name — `..`, encoded dots, backslashes, absolute paths, NUL — is a 404
 * before any storage is touched; the raw URL is checked too, so nothing decodes into a valid name.
 */
export async function serveStoredFile(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: { exp?: string; sig?: string } }>,
  name: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rawPath = (request.raw.url ?? '').split('?')[0];
  if (!SAFE_NAME.test(name) || !rawPath.endsWith(`/${name}`)) fail('NOT_FOUND');
  const { exp, sig } = request.query;
  const signed = sig !== undefined || exp !== undefined;
  if (signed && !linkIsValid(await serverSecret(app.db, FILE_LINK_SECRET), name, exp, sig, Math.floor(Date.now() / 1000))) fail('FILE_LINK_INVALID');
  const [row] = await app.db.select().from(files).where(eq(files.path, name)).limit(1);
  const brand = row?.purpose === 'brand';
  // without a session or a link only brand images answer; anything else, or nothing, is the same refusal
  if (!signed && !request.user && !brand) fail('UNAUTHORIZED');
  if (!row) fail('NOT_FOUND');
  if (!signed && !brand && !(await mayRead(app.db, request.user!, row))) fail('FILE_FORBIDDEN');
  const bytes = await app.storage.get(name);
  if (!bytes) fail('NOT_FOUND');
  const inline = INLINE.test(row.contentType);
  return reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', downloadName(row.originalName, row.path)))
    // Behind a login or a link that expires: browsers may keep it a while, shared caches may not.
    .header('cache-control', brand ? 'public, max-age=86400' : signed ? 'private, max-age=600' : 'private, max-age=86400')
    .send(bytes);
}
