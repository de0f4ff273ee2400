/**
 * Printing order documents and exporting the ledgers (issue 18): records of a selection in the caller's
 * scope, a batch print of them with a template of the document's type, the templates to choose from, the
 * designer's recent records, and the ledgers' totals and Excel exports under the lists' filters.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentOfTypeCode, type PrintDocument } from '../../../contract/domain/orderPrint.ts';
import * as printing from '../../../contract/routes/orderPrint.ts';
import { actorOf } from '../../auth/scope.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { findVisibleTemplate, visibleTo } from '../../auth/templates.ts';
import { printTemplates, printTemplateTypes } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { fail } from '../../http/errors.ts';
import { sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { startPrintBatch } from '../../jobs/print/start.ts';
import { listStandingBook, standingBookTotalsOf, subLedger } from './ledgers.ts';
import { printRecordsOf, recentRecords } from './printRecords.ts';

const zh = (request: { headers: Record<string, unknown> }) => !String(request.headers['accept-language'] ?? 'zh').toLowerCase().startsWith('en');

export default async function orderPrintRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);

  addRoute(app, printing.printRecords, {}, async (request) => ok({ records: await printRecordsOf(db, actor(request), request.body) }));

  addRoute(app, printing.printTemplatesOf, {}, async (request) => {
    const rows = await db
      .select({ id: printTemplates.id, name: printTemplates.name, typeName: printTemplateTypes.name })
      .from(printTemplates)
      .innerJoin(printTemplateTypes, eq(printTemplateTypes.id, printTemplates.typeId))
      .where(and(eq(printTemplateTypes.code, request.query.document), eq(printTemplateTypes.deleted, false), visibleTo(request.user as SessionUser)))
      .orderBy(asc(printTemplates.name), asc(printTemplates.id));
    return ok(rows);
  });

  addRoute(app, printing.printBatchOrders, {}, async (request) => {
    const { templateId, title, timezoneOffset, ...selection } = request.body;
    const user = request.user as SessionUser;
    const template = await findVisibleTemplate(db, templateId, user);
    const [type] = template.typeId ? await db.select({ code: printTemplateTypes.code, name: printTemplateTypes.name }).from(printTemplateTypes).where(eq(printTemplateTypes.id, template.typeId)) : [];
    if (documentOfTypeCode(type?.code) !== selection.document) fail('ORDER_PRINT_TEMPLATE_TYPE', { template: template.name, document: selection.document });
    const records = await printRecordsOf(db, actor(request), selection);
    if (records.length === 0) fail('ORDER_PRINT_NOTHING');
    const jobId = await startPrintBatch(app, user, { templateId, records, title: title ?? template.name, timezoneOffset });
    return ok({ jobId, records: records.length });
  });

  addRoute(app, printing.printRecent, {}, async (request) => {
    let document = request.query.document as PrintDocument | undefined;
    if (!document && request.query.templateId) {
      const template = await findVisibleTemplate(db, request.query.templateId, request.user as SessionUser);
      const [type] = template.typeId ? await db.select({ code: printTemplateTypes.code }).from(printTemplateTypes).where(eq(printTemplateTypes.id, template.typeId)) : [];
      document = documentOfTypeCode(type?.code) ?? undefined;
      if (!document) return ok([]);
    }
    if (!document) fail('ORDER_PRINT_IDS_REQUIRED');
    return ok(await recentRecords(db, actor(request), document));
  });

  // ledgers
  addRoute(app, printing.standingBookTotals, {}, async (request) => ok(await standingBookTotalsOf(db, actor(request), request.query)));

  addRoute(app, printing.standingBookExport, {}, async (request, reply) => {
    const who = actor(request);
    const { records } = await listStandingBook(db, who, request.query, 50_001, 0);
    const totals = await standingBookTotalsOf(db, who, request.query);
    type Entry = (typeof records)[number] | { total: true };
    const cn = zh(request);
    const entry = (pick: (e: (typeof records)[number]) => string | number) => (row: Entry) => ('total' in row ? '' : pick(row));
    const columns: ExcelColumn<Entry>[] = [
      { header: cn ? '到货日期' : 'Arrival date', value: (row) => ('total' in row ? (cn ? '合计' : 'Total') : row.arrivalDate) },
      { header: cn ? '订单号' : 'Order', value: entry((e) => e.orderNo) },
      { header: cn ? '食堂' : 'Canteen', value: entry((e) => e.restaurantName) },
      { header: cn ? '供应商' : 'Supplier', value: entry((e) => e.supplierName) },
      { header: cn ? '商品' : 'Product', value: entry((e) => e.productName) },
      { header: cn ? '单位' : 'Unit', value: entry((e) => e.unit) },
      { header: cn ? '数量' : 'Quantity', value: entry((e) => Number(e.quantity)), format: '0.###' },
      { header: cn ? '单价' : 'Price', value: entry((e) => Number(e.price)), format: '0.00' },
      { header: cn ? '金额' : 'Amount', value: (row) => Number('total' in row ? totals.amount : row.amount), format: '0.00' },
      { header: cn ? '审核人' : 'Audited by', value: entry((e) => e.auditedBy) },
    ];
    return sendWorkbook(reply, cn ? '台账' : 'standing-book', columns, [...records, { total: true }]);
  });

  addRoute(app, printing.goodsSubLedgerExport, {}, async (request, reply) => {
    const { restaurantId, month, baseProductId } = request.query;
    const rows = await subLedger(db, actor(request), restaurantId, month, baseProductId);
    const sum = (key: keyof (typeof rows)[number]) => rows.reduce((total, row) => total + Math.round(Number(row[key]) * 100), 0) / 100;
    const totalRow = { baseProductId: '', productName: zh(request) ? '合计' : 'Total', unit: '', openingQty: '', openingAmount: String(sum('openingAmount')), inQty: '', inAmount: String(sum('inAmount')), outQty: '', outAmount: String(sum('outAmount')), closingQty: '', closingAmount: String(sum('closingAmount')) };
    const cn = zh(request);
    const number = (key: keyof (typeof rows)[number], format: string) => ({ value: (row: (typeof rows)[number]) => (row[key] === '' ? '' : Number(row[key])), format });
    const columns: ExcelColumn<(typeof rows)[number]>[] = [
      { header: cn ? '商品' : 'Product', value: (row) => row.productName },
      { header: cn ? '单位' : 'Unit', value: (row) => row.unit },
      { header: cn ? '期初数量' : 'Opening qty', ...number('openingQty', '0.###') },
      { header: cn ? '期初金额' : 'Opening amount', ...number('openingAmount', '0.00') },
      { header: cn ? '入库数量' : 'In qty', ...number('inQty', '0.###') },
      { header: cn ? '入库金额' : 'In amount', ...number('inAmount', '0.00') },
      { header: cn ? '出库数量' : 'Out qty', ...number('outQty', '0.###') },
      { header: cn ? '出库金额' : 'Out amount', ...number('outAmount', '0.00') },
      { header: cn ? '期末数量' : 'Closing qty', ...number('closingQty', '0.###') },
      { header: cn ? '期末金额' : 'Closing amount', ...number('closingAmount', '0.00') },
    ];
    return sendWorkbook(reply, `${cn ? '商品分账' : 'goods-sub-ledger'}-${month}`, columns, [...rows, totalRow]);
  });
}

