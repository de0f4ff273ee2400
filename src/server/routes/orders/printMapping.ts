/**
 * The data records of the order documents (src/contract/domain/orderPrint.ts names their fields): pure
 * functions from order lines, delivery notes and standing-book entries to one record per document.
 */
import { amountOf, chinaMinute } from '../../../contract/domain/order.ts';
import { yuan, type PrintDocument } from '../../../contract/domain/orderPrint.ts';

/** One order line as a document lists it. */
export interface DocumentLine {
  orderNo: string;
  slot: string;
  lineNo: number;
  productName: string;
  spec: string | null;
  unit: string;
  quantity: string;
  price: string | null;
  /** What the deliveries of this document carried (null: nothing delivered yet). */
  deliveredQty: string | null;
  receivedQty: string;
  rejectedQty: string;
  rejectReason: string | null;
}

/** The heading of a line document: the canteen, the supplier and the source's number and dates. */
export interface DocumentHead {
  orderNo: string;
  groupNo: string;
  arrivalDate: string;
  customer: { name: string; contact: string | null; phone: string | null; address: string | null };
  supplier: string;
  supplierPhone: string | null;
  dispatchedAt: Date | null;
  courier: string | null;
  remark: string | null;
}

/** '12.500' -> 12.5: quantities print without trailing zeros. */
const quantity = (value: string | null): number => (value === null ? 0 : Number(value));
const money = (value: number): string => value.toFixed(2);

/** The quantity a document prints for a line: delivered for notes and checks, ordered for picking lists. */
function documentQty(document: PrintDocument, line: DocumentLine): string {
  if (document === 'picking_list') return line.quantity;
  return line.deliveredQty ?? line.quantity;
}

/** A delivery note, receipt check sheet or picking list of `lines` (one canteen, one supplier). */
export function lineDocument(document: PrintDocument, head: DocumentHead, lines: readonly DocumentLine[], now: Date) {
  const sorted = [...lines].sort((a, b) => a.orderNo.localeCompare(b.orderNo) || a.lineNo - b.lineNo);
  let total = 0;
  let receivedTotal = 0;
  const items = sorted.map((line, index) => {
    const qty = documentQty(document, line);
    const amount = amountOf(qty, line.price);
    total += amount;
    receivedTotal += amountOf(line.receivedQty, line.price);
    return {
      line: index + 1,
      name: line.productName,
      spec: line.spec ?? '',
      unit: line.unit,
      ordered: quantity(line.quantity),
      qty: quantity(qty),
      price: line.price === null ? '' : money(Number(line.price)),
      amount: money(amount),
      received: quantity(line.receivedQty),
      rejected: quantity(line.rejectedQty),
      remark: line.rejectReason ?? '',
    };
  });
  total = Math.round(total * 100) / 100;
  return {
    orderNo: head.orderNo,
    groupNo: head.groupNo,
    orderNos: [...new Set(sorted.map((l) => l.orderNo))].join(', '),
    arrivalDate: head.arrivalDate,
    slot: [...new Set(sorted.map((l) => l.slot))].join(', '),
    deliveredAt: head.dispatchedAt ? chinaMinute(head.dispatchedAt) : head.arrivalDate,
    customer: { name: head.customer.name, contact: head.customer.contact ?? '', phone: head.customer.phone ?? '', address: head.customer.address ?? '' },
    supplier: head.supplier,
    supplierPhone: head.supplierPhone ?? '',
    courier: head.courier ?? '',
    remark: head.remark ?? '',
    printedAt: chinaMinute(now),
    items,
    itemCount: items.length,
    ...(document === 'receipt_check' ? { receivedTotal: money(Math.round(receivedTotal * 100) / 100) } : {}),
    total,
    totalText: yuan(total),
  };
}

/** One standing-book entry as a statement lists it. */
export interface StatementEntry {
  arrivalDate: string;
  orderNo: string;
  productName: string;
  unit: string;
  quantity: string;
  price: string;
  amount: string;
}

/** A statement of one canteen and one supplier over a period. */
export function statementDocument(
  head: { number: string; periodFrom: string; periodTo: string; customer: { name: string; address: string | null }; supplier: string },
  entries: readonly StatementEntry[],
  now: Date,
) {
  const sorted = [...entries].sort((a, b) => a.arrivalDate.localeCompare(b.arrivalDate) || a.orderNo.localeCompare(b.orderNo));
  const cents = sorted.reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0);
  const total = cents / 100;
  return {
    orderNo: head.number,
    periodFrom: head.periodFrom,
    periodTo: head.periodTo,
    customer: { name: head.customer.name, address: head.customer.address ?? '' },
    supplier: head.supplier,
    printedAt: chinaMinute(now),
    items: sorted.map((entry, index) => ({
      line: index + 1,
      date: entry.arrivalDate,
      orderNo: entry.orderNo,
      name: entry.productName,
      unit: entry.unit,
      qty: quantity(entry.quantity),
      price: money(Number(entry.price)),
      amount: money(Number(entry.amount)),
    })),
    itemCount: sorted.length,
    total,
    totalText: yuan(total),
  };
}

/** A statement's number: DZ, the period's first day and the position in the batch. */
export const statementNumber = (periodFrom: string, index: number): string => `DZ${periodFrom.replaceAll('-', '')}-${String(index + 1).padStart(3, '0')}`;

