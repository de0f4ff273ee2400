/**
 * POST /supplier/serviceContract/updateStatus?id&status: one move of the contract's state machine, made by
 * moveContract (moves.ts; the demo seed uses it too).
 */
import type { FastifyInstance } from 'fastify';
import { CONTRACT_STATUS } from '../../../contract/domain/serviceContract.ts';
import { contractStatusUpdate } from '../../../contract/routes/contract.ts';
import { ok, OK_MESSAGE } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { attachmentsOf, contractView } from './access.ts';
import { moveContract } from './moves.ts';

/** Register updateStatus. */
export function statusRoutes(app: FastifyInstance): void {
  addRoute(app, contractStatusUpdate, {}, async (request) => {
    const { contract, supplier } = await moveContract(app.db, request.user!, request.query.id, request.query.status, request);
    const attachments = await attachmentsOf(app.db, [contract.id]);
    return ok(contractView(contract, supplier.name, attachments.get(contract.id) ?? []), contract.status === CONTRACT_STATUS.supplierSigned ? '签署成功' : OK_MESSAGE);
  });
}
