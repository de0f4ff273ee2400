/** The supplier service-contract gate's rules (section 4), over the contract's states (src/contract/domain). */
import { ATT_TYPE, ATTACHABLE_STATUS, CONTRACT_STATUS, CONTRACT_STATES } from '../../contract/domain/serviceContract.ts';

export { ATT_TYPE, CONTRACT_STATUS };

/** What the rules read of a contract (the contract's ServiceContract fits). */
export interface ContractLike {
  status: number;
  contractAttachments?: ReadonlyArray<{ attType?: number }>;
}

/** What the rules read of the check answer (the contract's ContractCheck fits). */
export interface ContractCheckLike {
  isOpen: boolean;
  contract: ContractLike | null;
  notify: number | string | null | undefined;
  /** The end day of a contract in force today, when one is (the newest may be a renewal awaiting signature). */
  inForceUntil?: string | null;
}

/** The gate applies to suppliers only (userType 2). */
export function gateApplies(userType: number | string | undefined): boolean {
  return Number(userType) === 2;
}

const notified = (check: ContractCheckLike) => Number(check.notify ?? 0) === 1;

/**
 * The modal shows when the check is open and there is no contract, or when there is no notify flag
 * and the contract's status is not 12 (effective). Without a contract the second rule has no status to
 * read, so a closed check with no contract shows nothing.
 */
export function contractModalVisible(check: ContractCheckLike | null | undefined): boolean {
  if (!check) return false;
  // a contract in force lets the supplier work; only a renewal it can sign asks for it (and may be put off)
  if (check.inForceUntil) return canSign(check);

  if (check.isOpen && !check.contract) return true;
  return !!check.contract && !notified(check) && check.contract.status !== CONTRACT_STATUS.effective;
}

/** The modal blocks the app only while no contract of the supplier is in force. */
export function contractModalBlocking(check: ContractCheckLike | null | undefined): boolean {
  return !check?.inForceUntil;
}

/** notify=1: only the expiry banner. */
export function expiryBannerVisible(check: ContractCheckLike | null | undefined): boolean {
  return !!check?.contract && notified(check);
}

/** The i18n key of the modal's status text. */
export function contractStatusKey(check: ContractCheckLike): string {
  const status = check.contract?.status;
  if (status === undefined) return 'flows.contract.missing';
  // every state before effective has its own text; effective (and anything unknown) the generic one
  if (status !== CONTRACT_STATUS.effective && (CONTRACT_STATES as readonly number[]).includes(status)) return `flows.contract.status${status}`;
  return 'flows.contract.statusOther';
}

/** Only a contract awaiting the supplier can be downloaded, uploaded to and confirmed. */
export function canSign(check: ContractCheckLike | null | undefined): boolean {
  return check?.contract?.status === ATTACHABLE_STATUS;
}

/** Contract scans already attached on the server. */
export function attachedScans(contract: ContractLike | null | undefined): ReadonlyArray<{ attType?: number }> {
  return (contract?.contractAttachments ?? []).filter((a) => a.attType === undefined || a.attType === ATT_TYPE.contract);
}

/** Confirming needs a scan: one uploaded now or one already attached. */
export function canConfirm(uploaded: readonly unknown[], contract: ContractLike | null | undefined): boolean {
  return uploaded.length > 0 || attachedScans(contract).length > 0;
}

/** The downloaded template's file name. */
export function templateFileName(title: string | null | undefined): string {
  const clean = (title && title !== 'null' ? title : 'contract').replace(/[\\/:*?"<>|]/g, '_').trim();
  return `${clean || 'contract'}.pdf`;
}
