/** The cart for the shop screens: loaded from local storage once, kept there on every change. */
import { useSnapshot } from 'valtio';
import { cart, loadCart, persistCart } from './cart.ts';

let started = false;

export function useCart() {
  if (!started) {
    started = true;
    loadCart();
    persistCart();
  }
  return useSnapshot(cart);
}
