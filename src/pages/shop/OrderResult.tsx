/** shop/OrderResult: the order number of the order just placed and where to follow it. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PageCard, usePageT } from '../common/index.ts';

export default function OrderResult() {
  const tp = usePageT();
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  return (
    <PageCard title={tp('shop.resultTitle')}>
      <Stack align="center" py="xl">
        <Title order={3}>{tp('shop.placed')}</Title>
        <Text data-testid="order-no">{tp('shop.orderNo', { orderNo: params.get('orderNo') ?? '' })}</Text>
        <Anchor component={Link} href="/order/order-group">{tp('shop.viewOrders')}</Anchor>
        <Anchor component={Link} href="/shop/home">{tp('shop.continue')}</Anchor>
      </Stack>
    </PageCard>
  );
}
