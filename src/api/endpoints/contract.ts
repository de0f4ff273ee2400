/** The supplier service contract and system config (section 7). */
import { http } from '../http.ts';
import type { ContractAttachment, ContractCheck, ServiceContract } from '../types.ts';

/** A config value by key (SYS_CONFIG_PLATFORM_NAME, …); the string 'null' means none. */
export async function queryConfig(key: string): Promise<string | null> {
  const value = await http.get<string | null>('/system/sysConfig/queryByKey', { key }, { silent: true });
  return value === 'null' || value === undefined ? null : value;
}

export function contractValidAndNotify(): Promise<ContractCheck> {
  return http.get<ContractCheck>('/supplier/serviceContract/contractValidAndNotify');
}

/** The contract document (PDF) to print, sign and scan. */
export function exportContractTemplate(id: string): Promise<Blob> {
  return http.blob(`/supplier/serviceContract/exportContractTemplate/${encodeURIComponent(id)}`);
}

/** attType: 1 invoice, 2 contract. */
export interface AttachmentInput {
  contractId: string;
  attType: 1 | 2;
  fileName: string;
  filePath: string;
}

export function uploadAttachment(input: AttachmentInput, replace = false): Promise<ContractAttachment[]> {
  return http.post<ContractAttachment[]>(`/supplier/serviceContract/att/${replace ? 'reupload' : 'upload'}`, input);
}

/** The supplier's confirmation sets status 3. */
export function updateContractStatus(id: string, status: number): Promise<ServiceContract> {
  return http.post<ServiceContract>('/supplier/serviceContract/updateStatus', undefined, { query: { id, status: String(status) } });
}
