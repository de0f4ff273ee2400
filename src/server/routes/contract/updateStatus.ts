/**
 * POST /supplier/serviceContract/updateStatus?id&status: the contract's state machine (src/contract/domain/serviceContract.ts).
 * The supplier confirms its own signature (1 -> 3, only with a contract scan uploaded); the platform
 * initiates (0 -> 1), countersigns (3 -> 9) and puts the contract into effect (9 -> 12).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATT_TYPE, CONTRACT_STATUS, contractTransition, isContractStatus, STATUS_NAMES } from '../../../contract/domain/serviceContract.ts';
import { contractStatusUpdate } from '../../../contract/routes/contract.ts';
import { audit } from '../../auth/audit.ts';
import { contractAttachments, serviceContracts } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok, OK_MESSAGE } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { localDate } from './dates.ts';
import { attachmentsOf, contractForCaller, contractView, type ContractRow } from './access.ts';
import { technicalServiceFee } from './fees.ts';

/** Register updateStatus. */
export function statusRoutes(app: FastifyInstance): void {
  addRoute(app, contractStatusUpdate, {}, async (request) => {
    const query = request.query;
    const to = /^\d{1,2}$/.test(query.status ?? '') ? Number(query.status) : NaN;
    if (!isContractStatus(to)) fail('CONTRACT_STATUS_INVALID', { status: query.status ?? '' });
    const { contract, supplier, isOwner, isPlatform } = await contractForCaller(app, request, query.id);
    const from = contract.status;
    const transition = contractTransition(from, to);
    if (!transition) fail('CONTRACT_TRANSITION_REFUSED', { from: STATUS_NAMES[from as keyof typeof STATUS_NAMES] ?? from, to: STATUS_NAMES[to] });
    const actor = transition.by;
    if (actor === 'supplier' && !isOwner) fail('CONTRACT_SUPPLIER_ONLY');
    if (actor === 'platform' && !isPlatform) fail('CONTRACT_PLATFORM_ONLY');
    if (transition.needsScan) {
      const [scan] = await app.db
        .select({ id: contractAttachments.id })
        .from(contractAttachments)
        .where(and(eq(contractAttachments.contractId, contract.id), eq(contractAttachments.attType, ATT_TYPE.contract)))
        .limit(1);
      if (!scan) fail('CONTRACT_SCAN_REQUIRED');
    }
    // Conditional on the status read above: of two concurrent moves only one lands.
    const [updated] = await app.db
      .update(serviceContracts)
      .set({ status: to, ...initiationDefaults(contract, to), updatedAt: new Date(), updatedBy: request.user!.username })
      .where(and(eq(serviceContracts.id, contract.id), eq(serviceContracts.status, from)))
      .returning();
    if (!updated) fail('CONTRACT_STATUS_CHANGED');
    await audit(app.db, request, 'contract_status', contract.id, { from, to, supplierId: supplier.id, by: actor });
    const attachments = await attachmentsOf(app.db, [contract.id]);
    return ok(contractView(updated, supplier.name, attachments.get(contract.id) ?? []), to === CONTRACT_STATUS.supplierSigned ? '签署成功' : OK_MESSAGE);
  });
}

/**
 * Initiating a contract that lacks them fills in the one-year service period from today and the fee
 * of its annual trade (section 9), so the supplier's template shows real figures.
 */
function initiationDefaults(contract: ContractRow, to: number): Partial<ContractRow> {
  if (to !== CONTRACT_STATUS.awaitingSupplier) return {};
  const defaults: Partial<ContractRow> = {};
  if (!contract.beginDate || !contract.endDate) {
    const begin = new Date();
    const end = new Date(begin.getFullYear() + 1, begin.getMonth(), begin.getDate() - 1);
    defaults.beginDate = localDate(begin);
    defaults.endDate = localDate(end);
  }
  if (contract.totalAmount === null && contract.annualTrade !== null) {
    defaults.totalAmount = technicalServiceFee(Number(contract.annualTrade)).toFixed(2);
  }
  return defaults;
}
