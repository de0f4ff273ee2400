/**
 * Files (section 7): POST /sys/common/upload (images, pdf and office documents) and
 * /sys/common/imgupload (images only), and GET /sys/common/static/<path> to read them back,
 * for signed-in users only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileUpload, imageUpload, storedFile, type UploadResult } from '../../../contract/routes/files.ts';
import { audit } from '../../auth/audit.ts';
import { files } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { newStorageName } from '../../storage/storage.ts';
import { serveStoredFile } from './serve.ts';
import { receiveFile } from './upload.ts';

export default async function filesRoutes(app: FastifyInstance): Promise<void> {
  const upload = (accept: 'any' | 'image') => async (request: FastifyRequest) => {
    const received = await receiveFile(request, app.config.uploadLimitMB, accept);
    const path = newStorageName(received.type.ext);
    await app.storage.put(path, received.bytes);
    try {
      await app.db.insert(files).values({
        path,
        originalName: received.originalName,
        contentType: received.type.mime,
        size: received.bytes.length,
        storage: app.storage.kind,
        uploadedBy: request.user!.id,
      });
    } catch (error) {
      await app.storage.delete(path).catch(() => {}); // no bytes without their record
      throw error;
    }
    // Who brought which file in, from where: files end up in contracts and printed templates.
    await audit(app.db, request, 'file_upload', path, { originalName: received.originalName, contentType: received.type.mime, size: received.bytes.length });
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

  addRoute(app, storedFile, {}, (request, reply) =>
    serveStoredFile(app, (request.params as { '*': string })['*'], request.raw.url ?? '', reply),
  );
}
