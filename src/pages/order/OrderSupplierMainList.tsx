/** order/OrderSupplierMainList: the work queue of supplierAudit, supplierAcceptance (the pending count links here). */
import { usePageT } from '../common/index.ts';
import { LineQueue } from './LineQueue.tsx';

export default function OrderSupplierMainList() {
  const tp = usePageT();
  return <LineQueue queues={['supplierAudit', 'supplierAcceptance']} title={tp('order.title.supplierMain')} print={['picking_list', 'delivery_note']} />;
}
