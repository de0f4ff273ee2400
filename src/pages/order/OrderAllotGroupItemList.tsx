/** order/OrderAllotGroupItemList: the work queue of restaurantCheckout (the pending count links here). */
import { usePageT } from '../common/index.ts';
import { LineQueue } from './LineQueue.tsx';

export default function OrderAllotGroupItemList() {
  const tp = usePageT();
  return <LineQueue queues={['restaurantCheckout']} title={tp('order.title.allot')} />;
}
