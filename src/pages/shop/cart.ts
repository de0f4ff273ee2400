/**
 * The cart store: the rules of cartRules.ts over a valtio state that persists in local storage (pro__cart),
 * so the cart survives a reload. The canteen, arrival date and slot chosen in the shop are kept with it.
 */
import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from '../../api/storage.ts';
import { addToCart, emptyCart, restoreCart, updateCount, type Cart, type CartItem } from './cartRules.ts';

const KEY = 'cart';

export interface CartState extends Cart {
  restaurantId: string | null;
  arrivalDate: string | null;
  slot: string | null;
}

export const cart = proxy<CartState>({ ...emptyCart(), restaurantId: null, arrivalDate: null, slot: null });

function apply(next: Cart): void {
  cart.list = next.list;
  cart.totalMoney = next.totalMoney;
}

export const addItem = (item: Omit<CartItem, 'SumCount'>): void => apply(addToCart(cart, item));
export const setCount = (id: string, count: number): void => apply(updateCount(cart, id, count));
export const clearCart = (): void => apply(emptyCart());

/** Choosing another canteen empties the cart: its prices were that canteen's. */
export function chooseCanteen(restaurantId: string): void {
  if (cart.restaurantId !== restaurantId) clearCart();
  cart.restaurantId = restaurantId;
}

/** Read the stored cart (at start; tests call it again). */
export function loadCart(): void {
  const stored = readStored<CartState>(KEY);
  apply(restoreCart(stored));
  cart.restaurantId = stored?.restaurantId ?? null;
  cart.arrivalDate = stored?.arrivalDate ?? null;
  cart.slot = stored?.slot ?? null;
}

/** Keep the cart in local storage on every change; answers the unsubscribe. */
export function persistCart(): () => void {
  return subscribe(cart, () => writeStored(KEY, { list: cart.list, totalMoney: cart.totalMoney, restaurantId: cart.restaurantId, arrivalDate: cart.arrivalDate, slot: cart.slot }));
}
