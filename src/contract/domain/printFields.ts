/**
 * The fields of the record a template type prints, by the type's code: the order documents, the
 * reconciliation report and the purchase documents. The designer's field picker offers them; a code of
 * no known document has none.
 */
import { DOCUMENT_FIELDS, documentOfTypeCode, type PrintField } from './orderPrint.ts';
import { PURCHASE_DOCUMENTS, PURCHASE_PRINT_FIELDS, type PurchaseDocument } from './purchasePrint.ts';
import { RECONCILIATION_FIELDS } from './tickets.ts';

export function printFieldsOfTypeCode(code: string | null | undefined): readonly PrintField[] | undefined {
  const order = documentOfTypeCode(code);
  if (order) return DOCUMENT_FIELDS[order];
  if (code === 'reconciliation') return RECONCILIATION_FIELDS;
  if ((PURCHASE_DOCUMENTS as readonly string[]).includes(code ?? '')) return PURCHASE_PRINT_FIELDS[code as PurchaseDocument];
  return undefined;
}
