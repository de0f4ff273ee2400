/** The supplier service contract and system config (section 7). */
import type { AttType, ContractStatus } from '../../contract/domain/serviceContract.ts';
import type { QueryOf } from '../../contract/route.ts';
import {
  attachmentAdd, attachmentReplace, contractAdd, contractCheck, contractDetail, contractDocument, contractExport, contractList, contractRenew, contractStatusUpdate,
  platformAttachment,
} from '../../contract/routes/contract.ts';
import { configByKey } from '../../contract/routes/sysconfig.ts';
import { http, pathOf } from '../http.ts';

export type { ContractAttachment, ContractCheck, ServiceContract } from '../../contract/routes/contract.ts';

/** A config value by key (SYS_CONFIG_PLATFORM_NAME, …); the string 'null' means none. */
export async function queryConfig(key: string): Promise<string | null> {
  const value = await http.call(configByKey, { query: { key } }, { silent: true });
  return value === 'null' || value === undefined ? null : value;
}

export const contractValidAndNotify = () => http.call(contractCheck);

/** The contract document (PDF) to print, sign and scan. */
export function exportContractTemplate(id: string): Promise<Blob> {
  return http.blob(pathOf(contractDocument, { id }), { method: contractDocument.method });
}

/** A file the supplier uploaded, attached to its contract as an invoice or a contract scan. */
export interface AttachmentInput {
  contractId: string;
  attType: AttType;
  fileName: string;
  filePath: string;
}

/** Attach (or, with `replace`, replace every attachment of that type); answers the contract's attachments. */
export const uploadAttachment = (input: AttachmentInput, replace = false) =>
  http.call(replace ? attachmentReplace : attachmentAdd, { body: input });

/** Move the contract (the supplier's confirmation sets status 3). */
export const updateContractStatus = (id: string, status: ContractStatus) =>
  http.call(contractStatusUpdate, { query: { id, status: String(status) } });

type ContractQuery = QueryOf<typeof contractList>;

/** The contract list of the platform (a supplier: its own), one contract, and the platform's own actions. */
export const contracts = {
  list: (query: ContractQuery = {}) => http.call(contractList, { query }),
  export: (query: ContractQuery = {}) => http.blob(contractExport.url, { query }),
  detail: (id: string) => http.call(contractDetail, { params: { id } }),
  add: (body: { supplierId: string; beginDate?: string | null; endDate?: string | null; annualTrade?: number | null }) => http.call(contractAdd, { body }),
  renew: (id: string) => http.call(contractRenew, { body: { id } }),
  attach: (contractId: string, fileName: string, filePath: string) => http.call(platformAttachment, { body: { contractId, fileName, filePath } }),
};
