/** Reading contracts as the API shows them, and deciding whether the caller is their supplier or the platform. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTRACT_STATUS, isExpired, mayRenew } from '../../../contract/domain/serviceContract.ts';
import type { ContractAttachment, ServiceContract } from '../../../contract/routes/contract.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import type { Db } from '../../db/index.ts';
import { contractAttachments, serviceContracts, suppliers } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { businessDay } from './dates.ts';

export type ContractRow = typeof serviceContracts.$inferSelect;

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** Attachments of several contracts at once, by contract id, oldest first. */
export async function attachmentsOf(db: Db, contractIds: string[]): Promise<Map<string, ContractAttachment[]>> {
  const byContract = new Map<string, ContractAttachment[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const rows = await db
    .select()
    .from(contractAttachments)
    .where(inArray(contractAttachments.contractId, contractIds))
    .orderBy(asc(contractAttachments.createdAt), asc(contractAttachments.id));
  for (const row of rows) {
    byContract.get(row.contractId)?.push({ id: row.id, fileName: row.fileName, filePath: row.filePath, attType: row.attType });
  }
  return byContract;
}

/** Of these contracts, the ones another contract renews. */
export async function renewedOf(db: Db, contractIds: string[]): Promise<Set<string>> {
  if (contractIds.length === 0) return new Set();
  const rows = await db.select({ previousId: serviceContracts.previousId }).from(serviceContracts).where(inArray(serviceContracts.previousId, contractIds));
  return new Set(rows.map((row) => row.previousId!));
}

/**
 * Of these contracts, the ones a renewal would be refused for besides their own state and days: another
 * contract continues them, their supplier has a contract under way (not yet effective), or a later
 * effective contract of theirs ends after them (it carries the service on).
 */
export async function notRenewableOf(db: Db, rows: readonly ContractRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const renewed = await renewedOf(db, rows.map((row) => row.id));
  const others = await db
    .select({ id: serviceContracts.id, supplierId: serviceContracts.supplierId, status: serviceContracts.status, endDate: serviceContracts.endDate })
    .from(serviceContracts)
    .where(inArray(serviceContracts.supplierId, [...new Set(rows.map((row) => row.supplierId))]));
  const blocked = new Set(renewed);
  for (const row of rows) {
    const blocking = others.some((other) => other.id !== row.id && other.supplierId === row.supplierId && (other.status !== CONTRACT_STATUS.effective || laterEnd(other.endDate, row.endDate)));
    if (blocking) blocked.add(row.id);
  }
  return blocked;
}

const laterEnd = (end: string | null, than: string | null) => end !== null && than !== null && end > than;

/** A later effective contract of the supplier that ends after `contract` does, if any. */
export async function supersedingOf(db: Db, contract: ContractRow): Promise<ContractRow | undefined> {
  const rows = await db
    .select()
    .from(serviceContracts)
    .where(and(eq(serviceContracts.supplierId, contract.supplierId), eq(serviceContracts.status, CONTRACT_STATUS.effective)));
  return rows.find((row) => row.id !== contract.id && laterEnd(row.endDate, contract.endDate));
}

/** The API shape of a contract row (ServiceContract in the contract); `blocked`: a renewal would be refused (notRenewableOf). */
export function contractView(row: ContractRow, supplierName: string, attachments: ContractAttachment[], blocked = false): ServiceContract {
  const today = businessDay();
  return {
    id: row.id,
    supplierId: row.supplierId,
    supplierName,
    status: row.status,
    beginDate: row.beginDate,
    endDate: row.endDate,
    totalAmount: money(row.totalAmount),
    annualTrade: money(row.annualTrade),
    createTime: row.createdAt.toISOString(),
    contractAttachments: attachments,
    previousId: row.previousId,
    expired: isExpired(row.status, row.endDate, today),
    renewable: !blocked && mayRenew(row.status, row.endDate, today),
  };
}

export interface ContractAccess {
  contract: ContractRow;
  supplier: { id: string; name: string; userId: string | null };
  /** The caller is the contract's supplier (its login account). */
  isOwner: boolean;
  /** The caller holds the contract management permission. */
  isPlatform: boolean;
}

/** Who asks for a contract: the signed-in user (or the seed acting for one). */
export type ContractCaller = { id: string; username: string; userType: number };

/**
 * Load a contract with its supplier and what the caller is to it. A caller who is neither its
 * supplier nor the platform is refused here, so no handler can forget the check.
 */
export async function contractAccess(db: Db, user: ContractCaller, id: string | undefined): Promise<ContractAccess> {
  if (!id) fail('CONTRACT_NOT_FOUND');
  const [row] = await db
    .select({ contract: serviceContracts, supplier: { id: suppliers.id, name: suppliers.name, userId: suppliers.userId } })
    .from(serviceContracts)
    .innerJoin(suppliers, eq(suppliers.id, serviceContracts.supplierId))
    .where(and(eq(serviceContracts.id, id), eq(suppliers.deleted, false)))
    .limit(1);
  if (!row) fail('CONTRACT_NOT_FOUND');
  const isOwner = user.userType === 2 && row.supplier.userId === user.id;
  const isPlatform = await hasPermission(db, user.id, PERMS.contractManage);
  if (!isOwner && !isPlatform) fail('CONTRACT_NOT_YOURS');
  return { contract: row.contract, supplier: row.supplier, isOwner, isPlatform };
}

/** contractAccess for the request's user. */
export function contractForCaller(app: FastifyInstance, request: FastifyRequest, id: string | undefined): Promise<ContractAccess> {
  return contractAccess(app.db, request.user!, id);
}
