/** The technical service fee of section 9, by the supplier's annual trade (yuan): the contract document and the pay steps read it. */

export interface FeeTier {
  /** Annual trade below this (yuan) falls in the tier; the last tier has no bound. */
  below: number;
  /** Fee per year, yuan. */
  fee: number;
  range: string;
  feeText: string;
}

export const FEE_TIERS: readonly FeeTier[] = [
  { below: 100_000, fee: 0, range: '年交易额10万元以下', feeText: '不收取技术服务费' },
  { below: 500_000, fee: 3000, range: '年交易额10万元（含）至50万元', feeText: '3000元/年' },
  { below: Infinity, fee: 5000, range: '年交易额50万元（含）以上', feeText: '5000元/年' },
];

/** Days the supplier has to sign, and the fee paid in advance (section 9). */
export const SIGNING_DAYS = 15;
export const PREPAID_FEE = 5000;

/** The tier an annual trade falls in (0-based index into FEE_TIERS). */
export function feeTier(annualTrade: number): number {
  const index = FEE_TIERS.findIndex((tier) => annualTrade < tier.below);
  return index < 0 ? FEE_TIERS.length - 1 : index;
}

/** The yearly fee for an annual trade. */
export function technicalServiceFee(annualTrade: number): number {
  return FEE_TIERS[feeTier(annualTrade)].fee;
}
