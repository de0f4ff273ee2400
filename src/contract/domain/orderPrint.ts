/**
 * Printing from the order screens (issue 18): the four business documents, the template type each is
 * printed with (by the type's code), what may be printed as each, and the fields of the data record the
 * server builds for one document (src/server/routes/orders/printRecords.ts). The designer's field picker
 * offers these fields for a template of that type; README.md ("Printing orders") documents them.
 */

export const PRINT_DOCUMENTS = ['delivery_note', 'receipt_check', 'picking_list', 'statement'] as const;
export type PrintDocument = (typeof PRINT_DOCUMENTS)[number];

/** What a print selection names: order groups, orders, delivery notes, every group of one arrival day, or a ledger period. */
export const PRINT_SOURCES = ['group', 'order', 'delivery', 'day', 'ledger'] as const;
export type PrintSource = (typeof PRINT_SOURCES)[number];

/** Which selections each document is made from (a statement sums standing-book entries; the rest list order lines). */
export const DOCUMENT_SOURCES: Readonly<Record<PrintDocument, readonly PrintSource[]>> = {
  delivery_note: ['delivery', 'group', 'order', 'day'],
  receipt_check: ['delivery', 'group', 'order', 'day'],
  picking_list: ['group', 'order', 'day'],
  statement: ['ledger'],
};

export const DOCUMENT_NAMES: Readonly<Record<PrintDocument, { zh: string; en: string }>> = {
  delivery_note: { zh: '送货单', en: 'Delivery note' },
  receipt_check: { zh: '验收单', en: 'Receipt check sheet' },
  picking_list: { zh: '备货单', en: 'Picking list' },
  statement: { zh: '对账单', en: 'Statement' },
};

/** Ids one selection may name. */
export const PRINT_MAX_IDS = 500;

/** One field of a document record: its path as templates bind it (`customer.name`), its title, and a table's columns. */
export interface PrintField {
  field: string;
  zh: string;
  en: string;
  /** A list of rows (a table element binds it); its columns' fields. */
  columns?: readonly PrintField[];
}

const f = (field: string, zh: string, en: string): PrintField => ({ field, zh, en });

/** Header fields every line document (delivery note, check sheet, picking list) carries. */
const LINE_DOCUMENT_HEADER: readonly PrintField[] = [
  f('orderNo', '单号', 'Document number (delivery note, order or group number)'),
  f('groupNo', '订单组号', 'Order group number'),
  f('orderNos', '订单号', 'Order numbers, comma separated'),
  f('arrivalDate', '到货日期', 'Arrival date (YYYY-MM-DD)'),
  f('slot', '配送时段', 'Delivery slot'),
  f('deliveredAt', '送货日期', 'Dispatched at (or the arrival date)'),
  f('customer.name', '收货单位', 'Canteen'),
  f('customer.contact', '收货联系人', 'Canteen contact'),
  f('customer.phone', '联系电话', 'Canteen phone'),
  f('customer.address', '送货地址', 'Canteen address'),
  f('supplier', '供应商', 'Supplier'),
  f('supplierPhone', '供应商电话', 'Supplier phone'),
  f('courier', '送货人', 'Dispatched by'),
  f('remark', '备注', 'Remark'),
  f('printedAt', '打印时间', 'Printed at'),
];

const LINE_COLUMNS: readonly PrintField[] = [
  f('line', '序号', 'Row number'),
  f('name', '品名', 'Product'),
  f('spec', '规格', 'Specification'),
  f('unit', '单位', 'Unit'),
  f('ordered', '订购数量', 'Ordered quantity'),
  f('qty', '数量', 'Quantity of this document'),
  f('price', '单价', 'Unit price'),
  f('amount', '金额', 'Amount (quantity × price)'),
  f('received', '实收数量', 'Received quantity'),
  f('rejected', '拒收数量', 'Rejected quantity'),
  f('remark', '备注', 'Remark (rejection reason)'),
];

const TOTALS: readonly PrintField[] = [
  f('itemCount', '品项数', 'Number of lines'),
  f('total', '合计金额', 'Total amount (a number: the upper-case format binds it)'),
  f('totalText', '合计金额（文字）', 'Total amount as text, ¥0.00'),
];

/** The fields of each document's record, as the designer offers them and the server fills them. */
export const DOCUMENT_FIELDS: Readonly<Record<PrintDocument, readonly PrintField[]>> = {
  delivery_note: [...LINE_DOCUMENT_HEADER, { ...f('items', '商品明细', 'Lines: qty is the quantity delivered'), columns: LINE_COLUMNS }, ...TOTALS],
  receipt_check: [
    ...LINE_DOCUMENT_HEADER,
    { ...f('items', '验收明细', 'Lines: qty is the quantity delivered, received and rejected from the receiving checks'), columns: LINE_COLUMNS },
    f('receivedTotal', '实收金额', 'Amount of the received quantities'),
    ...TOTALS,
  ],
  picking_list: [...LINE_DOCUMENT_HEADER, { ...f('items', '备货明细', 'Lines: qty is the quantity ordered'), columns: LINE_COLUMNS }, ...TOTALS],
  statement: [
    f('orderNo', '对账单号', 'Statement number'),
    f('periodFrom', '对账开始日期', 'Period from'),
    f('periodTo', '对账结束日期', 'Period to'),
    f('customer.name', '食堂', 'Canteen'),
    f('customer.address', '地址', 'Canteen address'),
    f('supplier', '供应商', 'Supplier'),
    f('printedAt', '打印时间', 'Printed at'),
    {
      ...f('items', '对账明细', 'Audited lines of the period (the standing book)'),
      columns: [
        f('line', '序号', 'Row number'),
        f('date', '到货日期', 'Arrival date'),
        f('orderNo', '订单号', 'Order number'),
        f('name', '品名', 'Product'),
        f('unit', '单位', 'Unit'),
        f('qty', '数量', 'Quantity'),
        f('price', '单价', 'Unit price'),
        f('amount', '金额', 'Amount'),
      ],
    },
    ...TOTALS,
  ],
};

/** The document a template type prints, by the type's code (a type of another code prints no order document). */
export function documentOfTypeCode(code: string | null | undefined): PrintDocument | null {
  return (PRINT_DOCUMENTS as readonly string[]).includes(code ?? '') ? (code as PrintDocument) : null;
}

/** The field paths of a document, tables as `items` and their columns as `items.name`. */
export function fieldPaths(document: PrintDocument): string[] {
  return DOCUMENT_FIELDS[document].flatMap((field) => [field.field, ...(field.columns ?? []).map((column) => `${field.field}.${column.field}`)]);
}

/** ¥ and two decimals, as the documents print amounts. */
export const yuan = (amount: number): string => `¥${amount.toFixed(2)}`;
