/** The Excel columns of the supplier lists, headed in the caller's language. */
import { AUDIT_STATUS_NAMES, QUALIFICATION_STATE_NAMES, type AuditStatus, type QualificationState } from '../../../contract/domain/supplier.ts';
import type { QualificationRecord, RegistrationRecord, SupplierInfoRecord, WhiteListRecord } from '../../../contract/routes/suppliers.ts';
import type { Locale } from '../../../contract/errors.ts';
import type { ExcelColumn } from '../../http/excel.ts';

const pick = (locale: Locale, zh: string, en: string) => (locale === 'en' ? en : zh);

export const registrationColumns = (l: Locale): ExcelColumn<RegistrationRecord>[] => [
  { header: pick(l, '公司名称', 'Company'), value: (r) => r.name },
  { header: pick(l, '账号', 'Account'), value: (r) => r.username },
  { header: pick(l, '联系人', 'Contact'), value: (r) => r.contact },
  { header: pick(l, '电话', 'Phone'), value: (r) => r.phone },
  { header: pick(l, '地址', 'Address'), value: (r) => r.address },
  { header: pick(l, '审核状态', 'Audit status'), value: (r) => AUDIT_STATUS_NAMES[r.auditStatus as AuditStatus][l] },
  { header: pick(l, '驳回原因', 'Rejection reason'), value: (r) => r.rejectReason },
  { header: pick(l, '已暂停', 'Suspended'), value: (r) => (r.suspended ? pick(l, '是', 'yes') : '') },
  { header: pick(l, '注册时间', 'Registered'), value: (r) => new Date(r.createTime), format: 'yyyy-mm-dd hh:mm' },
];

export const qualificationColumns = (l: Locale, typeName: (value: string) => string): ExcelColumn<QualificationRecord>[] => [
  { header: pick(l, '供应商', 'Supplier'), value: (r) => r.supplierName },
  { header: pick(l, '资质类型', 'Type'), value: (r) => typeName(r.qualType) },
  { header: pick(l, '证照编号', 'Number'), value: (r) => r.number },
  { header: pick(l, '到期日期', 'Expiry date'), value: (r) => r.expiryDate },
  { header: pick(l, '状态', 'State'), value: (r) => QUALIFICATION_STATE_NAMES[r.state as QualificationState][l] },
  { header: pick(l, '扫描件', 'Scan'), value: (r) => r.fileName },
];

export const whiteListColumns = (l: Locale): ExcelColumn<WhiteListRecord>[] => [
  { header: pick(l, '食堂', 'Canteen'), value: (r) => r.restaurantName },
  { header: pick(l, '供应商', 'Supplier'), value: (r) => r.supplierName },
  { header: pick(l, '添加人', 'Added by'), value: (r) => r.createBy },
  { header: pick(l, '添加时间', 'Added'), value: (r) => new Date(r.createTime), format: 'yyyy-mm-dd hh:mm' },
];

export const infoColumns = (l: Locale): ExcelColumn<SupplierInfoRecord>[] => [
  { header: pick(l, '公司名称', 'Company'), value: (r) => r.name },
  { header: pick(l, '统一社会信用代码', 'Credit code'), value: (r) => r.creditCode },
  { header: pick(l, '联系人', 'Contact'), value: (r) => r.contact },
  { header: pick(l, '电话', 'Phone'), value: (r) => r.phone },
  { header: pick(l, '地址', 'Address'), value: (r) => r.address },
  { header: pick(l, '开户银行', 'Bank'), value: (r) => r.bankName },
  { header: pick(l, '银行账号', 'Bank account'), value: (r) => r.bankAccount },
  { header: pick(l, '审核状态', 'Audit status'), value: (r) => AUDIT_STATUS_NAMES[r.auditStatus as AuditStatus][l] },
];
