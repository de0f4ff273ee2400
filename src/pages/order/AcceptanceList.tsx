/** order/AcceptanceList: the work queue of restaurantCheck (the pending count links here). */
import { usePageT } from '../common/index.ts';
import { LineQueue } from './LineQueue.tsx';

export default function AcceptanceList() {
  const tp = usePageT();
  return <LineQueue queues={['restaurantCheck']} title={tp('order.title.acceptance')} />;
}
