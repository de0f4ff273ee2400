/**
 * The supplier contract gate's calls (sections 4, 7): the check, the config texts, the template
 * download, the scan upload and the confirmation, over src/api/endpoints.
 */
import { contractValidAndNotify, exportContractTemplate, queryConfig, updateContractStatus, uploadAttachment, type ContractCheck } from '../../api/endpoints/contract.ts';
import { proxy } from 'valtio';
import { uploadFile } from '../../api/endpoints/files.ts';
import { ATT_TYPE, CONTRACT_STATUS } from './contractRule.ts';

export interface ContractTexts {
  title: string | null;
  payTips: string | null;
}

/** A stored file the supplier uploaded and has not attached yet. */
export interface UploadedScan {
  fileName: string;
  filePath: string;
}

export const loadCheck = (): Promise<ContractCheck> => contractValidAndNotify();

const configText = (key: string) => queryConfig(key).then((value) => value || null, () => null);

export async function loadTexts(): Promise<ContractTexts> {
  const [title, payTips] = await Promise.all([configText('SYS_CONFIG_CONTRACT_TITLE'), configText('SYS_CONFIG_PAY_TIPS')]);
  return { title, payTips };
}

/** The template as a file; an empty answer is null ('File download failed'). */
export async function downloadTemplate(contractId: string): Promise<Blob | null> {
  const blob = await exportContractTemplate(contractId);
  return blob.size > 0 ? blob : null;
}

/** Store the signed scan (POST /sys/common/upload); the answer names the stored path. */
export async function uploadScan(file: File): Promise<UploadedScan> {
  const answer = await uploadFile(file, { purpose: 'contract' });
  return { fileName: answer.fileName || file.name, filePath: answer.path };
}

/**
 * Signatures confirmed in the gate so far: the gate floats over any screen, so one that shows the supplier's
 * contracts (supplier/ServiceContractList) reloads when this moves instead of showing the contract unsigned.
 */
export const contractSignings = proxy({ count: 0 });

/** Attach the uploaded scans to the contract, then confirm the signature (status 3). */
export async function confirmSigning(contractId: string, scans: readonly UploadedScan[]): Promise<void> {
  for (const scan of scans) {
    await uploadAttachment({ contractId, attType: ATT_TYPE.contract, fileName: scan.fileName, filePath: scan.filePath });
  }
  await updateContractStatus(contractId, CONTRACT_STATUS.supplierSigned);
  contractSignings.count += 1;
}

export { saveBlob } from '../../api/download.ts';
