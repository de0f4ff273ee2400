/**
 * Orders over time: order lines per day (bars, left axis) and their value (line, right axis) for the last
 * 30 China-time days, every day shown (none skipped), within what the user may see
 * (GET /order/orderGroupItem/statistics). The chart is drawn only while it is on screen: a dashboard
 * kept alive behind another tab has no size, and a chart drawn there warns on every render.
 */
import { useEffect, useRef, useState } from 'react';
import { Card, Skeleton, Text } from '@mantine/core';
import { CompositeChart } from '@mantine/charts';
import { orderStatistics, type DayStatistics } from '../../../api/endpoints/counts.ts';
import { formatDateTime } from '../../../i18n/dates.ts';
import { usePageT } from '../../common/index.ts';
import { fillDays } from './chartDays.ts';

export const CHART_DAYS = 30;
const HEIGHT = 260;

/** MM-DD labels: the year and the range are in the title. */
export const shortDate = (date: string) => date.slice(5);

/** Whether the element has a size on screen now (false inside a hidden tab), kept up to date. */
function useShown(ref: React.RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setShown(element.offsetWidth > 0 && element.offsetHeight > 0);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return shown;
}

export function OrdersChart() {
  const tp = usePageT();
  const [data, setData] = useState<DayStatistics[] | null>(null);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const shown = useShown(box);
  useEffect(() => {
    orderStatistics(CHART_DAYS)
      .then((days) => setData(fillDays(days, CHART_DAYS, formatDateTime(Date.now(), { timeZone: 'Asia/Shanghai' }).slice(0, 10))))
      .catch(() => setFailed(true));
  }, []);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="orders-chart">
      <Text fw={600} mb="sm">{tp('analysis.ordersTitle', { days: CHART_DAYS })}</Text>
      {failed && <Text c="dimmed" size="sm">{tp('analysis.ordersFailed')}</Text>}
      <div ref={box} style={{ height: failed ? 0 : HEIGHT }} data-testid="orders-chart-box" data-days={data?.length}>
        {!data && !failed && <Skeleton height={HEIGHT} radius="sm" />}
        {data && shown && (
          <CompositeChart
            h={HEIGHT}
            data={data.map((day) => ({ ...day, label: shortDate(day.date) }))}
            dataKey="label"
            withLegend
            withRightYAxis
            yAxisLabel={tp('analysis.orderCount')}
            rightYAxisLabel={tp('analysis.orderAmount')}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
            maxBarWidth={18}
            series={[
              { name: 'count', label: tp('analysis.orderCount'), color: 'green.6', type: 'bar' },
              { name: 'amount', label: tp('analysis.orderAmount'), color: 'blue.6', type: 'line', yAxisId: 'right' },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
