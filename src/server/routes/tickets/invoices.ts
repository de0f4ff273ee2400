/**
 * Invoice request and supplier invoice services: a buyer asks for the invoice of a confirmed statement, the
 * supplier uploads it (checked against the statement: a mismatch is stored with its reason, never passed
 * silently), procurement verifies, rejects or settles it. The request, the invoice and the statement move
 * together in one transaction, each with its trail row.
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  invoiceMismatches, TAX_ID_PATTERN, REQUEST_MACHINE, REQUEST_STATUS_NAMES, STATEMENT_STATUS_NAMES, TICKET_MACHINE, TICKET_STATUS_NAMES,
  type RequestAction, type RequestStatus, type StatementStatus, type TaxRate, type TicketAction, type TicketStatus,
} from '../../../contract/domain/tickets.ts';
import { scopeCondition, type Actor } from '../../auth/scope.ts';
import { inTransaction, type Db } from '../../db/index.ts';
import { files, supplierTickets, ticketRequests } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/sql.ts';
import { fail } from '../../http/errors.ts';
import { recordEvent, transition } from '../../http/transition.ts';
import { forbid, lockedStatement, stepStatement, ticketNo } from './statements.ts';

type RequestRow = typeof ticketRequests.$inferSelect;
type TicketRow = typeof supplierTickets.$inferSelect;

export interface AskInvoice {
  statementId: string;
  title: string;
  taxId: string;
  taxRate: TaxRate;
  remark?: string;
}

/** A buyer asks for the invoice of a statement both sides confirmed; answers the request's id. */
export async function askInvoice(db: Db, actor: Actor, input: AskInvoice, now = new Date()): Promise<string> {
  if (actor.kind === 'supplier') forbid(actor, '申请开票');
  const taxId = input.taxId.trim().toUpperCase();
  if (!new RegExp(TAX_ID_PATTERN).test(taxId)) fail('TICKET_TAX_ID_INVALID');
  try {
    return await inTransaction(db, async (tx) => {
      const statement = await lockedStatement(tx, actor, input.statementId);
      if (statement.status !== 'confirmed') fail('TICKET_STATEMENT_NOT_CONFIRMED', { status: STATEMENT_STATUS_NAMES[statement.status as StatementStatus].zh });
      const [live] = await tx.select({ requestNo: ticketRequests.requestNo }).from(ticketRequests).where(and(eq(ticketRequests.statementId, statement.id), ne(ticketRequests.status, 'cancelled')));
      if (live) fail('TICKET_REQUEST_EXISTS', { requestNo: live.requestNo });
      const [row] = await tx
        .insert(ticketRequests)
        .values({
          requestNo: await ticketNo(tx, 'KP', now),
          statementId: statement.id,
          supplierId: statement.supplierId,
          restaurantId: statement.restaurantId,
          title: input.title.trim(),
          taxId,
          amount: statement.total,
          taxRate: input.taxRate,
          remark: input.remark?.trim() || null,
          status: 'requested',
          createdBy: actor.username,
          createdAt: now,
        })
        .returning({ id: ticketRequests.id });
      await recordEvent(tx, { entity: 'ticket_request', entityId: row!.id, action: 'ask', from: null, to: 'requested', actor, detail: { statementId: statement.id, amount: statement.total }, now });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ticket_requests_statement_live_key')) fail('TICKET_REQUEST_EXISTS', { requestNo: '' });
    throw error;
  }
}

async function lockedRequest(tx: Db, actor: Actor, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(ticketRequests)
    .where(and(eq(ticketRequests.id, id), scopeCondition(tx, actor, { restaurant: ticketRequests.restaurantId, supplier: ticketRequests.supplierId })))
    .for('update');
  return row ?? fail('TICKET_REQUEST_NOT_FOUND');
}

/** One move of a request in the caller's transaction (`version`: the one the caller read, or the row's own when another move drives it). */
async function stepRequest(tx: Db, actor: Actor, row: RequestRow, action: RequestAction, version: number, now: Date): Promise<RequestStatus> {
  return transition(tx, {
    entity: 'ticket_request',
    machine: REQUEST_MACHINE,
    names: REQUEST_STATUS_NAMES,
    row: { id: row.id, status: row.status as RequestStatus, version: row.version },
    version,
    action,
    actor,
    context: { input: {} },
    now,
    apply: async (to) => {
      const changed = await tx
        .update(ticketRequests)
        .set({ status: to, version: row.version + 1, updatedAt: now, updatedBy: actor.username })
        .where(and(eq(ticketRequests.id, row.id), eq(ticketRequests.version, row.version)))
        .returning({ id: ticketRequests.id });
      return changed.length === 1;
    },
  });
}

/** A buyer withdraws a request the supplier has not answered. */
export async function cancelRequest(db: Db, actor: Actor, id: string, version: number, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await stepRequest(tx, actor, await lockedRequest(tx, actor, id), 'cancel', version, now);
  });
}

export interface UploadInvoice {
  requestId: string;
  invoiceNo: string;
  invoiceDate: string;
  amount: string;
  taxAmount: string;
  scan: string;
}

/** The supplier uploads the invoice of a request; answers the invoice's id. */
export async function uploadInvoice(db: Db, actor: Actor, input: UploadInvoice, now = new Date()): Promise<string> {
  if (actor.kind !== 'supplier') forbid(actor, '上传发票');
  try {
    return await inTransaction(db, async (tx) => {
      const request = await lockedRequest(tx, actor, input.requestId);
      const [scan] = await tx.select({ id: files.id }).from(files).where(and(eq(files.path, input.scan), eq(files.uploadedBy, actor.id)));
      if (!scan) fail('TICKET_FILE_NOT_FOUND', { id: input.scan });
      const [used] = await tx.select({ id: supplierTickets.id }).from(supplierTickets).where(and(eq(supplierTickets.supplierId, request.supplierId), eq(supplierTickets.invoiceNo, input.invoiceNo), ne(supplierTickets.status, 'rejected')));
      if (used) fail('TICKET_INVOICE_NO_USED', { invoiceNo: input.invoiceNo });
      await stepRequest(tx, actor, request, 'upload', request.version, now);
      const found = invoiceMismatches(input, { amount: request.amount, taxRate: request.taxRate });
      const [row] = await tx
        .insert(supplierTickets)
        .values({
          requestId: request.id,
          statementId: request.statementId,
          supplierId: request.supplierId,
          restaurantId: request.restaurantId,
          invoiceNo: input.invoiceNo,
          invoiceDate: input.invoiceDate,
          amount: Number(input.amount).toFixed(2),
          taxAmount: Number(input.taxAmount).toFixed(2),
          scan: input.scan,
          mismatch: found.length > 0,
          mismatchReasons: found.length ? found : null,
          status: 'uploaded',
          createdBy: actor.username,
          createdAt: now,
        })
        .returning({ id: supplierTickets.id });
      await recordEvent(tx, { entity: 'ticket', entityId: row!.id, action: 'upload', from: null, to: 'uploaded', actor, detail: { requestId: request.id, mismatch: found }, now });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'supplier_tickets_invoice_no_key')) fail('TICKET_INVOICE_NO_USED', { invoiceNo: input.invoiceNo });
    throw error;
  }
}

/**
 * Verify, reject or settle an invoice. Verifying makes the statement invoiced, settling settles it, and
 * the request follows each; a rejection sends the request back to the supplier.
 */
export async function moveInvoice(db: Db, actor: Actor, id: string, action: TicketAction, input: { version: number; reason?: string }, now = new Date()): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supplierTickets)
      .where(and(eq(supplierTickets.id, id), scopeCondition(tx, actor, { restaurant: supplierTickets.restaurantId, supplier: supplierTickets.supplierId })))
      .for('update');
    if (!ticket) fail('TICKET_NOT_FOUND');
    const reason = input.reason?.trim() || undefined;
    await transition(tx, {
      entity: 'ticket',
      machine: TICKET_MACHINE,
      names: TICKET_STATUS_NAMES,
      row: { id: ticket.id, status: ticket.status as TicketStatus, version: ticket.version },
      version: input.version,
      action,
      actor,
      context: { mismatch: ticket.mismatch, input: { reason } },
      now,
      detail: reason ? { reason } : undefined,
      apply: async (to) => {
        const set: Partial<TicketRow> = { status: to, version: ticket.version + 1, updatedAt: now, updatedBy: actor.username };
        if (action === 'verify') set.overrideReason = ticket.mismatch ? reason ?? null : null;
        if (action === 'reject') set.rejectReason = reason ?? null;
        if (to === 'settled') set.settledAt = now;
        const changed = await tx.update(supplierTickets).set(set).where(and(eq(supplierTickets.id, ticket.id), eq(supplierTickets.version, ticket.version))).returning({ id: supplierTickets.id });
        if (changed.length === 0) return false;
        const [request] = await tx.select().from(ticketRequests).where(eq(ticketRequests.id, ticket.requestId)).for('update');
        await stepRequest(tx, actor, request!, action, request!.version, now);
        if (action !== 'reject') {
          const statement = await lockedStatement(tx, actor, ticket.statementId);
          await stepStatement(tx, actor, statement, action === 'verify' ? 'invoice' : 'settle', { version: statement.version }, now);
        }
        return true;
      },
    });
  });
}
