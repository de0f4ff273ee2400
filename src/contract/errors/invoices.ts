/** Invoices and settlement (issue 20): statements, ticket requests, supplier invoices. */
import { define } from './define.ts';

export const INVOICE_ERRORS = define({
  // ---- invoices and settlement (issue 20) ----
  TICKET_FORBIDDEN: { status: 403, zh: '您的身份不能{action}', en: 'Your role may not {action}' },
  TICKET_PERIOD_REQUIRED: { status: 200, zh: '请选择对账月份，或对账开始和结束日期', en: 'Please choose a month, or the first and last day of the period' },
  TICKET_PERIOD_INVALID: { status: 200, zh: '对账期间无效：开始日期须不晚于结束日期，且不超过 {days} 天', en: 'Invalid period: the first day must not be after the last, and it may span at most {days} days' },
  TICKET_PERIOD_STATED: { status: 200, zh: '该供应商在该食堂的 {from} 至 {to} 已有对账单 {statementNo}，期间不能重复对账', en: 'This supplier already has statement {statementNo} at this canteen for {from} to {to}; a period is stated once' },
  TICKET_STATEMENT_EMPTY: { status: 200, zh: '该期间台账中没有这家供应商在该食堂的记录', en: 'The standing book has no entries of this supplier at this canteen in the period' },
  TICKET_SUPPLIER_NOT_FOUND: { status: 200, zh: '供应商不存在', en: 'No such supplier' },
  TICKET_CANTEEN_NOT_FOUND: { status: 200, zh: '食堂不存在或不在您的范围内', en: 'No such canteen within your scope' },
  TICKET_STATEMENT_NOT_FOUND: { status: 200, zh: '对账单不存在或不在您的范围内', en: 'No such statement within your scope' },
  TICKET_STATEMENT_NOT_CONFIRMED: { status: 200, zh: '对账单当前为“{status}”，双方确认后才能申请开票', en: 'The statement is "{status}"; an invoice may be requested once both sides confirmed it' },
  TICKET_REQUEST_EXISTS: { status: 200, zh: '该对账单已有开票申请 {requestNo}', en: 'This statement already has invoice request {requestNo}' },
  TICKET_TAX_ID_INVALID: { status: 200, zh: '纳税人识别号须为 15-20 位数字或大写字母', en: 'The tax id must be 15-20 digits or capital letters' },
  TICKET_REQUEST_NOT_FOUND: { status: 200, zh: '开票申请不存在或不在您的范围内', en: 'No such invoice request within your scope' },
  TICKET_NOT_FOUND: { status: 200, zh: '发票不存在或不在您的范围内', en: 'No such invoice within your scope' },
  TICKET_FILE_NOT_FOUND: { status: 200, zh: '发票扫描件 {id} 不存在或不是您上传的文件', en: 'The invoice scan {id} does not exist or was not uploaded by you' },
  TICKET_INVOICE_NO_USED: { status: 200, zh: '发票号 {invoiceNo} 已经上传过', en: 'The invoice number {invoiceNo} was uploaded before' },
  TICKET_MISMATCH_OVERRIDE: { status: 200, zh: '发票与对账单不符，须填写核验说明才能通过', en: 'The invoice does not match the statement; verifying it needs an override reason' },
  TICKET_TEMPLATE_TYPE: { status: 200, zh: '模板“{template}”不是{document}模板', en: 'The template "{template}" is not a {document} template' },
  // ---- invoice mismatch reasons, stored as these codes with their numbers (issue 20) ----
  TICKET_AMOUNT_MISMATCH: { status: 200, zh: '发票金额应为 {expected}，实为 {got}', en: 'Invoice amount should be {expected}, is {got}' },
  TICKET_TAX_MISMATCH: { status: 200, zh: '税额应为 {expected}，实为 {got}', en: 'Tax should be {expected}, is {got}' },
  TICKET_MISMATCH_NOTE: { status: 200, zh: '{text}', en: '{text}' },
});
