/**
 * POST /supplier/serviceContract/att/upload and /att/reupload: the supplier attaches a file it
 * uploaded through /sys/common/upload (an invoice, or the signed and stamped contract scan) while
 * the contract awaits its signature. Upload adds (a scan may take several pages); reupload replaces
 * every attachment of that type.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATTACHABLE_STATUS, isAttType, STATUS_NAMES } from '../../../contract/domain/serviceContract.ts';
import { attachmentAdd, attachmentReplace } from '../../../contract/routes/contract.ts';
import { audit } from '../../auth/audit.ts';
import { contractAttachments, files } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute, type ContractRequest } from '../../http/route.ts';
import { cleanFileName } from '../../storage/storage.ts';
import { attachmentsOf, contractForCaller } from './access.ts';

/** Register att/upload and att/reupload. */
export function attachmentRoutes(app: FastifyInstance): void {
  const attach = (mode: 'add' | 'replace') => async (request: ContractRequest<typeof attachmentAdd>) => {
    const body = request.body;
    const { contract, isOwner, isPlatform } = await contractForCaller(app, request, body.contractId);
    if (!isOwner) fail(isPlatform ? 'CONTRACT_SUPPLIER_ONLY' : 'CONTRACT_NOT_YOURS');
    if (contract.status !== ATTACHABLE_STATUS) fail('CONTRACT_ATT_LOCKED', { status: STATUS_NAMES[contract.status as keyof typeof STATUS_NAMES] ?? contract.status });
    const attType = Number(body.attType);
    if (!isAttType(attType)) fail('CONTRACT_ATT_TYPE_INVALID');
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
      // A file attached to a contract is a contract scan from now on: only its uploader and contract staff read it.
      await tx.update(files).set({ purpose: 'contract' }).where(eq(files.path, file.path));
    });
    await audit(app.db, request, mode === 'add' ? 'contract_attachment_add' : 'contract_attachment_replace', contract.id, { attType, filePath: file.path, fileName });
    const attachments = await attachmentsOf(app.db, [contract.id]);
    return ok(attachments.get(contract.id) ?? [], '上传成功');
  };

  addRoute(app, attachmentAdd, {}, attach('add'));
  const replace = attach('replace');
  addRoute(app, attachmentReplace, {}, (request) => replace(request));
}
