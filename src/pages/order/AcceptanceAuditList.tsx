/** order/AcceptanceAuditList: the work queue of procurementAudit (the pending count links here). */
import { usePageT } from '../common/index.ts';
import { LineQueue } from './LineQueue.tsx';

export default function AcceptanceAuditList() {
  const tp = usePageT();
  return <LineQueue queues={['procurementAudit']} title={tp('order.title.acceptanceAudit')} />;
}
