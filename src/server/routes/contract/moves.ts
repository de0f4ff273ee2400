/**
 * The contract's state machine applied (src/contract/domain/serviceContract.ts), for the updateStatus route and
 * the demo seed alike: the supplier confirms its own signature (1 -> 3, only with a contract scan attached);
 * the platform initiates (0 -> 1), countersigns (3 -> 9) and puts the contract into effect (9 -> 12). The move
 * and its audit row are written in one transaction.
 */
import { and, eq } from 'drizzle-orm';
import { ATT_TYPE, ATTACHABLE_STATUS, CONTRACT_STATUS, contractTransition, isAttType, isContractStatus, serviceYearEnd, STATUS_NAMES } from '../../../contract/domain/serviceContract.ts';
import { audit, type AuditOrigin } from '../../auth/audit.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { contractAttachments, files, serviceContracts } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { cleanFileName } from '../../storage/storage.ts';
import { contractAccess, type ContractAccess, type ContractCaller, type ContractRow } from './access.ts';
import { businessDay } from './dates.ts';
import { technicalServiceFee } from './fees.ts';

const statusName = (status: number) => STATUS_NAMES[status as keyof typeof STATUS_NAMES] ?? String(status);

/** Move contract `contractId` to `status` (as the query spells it) for `caller`; answers the moved row and its access. */
export async function moveContract(db: Db, caller: ContractCaller, contractId: string | undefined, status: string | number | undefined, origin: AuditOrigin): Promise<ContractAccess> {
  const to = /^\d{1,2}$/.test(String(status ?? '')) ? Number(status) : NaN;
  if (!isContractStatus(to)) fail('CONTRACT_STATUS_INVALID', { status: String(status ?? '') });
  const access = await contractAccess(db, caller, contractId);
  const { contract, supplier, isOwner, isPlatform } = access;
  const from = contract.status;
  const transition = contractTransition(from, to);
  if (!transition) fail('CONTRACT_TRANSITION_REFUSED', { from: statusName(from), to: STATUS_NAMES[to] });
  const actor = transition.by;
  if (actor === 'supplier' && !isOwner) fail('CONTRACT_SUPPLIER_ONLY');
  if (actor === 'platform' && !isPlatform) fail('CONTRACT_PLATFORM_ONLY');
  const updated = await inTransaction(db, async (tx) => {
    if (transition.needsScan) {
      const [scan] = await tx
        .select({ id: contractAttachments.id })
        .from(contractAttachments)
        .where(and(eq(contractAttachments.contractId, contract.id), eq(contractAttachments.attType, ATT_TYPE.contract)))
        .limit(1);
      if (!scan) fail('CONTRACT_SCAN_REQUIRED');
    }
    // Conditional on the status read above: of two concurrent moves only one lands.
    const [row] = await tx
      .update(serviceContracts)
      .set({ status: to, ...initiationDefaults(contract, to), updatedAt: new Date(), updatedBy: caller.username })
      .where(and(eq(serviceContracts.id, contract.id), eq(serviceContracts.status, from)))
      .returning();
    if (!row) fail('CONTRACT_STATUS_CHANGED');
    await audit(tx, origin, 'contract_status', contract.id, { from, to, supplierId: supplier.id, by: actor }, caller);
    return row;
  });
  return { ...access, contract: updated };
}

/**
 * Initiating a contract that lacks them fills in the one-year service period from today and the fee
 * of its annual trade (section 9), so the supplier's template shows real figures.
 */
function initiationDefaults(contract: ContractRow, to: number): Partial<ContractRow> {
  if (to !== CONTRACT_STATUS.awaitingSupplier) return {};
  const defaults: Partial<ContractRow> = {};
  if (!contract.beginDate || !contract.endDate) {
    defaults.beginDate = businessDay();
    defaults.endDate = serviceYearEnd(defaults.beginDate);
  }
  if (contract.totalAmount === null && contract.annualTrade !== null) {
    defaults.totalAmount = technicalServiceFee(Number(contract.annualTrade)).toFixed(2);
  }
  return defaults;
}

/**
 * The supplier attaches a file it uploaded (an invoice, or the signed contract scan) while the contract awaits
 * its signature: `add` adds (a scan may take several pages), `replace` replaces every attachment of that type.
 */
export async function attachToContract(
  db: Db,
  caller: ContractCaller,
  input: { contractId?: string; attType?: number | string; filePath?: string; fileName?: string },
  mode: 'add' | 'replace',
  origin: AuditOrigin,
): Promise<ContractAccess> {
  const access = await contractAccess(db, caller, input.contractId);
  const { contract, isOwner, isPlatform } = access;
  if (!isOwner) fail(isPlatform ? 'CONTRACT_SUPPLIER_ONLY' : 'CONTRACT_NOT_YOURS');
  if (contract.status !== ATTACHABLE_STATUS) fail('CONTRACT_ATT_LOCKED', { status: statusName(contract.status) });
  const attType = Number(input.attType);
  if (!isAttType(attType)) fail('CONTRACT_ATT_TYPE_INVALID');
  // Only a file this user uploaded: a path typed by hand, or someone else's file, is refused.
  const filePath = (input.filePath ?? '').trim();
  const [file] = filePath ? await db.select().from(files).where(and(eq(files.path, filePath), eq(files.uploadedBy, caller.id))).limit(1) : [];
  if (!file) fail('CONTRACT_FILE_NOT_UPLOADED');
  const fileName = cleanFileName(input.fileName, file.originalName);
  await inTransaction(db, async (tx) => {
    const sameType = and(eq(contractAttachments.contractId, contract.id), eq(contractAttachments.attType, attType));
    if (mode === 'replace') {
      await tx.delete(contractAttachments).where(sameType);
    } else {
      // Sending the same file twice (a double click) attaches it once.
      const [already] = await tx.select({ id: contractAttachments.id }).from(contractAttachments).where(and(sameType, eq(contractAttachments.filePath, file.path))).limit(1);
      if (already) return;
    }
    await tx.insert(contractAttachments).values({ contractId: contract.id, attType, fileName, filePath: file.path, createdBy: caller.username });
    // A file attached to a contract is a contract scan from now on: only its uploader and contract staff read it.
    await tx.update(files).set({ purpose: 'contract' }).where(eq(files.path, file.path));
    await audit(tx, origin, mode === 'add' ? 'contract_attachment_add' : 'contract_attachment_replace', contract.id, { attType, filePath: file.path, fileName }, caller);
  });
  return access;
}
