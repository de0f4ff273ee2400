/**
 * The service contract's states (section 4) and who may move it between them:
 * 0 not initiated -> 1 awaiting the supplier (platform initiates) -> 3 supplier signed (the supplier
 * confirms, with a contract scan uploaded) -> 9 both signed (platform) -> 12 effective (platform).
 */
export const CONTRACT_STATUS = {
  notInitiated: 0,
  awaitingSupplier: 1,
  supplierSigned: 3,
  bothSigned: 9,
  effective: 12,
} as const;

export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/** Names as the contract_status dictionary shows them. */
export const STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '未发起',
  1: '待供应商签署',
  3: '供应商已签署',
  9: '双方已签署',
  12: '已生效',
};

export const isContractStatus = (value: number): value is ContractStatus => value in STATUS_NAMES;

/** Who makes a move: the contract's own supplier, or the platform (permission contractManage). */
export type ContractActor = 'supplier' | 'platform';

const TRANSITIONS: ReadonlyArray<{ from: ContractStatus; to: ContractStatus; by: ContractActor }> = [
  { from: 0, to: 1, by: 'platform' },
  { from: 1, to: 3, by: 'supplier' },
  { from: 3, to: 9, by: 'platform' },
  { from: 9, to: 12, by: 'platform' },
];

/** Who may move a contract from `from` to `to`, or undefined when nobody may. */
export function transitionActor(from: number, to: number): ContractActor | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.to === to)?.by;
}

/** Attachment types (section 3). */
export const ATT_TYPE = { invoice: 1, contract: 2 } as const;
