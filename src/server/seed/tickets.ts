/**
 * Demo settlement, made through the services the API uses: the reconciliation template type and its
 * template; 鲜丰's first audited week at 一食堂 stated, confirmed by both sides, invoiced and settled; the
 * same week at 二食堂 confirmed and invoiced with a tax that does not match (flagged, awaiting procurement).
 */
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import { files, printTemplates, printTemplateTypes, standingBook, statements, supplierTickets } from '../db/schema/index.ts';
import { askInvoice, moveInvoice, uploadInvoice } from '../routes/tickets/invoices.ts';
import { makeStatement, moveStatement } from '../routes/tickets/statements.ts';
import type { SeedContext } from './context.ts';
import { reconciliationTemplate } from './ticketsTemplate.ts';
import { demoActors } from './actors.ts';

const HOUR = 3_600_000;


export async function seedTickets({ db, ids }: SeedContext): Promise<void> {
  const [type] = await db.insert(printTemplateTypes).values({ name: '对账报告', code: 'reconciliation', sortNo: 20, createdBy: 'admin' }).returning({ id: printTemplateTypes.id });
  await db.insert(printTemplates).values({ name: '对账报告', typeId: type!.id, body: reconciliationTemplate(), createdBy: 'admin', updatedBy: 'admin', updatedAt: new Date() });

  const [buyer, canteen, fresh] = await demoActors(db, 'buyer', 'canteen', 'supplier');
  const supplierId = ids['supplier:fresh']!;
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);
  const [first] = await db.select({ day: standingBook.arrivalDate }).from(standingBook).where(eq(standingBook.supplierId, supplierId)).orderBy(asc(standingBook.arrivalDate)).limit(1);
  if (!first) return;
  const periodFrom = first.day;
  const periodTo = new Date(Date.parse(periodFrom) + 6 * 86_400_000).toISOString().slice(0, 10);
  // the scan both invoices carry: a file record of the supplier's (the demo has no bytes behind it)
  const [scan] = await db.insert(files).values({ path: 'demo/invoice-scan.pdf', originalName: '发票扫描件.pdf', contentType: 'application/pdf', size: 0, uploadedBy: fresh!.id }).returning({ path: files.path });
  const version = async (id: string) => (await db.select({ version: statements.version }).from(statements).where(eq(statements.id, id)))[0]!.version;

  for (const [index, restaurant] of (['canteen1', 'canteen2'] as const).entries()) {
    const restaurantId = ids[`restaurant:${restaurant}`]!;
    const [any] = await db
      .select({ id: standingBook.id })
      .from(standingBook)
      .where(and(eq(standingBook.supplierId, supplierId), eq(standingBook.restaurantId, restaurantId), gte(standingBook.arrivalDate, periodFrom), lte(standingBook.arrivalDate, periodTo)))
      .limit(1);
    if (!any) continue; // nothing in that week at this canteen
    let hours = 40 - index * 10;
    const step = () => ago((hours -= 1));
    const id = await makeStatement(db, buyer!, { supplierId, restaurantId, periodFrom, periodTo }, step());
    await moveStatement(db, fresh!, id, 'supplierConfirm', { version: await version(id) }, step());
    await moveStatement(db, index === 0 ? buyer! : canteen!, id, 'confirm', { version: await version(id) }, step());
    const requestId = await askInvoice(db, index === 0 ? buyer! : canteen!, { statementId: id, title: index === 0 ? '第一中学一食堂' : '第一中学二食堂', taxId: '91330100MA2DEMO01X', taxRate: '9' }, step());
    const [statement] = await db.select({ total: statements.total }).from(statements).where(eq(statements.id, id));
    const total = Math.round(Number(statement!.total) * 100);
    const tax = Math.round((total * 9) / 109);
    // the second invoice states its tax at 13 % instead of the 9 % asked for
    const taxAmount = index === 0 ? tax : Math.round((total * 13) / 113);
    const ticketId = await uploadInvoice(db, fresh!, { requestId, invoiceNo: `0440000${index}${String(total).slice(-4).padStart(4, '0')}`, invoiceDate: periodTo, amount: (total / 100).toFixed(2), taxAmount: (taxAmount / 100).toFixed(2), scan: scan!.path }, step());
    if (index === 0) {
      await moveInvoice(db, buyer!, ticketId, 'verify', { version: 1 }, step());
      const [row] = await db.select({ version: supplierTickets.version }).from(supplierTickets).where(eq(supplierTickets.id, ticketId)).orderBy(desc(supplierTickets.createdAt));
      await moveInvoice(db, buyer!, ticketId, 'settle', { version: row!.version }, step());
    }
  }
}
