/**
 * Files (section 7): POST /sys/common/upload (images, pdf and office documents) and
 * /sys/common/imgupload (images only), each within the uploader's quota and with its purpose; GET
 * /sys/common/static/<path> to read them back (by who may read them, or through a signed link); POST
 * /sys/common/fileLink for such a link.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_LINK_TTL_S, FILE_PURPOSES, type FilePurpose } from '../../../contract/domain/files.ts';
import { fileLink, fileUpload, imageUpload, storedFile, type UploadResult } from '../../../contract/routes/files.ts';
import { audit } from '../../auth/audit.ts';
import type { Db } from '../../db/index.ts';
import { files } from '../../db/schema/index.ts';
import { serverSecret } from '../../db/secrets.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { signLink } from '../../http/signedLinks.ts';
import { MB, toMB, usedBytes } from '../../auth/quota.ts';
import { newStorageName } from '../../storage/storage.ts';
import { FILE_LINK_SECRET, mayRead, serveStoredFile } from './serve.ts';
import { receiveFile } from './upload.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { IMAGE_EXTENSIONS } from '../../storage/sniff.ts';


export default async function filesRoutes(app: FastifyInstance): Promise<void> {
  const upload = (accept: 'any' | 'image') => async (request: FastifyRequest<{ Querystring: { purpose?: FilePurpose } }>) => {
    const received = await receiveFile(request, app.config.uploadLimitMB, accept);
    const asked = request.query.purpose ?? received.fields.purpose;
    if (asked !== undefined && !(FILE_PURPOSES as readonly string[]).includes(asked)) fail('BAD_REQUEST', { detail: `purpose must be one of ${FILE_PURPOSES.join(', ')}` });
    const purpose = (asked as FilePurpose | undefined) ?? (received.type.kind === 'image' ? 'image' : 'document');
    const user = request.user!;
    if (purpose === 'brand') {
      // public once stored: images only, from those who edit the platform settings
      if (received.type.kind !== 'image') fail('FILE_IMAGE_ONLY', { types: IMAGE_EXTENSIONS.join('、') });
      if (!(await hasPermission(app.db, user.id, PERMS.dictEdit))) fail('FORBIDDEN', { perm: PERMS.dictEdit });
    }
    const path = newStorageName(received.type.ext);
    await app.storage.put(path, received.bytes);
    try {
      await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        // One upload of a user at a time is counted against the quota: two at once cannot both slip under it.
        await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`upload-quota:${user.id}`}))`);
        const used = await usedBytes(db, user.id);
        if (used + received.bytes.length > app.config.uploadQuotaMB * MB) fail('FILE_QUOTA_EXCEEDED', { used: toMB(used), quota: app.config.uploadQuotaMB });
        await db.insert(files).values({
          path,
          originalName: received.originalName,
          contentType: received.type.mime,
          size: received.bytes.length,
          storage: app.storage.kind,
          uploadedBy: user.id,
          purpose,
        });
        // Who brought which file in, from where: files end up in contracts and printed templates.
        await audit(db, request, 'file_upload', path, { originalName: received.originalName, contentType: received.type.mime, size: received.bytes.length, purpose });
      });
    } catch (error) {
      await app.storage.delete(path).catch(() => {}); // no bytes without their record
      throw error;
    }
    const result: UploadResult = {
      path,
      fileName: received.originalName,
      fileType: received.type.ext,
      contentType: received.type.mime,
      size: received.bytes.length,
    };
    // Section 3's upload response {message: path, fileName, fileType}, inside the usual envelope (jeecg's shape puts the path in `message`).
    return { ...ok(result, path), fileName: result.fileName, fileType: result.fileType };
  };

  addRoute(app, fileUpload, {}, upload('any'));
  addRoute(app, imageUpload, {}, upload('image'));

  // Public as a route: a signed link needs no session; without one, serveStoredFile asks for it.
  addRoute(app, storedFile, { config: { public: true } }, (request, reply) =>
    serveStoredFile(app, request, (request.params as { '*': string })['*'], reply),
  );

  addRoute(app, fileLink, {}, async (request) => {
    const [row] = await app.db.select().from(files).where(eq(files.path, request.body.path)).limit(1);
    if (!row) fail('NOT_FOUND');
    if (!(await mayRead(app.db, request.user!, row))) fail('FILE_FORBIDDEN');
    const expires = Math.floor(Date.now() / 1000) + FILE_LINK_TTL_S;
    const { exp, sig } = signLink(await serverSecret(app.db, FILE_LINK_SECRET), row.path, expires);
    return ok({ url: `${app.config.apiBase}${storedFile.url.replace(/\*$/, '')}${row.path}?exp=${exp}&sig=${sig}`, expiresAt: exp * 1000 });
  });
}
