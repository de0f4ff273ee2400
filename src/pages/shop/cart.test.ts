import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, type MemoryStorages } from '../../api/testing/storage.ts';
import { addItem, cart, chooseCanteen, clearCart, loadCart, persistCart, setCount } from './cart.ts';
import { addToCart, belowMinimum, emptyCart, restoreCart, toCents, updateCount } from './cartRules.ts';

const rice = { id: 'p1', supplierBaseProductId: 'p1', productPrice: 98, shoppingCount: 2, productName: '东北珍珠米' };
const eggs = { id: 'p2', supplierBaseProductId: 'p2', productPrice: 4.9, shoppingCount: 3 };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart rules (section 4)', () => {
  it('adding an id already in the cart adds to its count and recomputes its SumCount', () => {
    let next = addToCart(emptyCart(), rice);
    next = addToCart(next, { ...rice, shoppingCount: 3 });
    expect(next.list).toHaveLength(1);
    expect(next.list[0]).toMatchObject({ shoppingCount: 5, SumCount: 490 });
    expect(next.totalMoney).toBe(490);
  });

  it('a line below its minimum order holds the cart back until its count reaches the minimum', () => {
    const cabbage = { id: 'p3', supplierBaseProductId: 'p3', productPrice: 4.5, shoppingCount: 20, minOrder: 20 };
    const full = addToCart(addToCart(emptyCart(), rice), cabbage);
    expect(belowMinimum(full)).toEqual([]);
    const short = updateCount(full, 'p3', 19.5);
    expect(belowMinimum(short).map((l) => l.id)).toEqual(['p3']);
    expect(belowMinimum(restoreCart(JSON.parse(JSON.stringify(short)))).map((l) => l.id)).toEqual(['p3']);
    expect(belowMinimum(updateCount(short, 'p3', 0))).toEqual([]);
  });

  it('a new id is appended', () => {
    const next = addToCart(addToCart(emptyCart(), rice), eggs);
    expect(next.list.map((l) => l.id)).toEqual(['p1', 'p2']);
    expect(next.totalMoney).toBe(210.7);
  });

  it('updating with count 0 removes the line; another count sets it', () => {
    const two = addToCart(addToCart(emptyCart(), rice), eggs);
    const set = updateCount(two, 'p2', 7);
    expect(set.list[1]).toMatchObject({ shoppingCount: 7, SumCount: 34.3 });
    expect(set.totalMoney).toBe(230.3);
    const removed = updateCount(set, 'p1', 0);
    expect(removed.list.map((l) => l.id)).toEqual(['p2']);
    expect(removed.totalMoney).toBe(34.3);
  });

  it('sums and the total have two decimals', () => {
    const next = addToCart(emptyCart(), { id: 'p3', supplierBaseProductId: 'p3', productPrice: 1.15, shoppingCount: 3 });
    expect(next.list[0]!.SumCount).toBe(3.45);
    expect(toCents(0.1 + 0.2)).toBe(0.3);
    expect(toCents(1.005)).toBe(1.01);
    const many = addToCart(addToCart(emptyCart(), { ...eggs, productPrice: 0.1, shoppingCount: 1 }), { ...rice, productPrice: 0.2, shoppingCount: 1 });
    expect(many.totalMoney).toBe(0.3);
  });

  it('what storage gives back is checked and its sums recomputed', () => {
    expect(restoreCart(undefined)).toEqual(emptyCart());
    expect(restoreCart({ list: [{ ...rice, SumCount: 1 }, { id: 5 }, { ...eggs, shoppingCount: 0 }] }).list).toEqual([{ ...rice, SumCount: 196 }]);
  });
});

describe('the cart store', () => {
  let storages: MemoryStorages;
  beforeEach(() => {
    storages = installMemoryStorage();
    clearCart();
  });

  it('persists locally and survives a reload', async () => {
    const stop = persistCart();
    chooseCanteen('c1');
    addItem(rice);
    addItem(rice);
    setCount('p1', 6);
    await flush();
    stop();
    expect(storages.local.getItem('pro__cart')).toContain('"shoppingCount":6');
    clearCart();
    cart.restaurantId = null;
    loadCart(); // what a reload does
    expect(cart.list).toEqual([expect.objectContaining({ id: 'p1', shoppingCount: 6, SumCount: 588 })]);
    expect(cart.totalMoney).toBe(588);
    expect(cart.restaurantId).toBe('c1');
  });

  it('choosing another canteen empties the cart', () => {
    chooseCanteen('c1');
    addItem(eggs);
    chooseCanteen('c1');
    expect(cart.list).toHaveLength(1);
    chooseCanteen('c2');
    expect(cart.list).toEqual([]);
  });
});
