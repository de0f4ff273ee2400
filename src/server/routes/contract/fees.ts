/** The fee table lives in the contract (src/contract/domain/serviceFee.ts): the pay steps apply it too. */
export { FEE_TIERS, feeTier, PREPAID_FEE, SIGNING_DAYS, technicalServiceFee, type FeeTier } from '../../../contract/domain/serviceFee.ts';
