/** shop/ShopCar: the cart (section 4's rules), then the order: arrival date, slot, submit; the result page follows. */
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { orders } from '../../api/endpoints/ordering.ts';
import { belowMinimum, type CartItem } from './cartRules.ts';
import { ListTable, PageCard, usePageT, type Column } from '../common/index.ts';
import { cart, clearCart, setCount } from './cart.ts';
import { useCart } from './useCart.ts';

export default function ShopCar() {
  const tp = usePageT();
  const [, navigate] = useLocation();
  const snap = useCart();
  const columns: Column<CartItem>[] = [
    { key: 'productName', title: tp('shop.product'), render: (i) => i.productName ?? i.id },
    { key: 'productPrice', title: tp('shop.price'), render: (i) => `${i.productPrice.toFixed(2)} / ${i.unit ?? ''}` },
    {
      key: 'shoppingCount',
      title: tp('shop.count'),
      render: (i) => (
        <NumberInput size="xs" w={100} min={0} decimalScale={3} value={i.shoppingCount} onChange={(v) => setCount(i.id, Number(v) || 0)} data-testid="cart-count"
          error={i.minOrder !== undefined && i.shoppingCount < i.minOrder ? tp('shop.belowMinOrder', { min: i.minOrder, unit: i.unit ?? '' }) : undefined} />
      ),
    },
    { key: 'SumCount', title: tp('shop.sum'), render: (i) => i.SumCount.toFixed(2) },
  ];
  const short = belowMinimum(snap as typeof cart);
  const submit = () => {
    if (short.length > 0) return;
    if (!cart.restaurantId || !cart.arrivalDate || !cart.slot) return;
    void orders
      .place({ restaurantId: cart.restaurantId, arrivalDate: cart.arrivalDate, slot: cart.slot, lines: cart.list.map((i) => ({ baseProductId: i.id, quantity: String(i.shoppingCount) })) })
      .then((order) => {
        clearCart();
        navigate(`/shop/result?orderNo=${encodeURIComponent(order.orderNo)}&id=${encodeURIComponent(order.id)}`);
      });
  };
  return (
    <PageCard title={tp('shop.cartTitle')}>
      <ListTable columns={columns} rows={snap.list as CartItem[]} rowKey={(i) => i.id} />
      <Group mt="md" justify="space-between">
        <Text>{tp('shop.summary', { date: snap.arrivalDate ?? '—', slot: snap.slot ?? '—', total: snap.totalMoney.toFixed(2) })}</Text>
        <Group>
          <Button variant="default" onClick={() => navigate('/shop/home')}>{tp('shop.continue')}</Button>
          <Button disabled={snap.list.length === 0 || short.length > 0 || !snap.slot || !snap.arrivalDate} onClick={submit} data-testid="cart-submit">{tp('shop.submit')}</Button>
        </Group>
      </Group>
    </PageCard>
  );
}
