/**
 * Supplier management (issue 19): the platform's audit of registrations, qualifications and canteens' white
 * lists (rules in ../domain/supplier.ts). Lists page, filter and sort on the server and hold the caller's
 * scope; each has an Excel export with the same filters. Actions name the version they read (VERSION_CONFLICT).
 */
import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, AUDIT_STATUSES, QUALIFICATION_STATES } from '../domain/supplier.ts';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Day, ListQuery, RowId } from '../rows.ts';

const tag = 'suppliers';
const XLSX = { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The list as an Excel workbook, same filters' };
const literals = <const T extends readonly string[]>(values: T) => Type.Enum(values);
const ById = Type.Object({ id: RowId });
const Version = Type.Integer({ minimum: 1, description: 'the version the caller read' });
const Text = (maxLength: number) => Type.String({ maxLength });

export const AuditStatusSchema = literals(AUDIT_STATUSES);

export const SupplierEvent = Type.Object({
  id: Type.String(),
  action: Type.String(),
  fromStatus: Nullable(Type.String()),
  toStatus: Type.String(),
  actorName: Type.String(),
  actorKind: Type.String(),
  at: DateTime,
  detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

/** A registered supplier as the audit list shows it, with the actions the caller may take now. */
export const RegistrationRecord = Type.Object({
  id: Type.String({ description: 'the supplier id' }),
  name: Type.String(),
  username: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  regionId: Nullable(Type.String()),
  address: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  auditStatus: AuditStatusSchema,
  rejectReason: Nullable(Type.String()),
  /** Suspended by the qualification job (an expired qualification). */
  suspended: Type.Boolean(),
  version: Type.Number(),
  createTime: DateTime,
  actions: Type.Array(literals(AUDIT_ACTIONS)),
});
export type RegistrationRecord = Static<typeof RegistrationRecord>;

export const RegistrationDetail = Type.Object({ ...RegistrationRecord.properties, events: Type.Array(SupplierEvent) });

const RegistrationFilters = {
  auditStatus: Type.Optional(AuditStatusSchema),
  name: Type.Optional(Text(100)),
};

export const registrationList = defineRoute({
  method: 'GET',
  url: '/supplier/registrations',
  summary: 'Registered suppliers and their audit, by status and name; sorts by createTime, name, auditStatus (platform and procurement)',
  tag,
  querystring: ListQuery(RegistrationFilters),
  result: PageOf(RegistrationRecord),
});

export const registrationExport = defineRoute({
  method: 'GET',
  url: '/supplier/registrations/export',
  summary: 'The registrations list as Excel',
  tag,
  querystring: ListQuery(RegistrationFilters),
  raw: XLSX,
});

export const registrationDetail = defineRoute({
  method: 'GET',
  url: '/supplier/registrations/:id',
  summary: 'One registration with its audit trail (the platform, procurement, or the supplier itself)',
  tag,
  params: ById,
  result: RegistrationDetail,
});

const AuditBody = Type.Object({ version: Version, reason: Type.Optional(Text(500)) });

export const registrationApprove = defineRoute({
  method: 'POST',
  url: '/supplier/registrations/:id/approve',
  summary: 'Approve a pending registration: the supplier becomes active (platform)',
  tag,
  params: ById,
  body: AuditBody,
  result: RegistrationRecord,
});

export const registrationReject = defineRoute({
  method: 'POST',
  url: '/supplier/registrations/:id/reject',
  summary: 'Reject a pending registration with a reason (platform)',
  tag,
  params: ById,
  body: AuditBody,
  result: RegistrationRecord,
});

export const registrationResubmit = defineRoute({
  method: 'POST',
  url: '/supplier/registrations/:id/resubmit',
  summary: 'A rejected supplier asks for the audit again (the supplier itself)',
  tag,
  params: ById,
  body: AuditBody,
  result: RegistrationRecord,
});

export const supplierOptions = defineRoute({
  method: 'GET',
  url: '/supplier/options',
  summary: 'Approved suppliers by name, for choosing one (platform and procurement; a supplier gets its own); any=1: registered ones awaiting the audit too',
  tag,
  querystring: Type.Object({ name: Type.Optional(Text(100)), any: Type.Optional(Type.Literal('1')) }),
  result: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
});

// ---- qualifications ----

export const QualificationRecord = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  qualType: Type.String(),
  number: Type.String(),
  fileName: Nullable(Type.String()),
  filePath: Nullable(Type.String()),
  expiryDate: Day,
  state: literals(QUALIFICATION_STATES),
  version: Type.Number(),
  createTime: DateTime,
  /** May the caller edit and delete it? */
  editable: Type.Boolean(),
});
export type QualificationRecord = Static<typeof QualificationRecord>;

const QualificationFilters = {
  supplierId: Type.Optional(RowId),
  qualType: Type.Optional(Text(40)),
  state: Type.Optional(literals(QUALIFICATION_STATES)),
};

export const qualificationList = defineRoute({
  method: 'GET',
  url: '/supplier/qualifications',
  summary: 'Qualifications by supplier, type and state; sorts by expiryDate, createTime (platform, procurement; a supplier its own)',
  tag,
  querystring: ListQuery(QualificationFilters),
  result: PageOf(QualificationRecord),
});

export const qualificationExport = defineRoute({
  method: 'GET',
  url: '/supplier/qualifications/export',
  summary: 'The qualifications list as Excel',
  tag,
  querystring: ListQuery(QualificationFilters),
  raw: XLSX,
});

export const QualificationInput = Type.Object({
  /** The platform names the supplier; a supplier's own is taken. */
  supplierId: Type.Optional(RowId),
  qualType: Type.String({ minLength: 1, maxLength: 40 }),
  number: Type.String({ maxLength: 64 }),
  fileName: Type.Optional(Nullable(Text(300))),
  /** A file the caller uploaded through /sys/common/upload. */
  filePath: Type.Optional(Nullable(Text(300))),
  expiryDate: Day,
});
export type QualificationInput = Static<typeof QualificationInput>;

export const qualificationCreate = defineRoute({
  method: 'POST',
  url: '/supplier/qualifications',
  summary: 'Add a qualification (the supplier itself or the platform)',
  tag,
  body: QualificationInput,
  result: QualificationRecord,
});

export const qualificationUpdate = defineRoute({
  method: 'POST',
  url: '/supplier/qualifications/:id',
  summary: 'Change a qualification (a renewed licence: new number, scan, expiry)',
  tag,
  params: ById,
  body: Type.Object({ ...QualificationInput.properties, version: Version }),
  result: QualificationRecord,
});

export const qualificationDelete = defineRoute({
  method: 'POST',
  url: '/supplier/qualifications/:id/delete',
  summary: 'Delete a qualification',
  tag,
  params: ById,
  body: Type.Object({ version: Version }),
  result: Type.Null(),
});

// ---- white lists ----

export const WhiteListRecord = Type.Object({
  restaurantId: Type.String(),
  restaurantName: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  createBy: Nullable(Type.String()),
  createTime: DateTime,
});
export type WhiteListRecord = Static<typeof WhiteListRecord>;

const WhiteListFilters = { restaurantId: Type.Optional(RowId), supplierId: Type.Optional(RowId) };

export const whiteListList = defineRoute({
  method: 'GET',
  url: '/supplier/white-list',
  summary: 'White list entries by canteen and supplier; sorts by createTime, restaurantName, supplierName',
  tag,
  querystring: ListQuery(WhiteListFilters),
  result: PageOf(WhiteListRecord),
});

export const whiteListExport = defineRoute({
  method: 'GET',
  url: '/supplier/white-list/export',
  summary: 'The white list as Excel',
  tag,
  querystring: ListQuery(WhiteListFilters),
  raw: XLSX,
});

const WhiteListEntry = Type.Object({ restaurantId: RowId, supplierId: RowId });

export const whiteListAdd = defineRoute({
  method: 'POST',
  url: '/supplier/white-list',
  summary: "Admit an approved supplier to a canteen (platform; procurement for its institution's canteens)",
  tag,
  body: WhiteListEntry,
  result: WhiteListRecord,
});

export const whiteListRemove = defineRoute({
  method: 'POST',
  url: '/supplier/white-list/remove',
  summary: 'Take a supplier off a canteen\'s white list (the last entry off: every supplier is admitted again)',
  tag,
  body: WhiteListEntry,
  result: Type.Null(),
});

export const qualificationCheckRun = defineRoute({
  method: 'POST',
  url: '/supplier/qualification-check',
  summary: 'Run the daily qualification check now: reminders before expiry, suspension at expiry (platform)',
  tag,
  result: Type.Object({ reminded: Type.Number(), suspended: Type.Number(), lifted: Type.Number() }),
});

// ---- the supplier's information ----

/** The company as the supplier and the platform keep it; the bank account is shown to them only. */
export const SupplierInfoRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  regionId: Nullable(Type.String()),
  address: Nullable(Type.String()),
  creditCode: Nullable(Type.String()),
  bankName: Nullable(Type.String()),
  /** null for readers who may not see it (procurement). */
  bankAccount: Nullable(Type.String()),
  auditStatus: AuditStatusSchema,
  active: Type.Boolean(),
  suspended: Type.Boolean(),
  version: Type.Number(),
  updateTime: Nullable(DateTime),
  editable: Type.Boolean(),
});
export type SupplierInfoRecord = Static<typeof SupplierInfoRecord>;

const InfoFilters = { name: Type.Optional(Text(100)), auditStatus: Type.Optional(AuditStatusSchema) };

export const supplierInfoList = defineRoute({
  method: 'GET',
  url: '/supplier/info',
  summary: "Suppliers' information by name and audit status; sorts by name, updateTime (platform, procurement; a supplier its own)",
  tag,
  querystring: ListQuery(InfoFilters),
  result: PageOf(SupplierInfoRecord),
});

export const supplierInfoExport = defineRoute({
  method: 'GET',
  url: '/supplier/info/export',
  summary: "The suppliers' information as Excel",
  tag,
  querystring: ListQuery(InfoFilters),
  raw: XLSX,
});

export const SupplierInfoInput = Type.Object({
  version: Version,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  contact: Type.String({ maxLength: 20 }),
  phone: Type.String({ maxLength: 20 }),
  address: Type.Optional(Nullable(Text(200))),
  creditCode: Type.Optional(Nullable(Text(18))),
  bankName: Type.Optional(Nullable(Text(100))),
  bankAccount: Type.Optional(Nullable(Text(40))),
});
export type SupplierInfoInput = Static<typeof SupplierInfoInput>;

export const supplierInfoUpdate = defineRoute({
  method: 'POST',
  url: '/supplier/info/:id',
  summary: 'Change a supplier\'s information with the version read (the supplier its own, the platform any)',
  tag,
  params: ById,
  body: SupplierInfoInput,
  result: SupplierInfoRecord,
});
