/**
 * Orders over time: order lines per day (bars, left axis) and their value (line, right axis) for the last
 * 30 China-time days, within what the user may see (GET /order/orderGroupItem/statistics).
 */
import { useEffect, useState } from 'react';
import { Card, Text } from '@mantine/core';
import { CompositeChart } from '@mantine/charts';
import { orderStatistics, type DayStatistics } from '../../../api/endpoints/counts.ts';
import { usePageT } from '../../common/index.ts';

export const CHART_DAYS = 30;

/** MM-DD labels: the year and the range are in the title. */
export const shortDate = (date: string) => date.slice(5);

export function OrdersChart() {
  const tp = usePageT();
  const [data, setData] = useState<DayStatistics[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    orderStatistics(CHART_DAYS)
      .then(setData)
      .catch(() => setFailed(true));
  }, []);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="orders-chart">
      <Text fw={600} mb="sm">{tp('analysis.ordersTitle', { days: CHART_DAYS })}</Text>
      {failed && <Text c="dimmed" size="sm">{tp('analysis.ordersFailed')}</Text>}
      {data && (
        <CompositeChart
          h={260}
          data={data.map((day) => ({ ...day, label: shortDate(day.date) }))}
          dataKey="label"
          withLegend
          withRightYAxis
          maxBarWidth={18}
          series={[
            { name: 'count', label: tp('analysis.orderCount'), color: 'green.6', type: 'bar' },
            { name: 'amount', label: tp('analysis.orderAmount'), color: 'blue.6', type: 'line', yAxisId: 'right' },
          ]}
        />
      )}
    </Card>
  );
}
