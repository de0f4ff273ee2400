/**
 * The platform's side of the contract (issue 19): opening a contract for an approved supplier, renewing an
 * effective one for the next service year, attaching its own files, and one contract's detail. Each change and
 * its audit row are written in one transaction.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addDays, ATT_TYPE, CONTRACT_STATUS, mayRenew, PLATFORM_ATTACHABLE, RENEWAL_WINDOW_DAYS, serviceYearEnd, STATUS_NAMES, type ContractStatus,
} from '../../../contract/domain/serviceContract.ts';
import { contractAdd, contractDetail, contractRenew, platformAttachment } from '../../../contract/routes/contract.ts';
import { audit } from '../../auth/audit.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { contractAttachments, files, serviceContracts, supplierProfiles, suppliers } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { tradeCents } from '../../db/supplierTrade.ts';
import { cleanFileName } from '../../storage/storage.ts';
import { attachmentsOf, contractForCaller, contractView, notRenewableOf, renewedOf, supersedingOf, type ContractRow } from './access.ts';
import { businessDay } from './dates.ts';
import { technicalServiceFee } from './fees.ts';

const statusName = (status: number) => STATUS_NAMES[status as ContractStatus] ?? String(status);

async function requirePlatform(db: Db, request: FastifyRequest): Promise<void> {
  if (!(await hasPermission(db, request.user!.id, PERMS.contractManage))) fail('CONTRACT_PLATFORM_ONLY');
}

/** A contract of the supplier not yet effective (at most one may be under way). */
async function openContract(db: Db, supplierId: string): Promise<ContractRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceContracts)
    .where(and(eq(serviceContracts.supplierId, supplierId), notInArray(serviceContracts.status, [CONTRACT_STATUS.effective])))
    .limit(1);
  return row;
}

async function viewOf(db: Db, row: ContractRow, supplierName: string) {
  const [attachments, blocked] = await Promise.all([attachmentsOf(db, [row.id]), notRenewableOf(db, [row])]);
  return contractView(row, supplierName, attachments.get(row.id) ?? [], blocked.has(row.id));
}

/** The contract year's trade so far from the standing book (the pay steps' own sum) and the fee it comes to. */
async function ledgerFigures(db: Db, row: ContractRow): Promise<{ ledgerTrade: number | null; ledgerFee: number | null }> {
  const today = businessDay();
  if (!row.beginDate || !row.endDate || row.beginDate > today) return { ledgerTrade: null, ledgerFee: null };
  const trade = (await tradeCents(db, row.supplierId, row.beginDate, row.endDate < today ? row.endDate : today)) / 100;
  return { ledgerTrade: trade, ledgerFee: technicalServiceFee(trade) };
}

/** Register add, renew, the platform's attachments and the detail. */
export function platformRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, contractDetail, {}, async (request) => {
    const { contract, supplier } = await contractForCaller(app, request, request.params.id);
    return ok({ ...(await viewOf(db, contract, supplier.name)), ...(await ledgerFigures(db, contract)) });
  });

  addRoute(app, contractAdd, {}, async (request) => {
    await requirePlatform(db, request);
    const body = request.body;
    const [supplier] = await db
      .select({ id: suppliers.id, name: suppliers.name, auditStatus: supplierProfiles.auditStatus })
      .from(suppliers)
      .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
      .where(and(eq(suppliers.id, body.supplierId), eq(suppliers.deleted, false)))
      .limit(1);
    if (!supplier) fail('CONTRACT_SUPPLIER_NOT_FOUND', { id: body.supplierId });
    // Suppliers the platform entered itself have no registration and count as approved.
    if (supplier.auditStatus !== null && supplier.auditStatus !== 'approved') fail('CONTRACT_SUPPLIER_NOT_APPROVED', { name: supplier.name });
    const begin = body.beginDate ?? null;
    const end = body.endDate ?? null;
    if ((begin === null) !== (end === null) || (begin !== null && end !== null && end < begin)) fail('CONTRACT_PERIOD_INVALID');
    const trade = body.annualTrade ?? null;
    const row = await inTransaction(db, async (tx) => {
      const open = await openContract(tx, supplier.id);
      if (open) fail('CONTRACT_OPEN_EXISTS', { name: supplier.name, status: statusName(open.status) });
      const [created] = await tx
        .insert(serviceContracts)
        .values({
          supplierId: supplier.id,
          status: CONTRACT_STATUS.notInitiated,
          beginDate: begin,
          endDate: end,
          annualTrade: trade === null ? null : trade.toFixed(2),
          totalAmount: trade === null ? null : technicalServiceFee(trade).toFixed(2),
          createdBy: request.user!.username,
        })
        .returning();
      await audit(tx, request, 'contract_add', created.id, { supplierId: supplier.id, beginDate: begin, endDate: end, annualTrade: trade });
      return created;
    });
    return ok(await viewOf(db, row, supplier.name));
  });

  addRoute(app, contractRenew, {}, async (request) => {
    await requirePlatform(db, request);
    const { contract, supplier } = await contractForCaller(app, request, request.body.id);
    if (contract.status !== CONTRACT_STATUS.effective) fail('CONTRACT_RENEW_NOT_EFFECTIVE', { status: statusName(contract.status) });
    if (!mayRenew(contract.status, contract.endDate, businessDay())) fail('CONTRACT_RENEW_TOO_EARLY', { end: contract.endDate ?? '', days: RENEWAL_WINDOW_DAYS });
    const row = await inTransaction(db, async (tx) => {
      if ((await renewedOf(tx, [contract.id])).size > 0) fail('CONTRACT_ALREADY_RENEWED');
      const open = await openContract(tx, supplier.id);
      if (open) fail('CONTRACT_OPEN_EXISTS', { name: supplier.name, status: statusName(open.status) });
      const later = await supersedingOf(tx, contract);
      if (later) fail('CONTRACT_RENEW_SUPERSEDED', { end: later.endDate ?? '' });
      // The next service year follows the old one without a gap (or starts today when it has lapsed).
      const today = businessDay();
      const next = addDays(contract.endDate!, 1);
      const begin = next < today ? today : next;
      const [created] = await tx
        .insert(serviceContracts)
        .values({
          supplierId: supplier.id,
          status: CONTRACT_STATUS.notInitiated,
          beginDate: begin,
          endDate: serviceYearEnd(begin),
          annualTrade: contract.annualTrade,
          totalAmount: contract.annualTrade === null ? null : technicalServiceFee(Number(contract.annualTrade)).toFixed(2),
          previousId: contract.id,
          createdBy: request.user!.username,
        })
        .returning();
      await audit(tx, request, 'contract_renew', created.id, { previousId: contract.id, supplierId: supplier.id, beginDate: created.beginDate, endDate: created.endDate });
      return created;
    });
    return ok(await viewOf(db, row, supplier.name));
  });

  addRoute(app, platformAttachment, {}, async (request) => {
    const body = request.body;
    const { contract, isPlatform } = await contractForCaller(app, request, body.contractId);
    if (!isPlatform) fail('CONTRACT_PLATFORM_ONLY');
    if (!(PLATFORM_ATTACHABLE as readonly number[]).includes(contract.status)) fail('CONTRACT_PLATFORM_ATT_LOCKED', { status: statusName(contract.status) });
    // Only a file this user uploaded: a path typed by hand, or someone else's file, is refused.
    const [file] = await db.select().from(files).where(and(eq(files.path, body.filePath.trim()), eq(files.uploadedBy, request.user!.id))).limit(1);
    if (!file) fail('CONTRACT_FILE_NOT_UPLOADED');
    const fileName = cleanFileName(body.fileName, file.originalName);
    await inTransaction(db, async (tx) => {
      const [already] = await tx
        .select({ id: contractAttachments.id })
        .from(contractAttachments)
        .where(and(eq(contractAttachments.contractId, contract.id), eq(contractAttachments.filePath, file.path)))
        .limit(1);
      if (already) return;
      await tx.insert(contractAttachments).values({ contractId: contract.id, attType: ATT_TYPE.platform, fileName, filePath: file.path, createdBy: request.user!.username });
      await tx.update(files).set({ purpose: 'contract' }).where(eq(files.path, file.path));
      await audit(tx, request, 'contract_attachment_platform', contract.id, { filePath: file.path, fileName });
    });
    const attachments = await attachmentsOf(db, [contract.id]);
    return ok(attachments.get(contract.id) ?? [], '上传成功');
  });
}
