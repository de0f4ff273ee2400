/**
 * POST /supplier/serviceContract/att/upload and /att/reupload: the supplier attaches a file it
 * uploaded through /sys/common/upload (an invoice, or the signed and stamped contract scan) while
 * the contract awaits its signature. Upload adds (a scan may take several pages); reupload replaces
 * every attachment of that type.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { audit } from '../../auth/audit.ts';
import { contractAttachments, files } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { cleanFileName } from '../../storage/storage.ts';
import { attachmentsOf, contractForCaller } from './access.ts';
import { ATT_TYPE, CONTRACT_STATUS, STATUS_NAMES } from './status.ts';

const AttachmentBody = Type.Object({
  contractId: Type.Optional(Type.String({ maxLength: 64 })),
  attType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
  fileName: Type.Optional(Type.String({ maxLength: 300 })),
  filePath: Type.Optional(Type.String({ maxLength: 300 })),
});

interface AttachmentInput {
  contractId?: string;
  attType?: number | string;
  fileName?: string;
  filePath?: string;
}

/** Register att/upload and att/reupload. */
export function attachmentRoutes(app: FastifyInstance): void {
  const attach = (mode: 'add' | 'replace') => async (request: FastifyRequest) => {
    const body = request.body as AttachmentInput;
    const { contract, isOwner, isPlatform } = await contractForCaller(app, request, body.contractId);
    if (!isOwner) fail(isPlatform ? 'CONTRACT_SUPPLIER_ONLY' : 'CONTRACT_NOT_YOURS');
    if (contract.status !== CONTRACT_STATUS.awaitingSupplier) fail('CONTRACT_ATT_LOCKED', { status: STATUS_NAMES[contract.status] ?? contract.status });
    const attType = Number(body.attType);
    if (attType !== ATT_TYPE.invoice && attType !== ATT_TYPE.contract) fail('CONTRACT_ATT_TYPE_INVALID');
    // Only a file this user uploaded: a path typed by hand, or someone else's file, is refused.
    const filePath = (body.filePath ?? '').trim();
    const [file] = filePath
      ? await app.db.select().from(files).where(and(eq(files.path, filePath), eq(files.uploadedBy, request.user!.id))).limit(1)
      : [];
    if (!file) fail('CONTRACT_FILE_NOT_UPLOADED');
    const fileName = cleanFileName(body.fileName, file.originalName);

    await app.db.transaction(async (tx) => {
      const sameType = and(eq(contractAttachments.contractId, contract.id), eq(contractAttachments.attType, attType));
      if (mode === 'replace') {
        await tx.delete(contractAttachments).where(sameType);
      } else {
        // Sending the same file twice (a double click) attaches it once.
        const [already] = await tx.select({ id: contractAttachments.id }).from(contractAttachments).where(and(sameType, eq(contractAttachments.filePath, file.path))).limit(1);
        if (already) return;
      }
      await tx.insert(contractAttachments).values({ contractId: contract.id, attType, fileName, filePath: file.path, createdBy: request.user!.username });
    });
    await audit(app.db, request, mode === 'add' ? 'contract_attachment_add' : 'contract_attachment_replace', contract.id, { attType, filePath: file.path, fileName });
    const attachments = await attachmentsOf(app.db, [contract.id]);
    return ok(attachments.get(contract.id) ?? [], '上传成功');
  };

  app.post('/supplier/serviceContract/att/upload', { schema: { body: AttachmentBody } }, attach('add'));
  app.post('/supplier/serviceContract/att/reupload', { schema: { body: AttachmentBody } }, attach('replace'));
}
