/** A three-party comparison and a price meeting as their templates' records (src/contract/domain/purchasePrint.ts). */
import { chinaMinute } from '../../../contract/domain/order.ts';
import { DECISION_STATUS_NAMES } from '../../../contract/domain/purchasePricing.ts';
import type { ComparisonDetail, MeetingDetail } from '../../../contract/routes/purchasePricing.ts';

const minute = (iso: string | null) => (iso ? chinaMinute(new Date(iso)) : '');

/** What every decided document prints: its state, canteens and decision. */
const decision = (doc: ComparisonDetail | MeetingDetail, now: Date) => ({
  status: DECISION_STATUS_NAMES[doc.status].zh,
  canteens: doc.canteens.map((c) => c.name).join('、'),
  decidedBy: doc.decidedBy ?? '',
  decidedAt: minute(doc.decidedAt),
  printedAt: chinaMinute(now),
});

export function comparisonPrintRecord(doc: ComparisonDetail, now = new Date()) {
  return {
    productCode: doc.productCode,
    productName: doc.productName,
    unit: doc.unit,
    effectiveFrom: doc.effectiveFrom,
    quotes: doc.quotes.map((q) => ({
      line: q.lineNo,
      supplier: q.supplierName,
      price: q.price,
      quoteDate: q.quoteDate,
      note: q.note ?? '',
      mark: [q.lowest ? '最低' : '', q.chosen ? '选定' : ''].filter(Boolean).join(' · '),
    })),
    chosenSupplier: doc.chosenSupplierName ?? '',
    chosenPrice: doc.chosenPrice ?? '',
    lowestPrice: doc.lowestPrice ?? '',
    choiceReason: doc.choiceReason ?? '',
    note: doc.note ?? '',
    ...decision(doc, now),
  };
}

export function meetingPrintRecord(doc: MeetingDetail, now = new Date()) {
  return {
    title: doc.title,
    meetingDate: doc.meetingDate,
    attendees: doc.attendees,
    minutes: doc.minutes,
    periodStart: doc.periodStart,
    periodEnd: doc.periodEnd,
    lines: doc.lines.map((l) => ({ line: l.lineNo, productCode: l.productCode, productName: l.productName, unit: l.unit, supplier: l.supplierName, price: l.price })),
    lineCount: doc.lines.length,
    ...decision(doc, now),
  };
}
