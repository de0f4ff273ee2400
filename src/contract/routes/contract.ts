/**
 * The supplier technical-service contract (sections 4 and 9): the check the shell runs after a supplier
 * logs in, the platform's list, the contract document as PDF, attachments and status moves. The states
 * and who moves between them are in ../domain/serviceContract.ts.
 */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';

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
  annualTrade: Nullable(Type.Number()),
  /** ISO 8601. */
  createTime: Type.String(),
  contractAttachments: Type.Array(ContractAttachment),
});
export type ServiceContract = Static<typeof ServiceContract>;

export const ContractCheck = Type.Object({
  /** The platform checks suppliers' contracts (SYS_CONFIG_CONTRACT_CHECK is not '0'). */
  isOpen: Type.Boolean(),
  /** The supplier's newest contract; null for non-suppliers and suppliers without one. */
  contract: Nullable(ServiceContract),
  /** 1: an effective contract ends within 30 days (only the expiry banner shows). */
  notify: Type.Number(),
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

export const contractList = defineRoute({
  method: 'GET',
  url: '/supplier/serviceContract/list',
  summary: 'Service contracts, newest first, by status and supplier name',
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(Type.Integer()),
    supplierName: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(ServiceContract),
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
