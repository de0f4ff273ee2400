/**
 * The supplier technical-service contract (sections 4 and 9): the check the shell runs after a supplier
 * logs in, the platform's list, the contract document as PDF, attachments and status moves. The states
 * and who moves between them are in ../domain/serviceContract.ts.
 */
import { Type, type Static } from 'typebox';
import { EXPIRY_FILTERS } from '../domain/serviceContract.ts';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Day, ListQuery, RowId } from '../rows.ts';

const tag = 'contract';

export const ContractAttachment = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  filePath: Type.String(),
  /** ATT_TYPE: 1 invoice, 2 contract scan. */
  attType: Type.Number(),
});
export type ContractAttachment = Static<typeof ContractAttachment>;

/** A contract as the back office reads it (section 3 names, with the supplier for the platform's lists). */
export const ServiceContract = Type.Object({
  id: Type.String(),
  supplierId: Type.String(),
  supplierName: Type.String(),
  /** CONTRACT_STATUS: 0 not initiated, 1 awaiting supplier, 3 supplier signed, 9 both signed, 12 effective. */
  status: Type.Number(),
  /** yyyy-mm-dd. */
  beginDate: Nullable(Type.String()),
  endDate: Nullable(Type.String()),
  /** Yuan. */
  totalAmount: Nullable(Type.Number()),
  /**
   * Entered by the platform when it opens the contract: the estimate the contract document's fee is read from
   * before the year has any trade. The ledger's figure below is the one the pay steps assess.
   */
  annualTrade: Nullable(Type.Number()),
  /**
   * The detail only: the supplier's trade in the contract year so far, from the standing book (yuan), and the
   * section 9 fee it comes to; null before the year has begun or without a period.
   */
  ledgerTrade: Type.Optional(Nullable(Type.Number())),
  ledgerFee: Type.Optional(Nullable(Type.Number())),
  /** ISO 8601. */
  createTime: Type.String(),
  contractAttachments: Type.Array(ContractAttachment),
  /** A renewal: the contract it continues. */
  previousId: Type.Optional(Nullable(Type.String())),
  /** Effective, and its end day has passed (read from the dates). */
  expired: Type.Optional(Type.Boolean()),
  /** Effective and ending within the renewal window, with no renewal made yet. */
  renewable: Type.Optional(Type.Boolean()),
});
export type ServiceContract = Static<typeof ServiceContract>;

export const ContractCheck = Type.Object({
  /** The platform checks suppliers' contracts (SYS_CONFIG_CONTRACT_CHECK is not '0'). */
  isOpen: Type.Boolean(),
  /** The supplier's newest contract; null for non-suppliers and suppliers without one. */
  contract: Nullable(ServiceContract),
  /** 1: the contract in force ends within 30 days (only the expiry banner shows). */
  notify: Type.Number(),
  /**
   * The end day of a contract of the supplier in force today (effective, begun, not ended), whatever the newest
   * is: a renewal awaiting signature then no longer blocks the supplier. Null when none is in force.
   */
  inForceUntil: Nullable(Type.String()),
  serviceManagerInfo: Type.Object({ name: Type.String(), phone: Type.String() }),
});
export type ContractCheck = Static<typeof ContractCheck>;

const Id = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const contractCheck = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/contractValidAndNotify',
  summary: "The contract gate's check: is it on, the caller's contract and whether it expires soon",
  tag,
  result: ContractCheck,
});

const ContractFilters = {
  status: Type.Optional(Type.Integer()),
  supplierName: Type.Optional(Type.String({ maxLength: 100 })),
  supplierId: Type.Optional(RowId),
  /** expiring: effective and ending within the renewal window; expired: effective and ended. */
  expiry: Type.Optional(Type.Enum(EXPIRY_FILTERS)),
};

export const contractList = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/list',
  summary: 'Service contracts by status, supplier and expiry; sorts by createTime (default), endDate, status (the platform: all; a supplier: its own)',
  tag,
  querystring: ListQuery(ContractFilters),
  result: PageOf(ServiceContract),
});

export const contractExport = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/export',
  summary: 'The contract list as Excel, same filters',
  tag,
  querystring: ListQuery(ContractFilters),
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The list as an Excel workbook, same filters' },
});

export const contractDetail = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/detail/:id',
  summary: 'One contract with its attachments (its supplier or the platform)',
  tag,
  params: Id,
  result: ServiceContract,
});

export const contractAdd = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/add',
  summary: 'The platform opens a contract (not initiated) for an approved supplier that has no contract under way; initiating is updateStatus 0 -> 1',
  tag,
  body: Type.Object({
    supplierId: RowId,
    beginDate: Type.Optional(Nullable(Day)),
    endDate: Type.Optional(Nullable(Day)),
    /** Last year's trade in yuan: sets the fee (section 9). */
    annualTrade: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e12 }))),
  }),
  result: ServiceContract,
});

export const contractRenew = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/renew',
  summary: 'The platform renews an effective contract ending within the renewal window: a new contract (not initiated) for the next service year',
  tag,
  body: Type.Object({ id: RowId }),
  result: ServiceContract,
});

export const platformAttachment = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/att/platform',
  summary: "The platform attaches a file it uploaded (its countersigned copy) from initiation until the contract takes effect",
  tag,
  body: Type.Object({ contractId: RowId, fileName: Type.Optional(Type.String({ maxLength: 300 })), filePath: Type.String({ minLength: 1, maxLength: 300 }) }),
  result: Type.Array(ContractAttachment),
});

export const contractDocument = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/exportContractTemplate/:id',
  summary: 'The contract as a PDF to print, stamp and upload back (its supplier or the platform)',
  tag,
  params: Id,
  raw: { contentType: 'application/pdf', description: 'The contract PDF, as a download named after title and supplier' },
});

const AttachmentBody = Type.Object({
  contractId: Type.Optional(Type.String({ maxLength: 64 })),
  attType: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 4 })])),
  fileName: Type.Optional(Type.String({ maxLength: 300 })),
  filePath: Type.Optional(Type.String({ maxLength: 300 })),
});

export const attachmentAdd = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/att/upload',
  summary: 'Attach a file the supplier uploaded (an invoice or a contract scan page) while the contract awaits it',
  tag,
  body: AttachmentBody,
  result: Type.Array(ContractAttachment),
});

export const attachmentReplace = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/att/reupload',
  summary: 'Replace every attachment of that type with the uploaded file',
  tag,
  body: AttachmentBody,
  result: Type.Array(ContractAttachment),
});

export const contractStatusUpdate = defineRoute({
  method: 'POST',
  url: '/supplier/serviceContract/updateStatus',
  summary: 'Move a contract to another status, as the state machine allows the caller',
  tag,
  querystring: Type.Object({
    id: Type.Optional(Type.String({ maxLength: 64 })),
    status: Type.Optional(Type.String({ maxLength: 4 })),
  }),
  result: ServiceContract,
});
