/**
 * POST /supplier/serviceContract/att/upload and /att/reupload: the supplier attaches a file it
 * uploaded through /sys/common/upload (an invoice, or the signed and stamped contract scan) while
 * the contract awaits its signature (attachToContract in moves.ts). Upload adds; reupload replaces
 * every attachment of that type.
 */
import type { FastifyInstance } from 'fastify';
import { attachmentAdd, attachmentReplace } from '../../../contract/routes/contract.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute, type ContractRequest } from '../../http/route.ts';
import { attachmentsOf } from './access.ts';
import { attachToContract } from './moves.ts';

/** Register att/upload and att/reupload. */
export function attachmentRoutes(app: FastifyInstance): void {
  const attach = (mode: 'add' | 'replace') => async (request: ContractRequest<typeof attachmentAdd>) => {
    const { contract } = await attachToContract(app.db, request.user!, request.body, mode, request);
    const attachments = await attachmentsOf(app.db, [contract.id]);
    return ok(attachments.get(contract.id) ?? [], '上传成功');
  };

  addRoute(app, attachmentAdd, {}, attach('add'));
  const replace = attach('replace');
  addRoute(app, attachmentReplace, {}, (request) => replace(request));
}
