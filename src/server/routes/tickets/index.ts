/**
 * Invoices and settlement (issue 20): statements, invoice requests, supplier invoices, reconciliation and
 * their printing. Handlers read the request and answer; the rules are the contract's machines and the
 * services in statements.ts and invoices.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  mismatchText, REQUEST_STATUS_NAMES, STATEMENT_STATUS_NAMES, TICKET_STATUS_NAMES, type TicketDocument,
} from '../../../contract/domain/tickets.ts';
import type { StatementRecord, TicketRecord, TicketRequestRecord } from '../../../contract/routes/tickets.ts';
import * as tickets from '../../../contract/routes/tickets.ts';
import { actorOf } from '../../auth/scope.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { findVisibleTemplate, visibleTo } from '../../auth/templates.ts';
import { printTemplates, printTemplateTypes } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail, localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { actionRoutes } from '../../http/actionRoutes.ts';
import { addRoute } from '../../http/route.ts';
import { startPrintBatch } from '../../jobs/print/start.ts';
import { askInvoice, cancelRequest, moveInvoice, uploadInvoice } from './invoices.ts';
import { reconciliationPrintRecord, statementPrintRecord } from './print.ts';
import {
  listRequests, listStatements, listTickets, reconcile, requestOf, requestsForExport, statementDetailOf, statementEntriesOf, statementsForExport, ticketOf, ticketsForExport,
} from './queries.ts';
import { makeStatement, moveStatement, reviseStatement } from './statements.ts';

type Locale = 'zh' | 'en';
type Cell = string | number | Date | null;

/** Export columns from [zh heading, en heading, cell, number format?] rows. */
function columnsOf<Row>(locale: Locale, specs: Array<[string, string, (row: Row) => Cell, string?]>): ExcelColumn<Row>[] {
  return specs.map(([zh, en, value, format]) => ({ header: locale === 'zh' ? zh : en, value, format }));
}

const statementColumns = (locale: Locale) => columnsOf<StatementRecord>(locale, [
  ['对账单号', 'Statement no.', (r) => r.statementNo],
  ['供应商', 'Supplier', (r) => r.supplierName],
  ['食堂', 'Canteen', (r) => r.restaurantName],
  ['开始日期', 'From', (r) => r.periodFrom],
  ['结束日期', 'To', (r) => r.periodTo],
  ['台账条数', 'Entries', (r) => r.entryCount],
  ['收货金额', 'Received', (r) => Number(r.receivedAmount), '0.00'],
  ['退货退款', 'Returns', (r) => Number(r.returnAmount), '0.00'],
  ['调整', 'Adjustment', (r) => Number(r.adjustment), '0.00'],
  ['对账金额', 'Total', (r) => Number(r.total), '0.00'],
  ['状态', 'Status', (r) => STATEMENT_STATUS_NAMES[r.status][locale]],
  ['异议原因', 'Dispute', (r) => r.disputeReason],
]);

const requestColumns = (locale: Locale) => columnsOf<TicketRequestRecord>(locale, [
  ['申请单号', 'Request no.', (r) => r.requestNo],
  ['对账单号', 'Statement no.', (r) => r.statementNo],
  ['供应商', 'Supplier', (r) => r.supplierName],
  ['食堂', 'Canteen', (r) => r.restaurantName],
  ['发票抬头', 'Invoice title', (r) => r.title],
  ['纳税人识别号', 'Tax id', (r) => r.taxId],
  ['金额', 'Amount', (r) => Number(r.amount), '0.00'],
  ['税率(%)', 'Tax rate (%)', (r) => r.taxRate],
  ['状态', 'Status', (r) => REQUEST_STATUS_NAMES[r.status][locale]],
  ['申请人', 'Requested by', (r) => r.createBy],
  ['申请时间', 'Requested at', (r) => new Date(r.createTime), 'yyyy-mm-dd hh:mm'],
]);

const ticketColumns = (locale: Locale) => columnsOf<TicketRecord>(locale, [
  ['发票号', 'Invoice no.', (r) => r.invoiceNo],
  ['开票日期', 'Invoice date', (r) => r.invoiceDate],
  ['申请单号', 'Request no.', (r) => r.requestNo],
  ['对账单号', 'Statement no.', (r) => r.statementNo],
  ['供应商', 'Supplier', (r) => r.supplierName],
  ['食堂', 'Canteen', (r) => r.restaurantName],
  ['价税合计', 'Amount', (r) => Number(r.amount), '0.00'],
  ['税额', 'Tax', (r) => Number(r.taxAmount), '0.00'],
  ['应开金额', 'Expected', (r) => Number(r.expectedAmount), '0.00'],
  ['是否不符', 'Mismatch', (r) => (r.mismatch ? (locale === 'zh' ? '是' : 'yes') : '')],
  ['不符原因', 'Mismatch reason', (r) => mismatchText(r.mismatchReasons, locale)],
  ['状态', 'Status', (r) => TICKET_STATUS_NAMES[r.status][locale]],
]);

const cutNote = (locale: Locale) => (locale === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);

export default async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as SessionUser);
  const localeOfRequest = (request: { headers: Record<string, unknown> }): Locale => localeOf(request.headers['accept-language'] as string | undefined);

  /** A visible template of a settlement document's type (the type's code names the document). */
  async function templateFor(user: SessionUser, templateId: string, document: TicketDocument) {
    const template = await findVisibleTemplate(db, templateId, user);
    const [type] = template.typeId ? await db.select({ code: printTemplateTypes.code }).from(printTemplateTypes).where(eq(printTemplateTypes.id, template.typeId)) : [];
    if (type?.code !== document) fail('TICKET_TEMPLATE_TYPE', { template: template.name, document: document === 'statement' ? '对账单' : '对账报告' });
    return template;
  }

  // statements
  addRoute(app, tickets.statementList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listStatements(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, tickets.statementExport, {}, async (request, reply) => {
    const locale = localeOfRequest(request);
    const rows = await statementsForExport(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'statements' : '对账单', statementColumns(locale), rows, cutNote(locale));
  });
  addRoute(app, tickets.statementDetail, {}, async (request) => ok(await statementDetailOf(db, actor(request), request.params.id)));
  addRoute(app, tickets.statementEntries, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await statementEntriesOf(db, actor(request), request.params.id, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, tickets.statementCreate, {}, async (request) => {
    const who = actor(request);
    const id = await makeStatement(db, who, request.body);
    return ok(await statementDetailOf(db, who, id), '对账单已生成');
  });
  actionRoutes(app, tickets.STATEMENT_ACTION_ROUTES, (who, id, action, body) => moveStatement(db, who, id, action, body), (who, id) => statementDetailOf(db, who, id));
  addRoute(app, tickets.statementRevise, {}, async (request) => {
    const who = actor(request);
    await reviseStatement(db, who, request.params.id, request.body);
    return ok(await statementDetailOf(db, who, request.params.id));
  });

  // invoice requests
  addRoute(app, tickets.requestList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listRequests(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, tickets.requestExport, {}, async (request, reply) => {
    const locale = localeOfRequest(request);
    const rows = await requestsForExport(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'invoice-requests' : '开票申请', requestColumns(locale), rows, cutNote(locale));
  });
  addRoute(app, tickets.requestCreate, {}, async (request) => {
    const who = actor(request);
    const id = await askInvoice(db, who, request.body);
    return ok(await requestOf(db, who, id), '开票申请已提交');
  });
  addRoute(app, tickets.requestCancel, {}, async (request) => {
    const who = actor(request);
    await cancelRequest(db, who, request.params.id, request.body.version);
    return ok(await requestOf(db, who, request.params.id));
  });

  // supplier invoices
  addRoute(app, tickets.ticketList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listTickets(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, tickets.ticketExport, {}, async (request, reply) => {
    const locale = localeOfRequest(request);
    const rows = await ticketsForExport(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1);
    return sendWorkbook(reply, locale === 'en' ? 'invoices' : '发票', ticketColumns(locale), rows, cutNote(locale));
  });
  addRoute(app, tickets.ticketUpload, {}, async (request) => {
    const who = actor(request);
    const id = await uploadInvoice(db, who, request.body);
    const record = await ticketOf(db, who, id);
    return ok(record, record.mismatch ? '发票已上传，但与对账单不符' : '发票已上传');
  });
  actionRoutes(app, tickets.TICKET_ACTION_ROUTES, (who, id, action, body) => moveInvoice(db, who, id, action, body), (who, id) => ticketOf(db, who, id));

  // reconciliation and printing
  addRoute(app, tickets.reconciliation, {}, async (request) => ok(await reconcile(db, actor(request), request.query)));
  addRoute(app, tickets.ticketPrintTemplates, {}, async (request) => {
    const rows = await db
      .select({ id: printTemplates.id, name: printTemplates.name })
      .from(printTemplates)
      .innerJoin(printTemplateTypes, eq(printTemplateTypes.id, printTemplates.typeId))
      .where(and(eq(printTemplateTypes.code, request.query.document), eq(printTemplateTypes.deleted, false), visibleTo(request.user as SessionUser)))
      .orderBy(asc(printTemplates.name), asc(printTemplates.id));
    return ok(rows);
  });
  addRoute(app, tickets.statementPrintRecord, {}, async (request) => ok(await statementPrintRecord(db, actor(request), request.params.id)));
  addRoute(app, tickets.statementPrint, {}, async (request) => {
    const user = request.user as SessionUser;
    const template = await templateFor(user, request.body.templateId, 'statement');
    const records = [];
    for (const id of new Set(request.body.ids)) records.push(await statementPrintRecord(db, actor(request), id));
    const jobId = await startPrintBatch(app, user, { templateId: template.id, records, title: template.name, timezoneOffset: request.body.timezoneOffset });
    return ok({ jobId, records: records.length });
  });
  addRoute(app, tickets.reconciliationPrint, {}, async (request) => {
    const user = request.user as SessionUser;
    const { templateId, timezoneOffset, ...query } = request.body;
    const template = await templateFor(user, templateId, 'reconciliation');
    const record = await reconciliationPrintRecord(db, actor(request), query);
    const jobId = await startPrintBatch(app, user, { templateId: template.id, records: [record], title: template.name, timezoneOffset });
    return ok({ jobId, records: 1 });
  });
}
