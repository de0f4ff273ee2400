/**
 * The pay steps' services (src/contract/domain/payStep.ts): opening a contract year's fee record, the
 * supplier's payment proof, the platform's confirmation or rejection, the assessment from the standing book
 * and the settlement. Each move and its trail row are written in one transaction through transition().
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  fromCents, PAY_STEP_MACHINE, PAY_STEP_STATUS_NAMES, PREPAYMENT_CENTS, PREPAYMENT_DAYS,
  type PayStepAction, type PayStepStatus,
} from '../../../contract/domain/payStep.ts';
import { chinaDate } from '../../../contract/domain/order.ts';
import { addDays, CONTRACT_STATUS } from '../../../contract/domain/serviceContract.ts';
import { ownSuppliers, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { files, payStepRecords, serviceContracts } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { assessPayStep } from '../../jobs/payStepYearEnd.ts';
import { fail } from '../../http/errors.ts';
import { recordEvent, transition } from '../../http/transition.ts';

export type PayStepRow = typeof payStepRecords.$inferSelect;

/** Procurement and canteens have no part in the fee: refused before anything is read. */
export function admit(actor: Actor): void {
  if (actor.kind !== 'supplier' && actor.kind !== 'platform') fail('PAY_STEP_FORBIDDEN');
}

/** The records the actor sees: a supplier its own companies', the platform all. */
export function payStepScope(db: Db, actor: Actor): SQL | undefined {
  admit(actor);
  return actor.kind === 'supplier' ? inArray(payStepRecords.supplierId, ownSuppliers(db, actor.id)) : undefined;
}

/** Platform: open the fee record of a contract year; answers its id. */
export async function openPayStep(db: Db, actor: Actor, contractId: string, now = new Date()): Promise<string> {
  admit(actor);
  if (actor.kind !== 'platform') fail('PAY_STEP_PLATFORM_ONLY');
  const [contract] = await db.select().from(serviceContracts).where(eq(serviceContracts.id, contractId));
  if (!contract) fail('PAY_STEP_CONTRACT_NOT_FOUND', { id: contractId });
  if (contract.status === CONTRACT_STATUS.notInitiated) fail('PAY_STEP_CONTRACT_NOT_INITIATED');
  if (!contract.beginDate || !contract.endDate) fail('PAY_STEP_CONTRACT_NO_PERIOD');
  try {
    return await inTransaction(db, async (tx) => {
      const [already] = await tx.select({ id: payStepRecords.id }).from(payStepRecords).where(eq(payStepRecords.contractId, contract.id));
      if (already) fail('PAY_STEP_EXISTS');
      const [row] = await tx
        .insert(payStepRecords)
        .values({
          contractId: contract.id,
          supplierId: contract.supplierId,
          yearBegin: contract.beginDate!,
          yearEnd: contract.endDate!,
          prepayment: fromCents(PREPAYMENT_CENTS),
          dueDate: addDays(chinaDate(now), PREPAYMENT_DAYS),
          status: 'awaiting_proof',
          createdBy: actor.username,
          createdAt: now,
        })
        .returning({ id: payStepRecords.id });
      await recordEvent(tx, { entity: 'pay_step', entityId: row!.id, action: 'open', from: null, to: 'awaiting_proof', actor, detail: { contractId: contract.id }, now });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'pay_step_records_contract_key')) fail('PAY_STEP_EXISTS');
    throw error;
  }
}

async function lockedRecord(tx: Db, actor: Actor, id: string): Promise<PayStepRow> {
  const [row] = await tx.select().from(payStepRecords).where(and(eq(payStepRecords.id, id), payStepScope(tx, actor))).for('update');
  return row ?? fail('PAY_STEP_NOT_FOUND');
}

export interface MoveInput {
  version: number;
  reason?: string;
  proofPath?: string;
  proofName?: string;
}

/** Make one move of a record: the supplier's upload, the platform's confirm, reject, assess or settle. */
export async function movePayStep(db: Db, actor: Actor, id: string, action: PayStepAction, input: MoveInput, now = new Date()): Promise<void> {
  admit(actor);
  await inTransaction(db, async (tx) => {
    const row = await lockedRecord(tx, actor, id);
    // the year-end job assesses through the same function
    if (action === 'assess') {
      await assessPayStep(tx, actor, row, input.version, now);
      return;
    }
    const reason = input.reason?.trim() || undefined;
    const set: Partial<PayStepRow> = { version: row.version + 1, updatedAt: now, updatedBy: actor.username };
    let detail: Record<string, unknown> | undefined = reason ? { reason } : undefined;
    if (action === 'upload') detail = { proofPath: input.proofPath?.trim() ?? '' };
    if (action === 'reject') set.rejectReason = reason ?? null;
    if (action === 'confirm') Object.assign(set, { confirmedBy: actor.username, confirmedAt: now });
    await transition(tx, {
      entity: 'pay_step',
      machine: PAY_STEP_MACHINE,
      names: PAY_STEP_STATUS_NAMES,
      row: { id: row.id, status: row.status as PayStepStatus, version: row.version },
      version: input.version,
      action,
      actor,
      context: { input: { reason } },
      now,
      detail,
      apply: async (to) => {
        if (action === 'upload') {
          // checked once the move is allowed: a wrong state or role answers before the file does
          const path = input.proofPath?.trim() ?? '';
          const [file] = await tx.select().from(files).where(and(eq(files.path, path), eq(files.uploadedBy, actor.id)));
          if (!file) fail('PAY_STEP_FILE_NOT_UPLOADED', { path });
          Object.assign(set, { proofPath: file.path, proofName: input.proofName?.trim() || file.originalName, proofAt: now, rejectReason: null });
        }
        if (to === 'settled') set.settledAt = now;
        const changed = await tx
          .update(payStepRecords)
          .set({ ...set, status: to })
          .where(and(eq(payStepRecords.id, row.id), eq(payStepRecords.version, row.version)))
          .returning({ id: payStepRecords.id });
        // the proof is a payment file from now on: only its supplier and platform staff read it back
        if (changed.length === 1 && action === 'upload') await tx.update(files).set({ purpose: 'payment' }).where(eq(files.path, set.proofPath!));
        return changed.length === 1;
      },
    });
  });
}
