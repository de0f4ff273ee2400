/** supplier/PayStep (缴费步骤): a supplier follows and hands in its own fee's steps; platform staff check every supplier's. */
import { useActorKind } from './parts.tsx';
import { PayStepList } from './payStep/PayStepList.tsx';
import { SupplierSteps } from './payStep/SupplierSteps.tsx';

export default function PayStep() {
  return useActorKind() === 'supplier' ? <SupplierSteps /> : <PayStepList />;
}
