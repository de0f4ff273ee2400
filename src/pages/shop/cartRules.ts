/**
 * The cart's rules (spec sections 3 and 4), as plain functions over a cart: adding an item whose id is
 * already there adds to its count and recomputes its sum, otherwise the item is appended; updating with
 * count 0 removes the line, otherwise it sets the count; sums and the total are rounded to two decimals.
 */

/** A cart line as the specification names its fields (section 3), plus what the screens show. */
export interface CartItem {
  /** The base product's id. */
  id: string;
  supplierBaseProductId: string;
  productPrice: number;
  shoppingCount: number;
  productNumber?: string;
  /** productPrice × shoppingCount, two decimals. */
  SumCount: number;
  productName?: string;
  unit?: string;
  /** The least quantity the price allows (a cloud item's minimum order); the server refuses less. */
  minOrder?: number;
}

export interface Cart {
  list: CartItem[];
  /** Sum of SumCount, two decimals. */
  totalMoney: number;
}

/** Round to cents the way money is shown (half away from zero, without binary-fraction surprises). */
export const toCents = (value: number): number => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

const withSum = (item: CartItem): CartItem => ({ ...item, SumCount: toCents(item.productPrice * item.shoppingCount) });

const totalOf = (list: CartItem[]): number => toCents(list.reduce((sum, item) => sum + item.SumCount, 0));

export const emptyCart = (): Cart => ({ list: [], totalMoney: 0 });

/** Add `item` (its shoppingCount is how many to add). */
export function addToCart(cart: Cart, item: Omit<CartItem, 'SumCount'>): Cart {
  const existing = cart.list.find((line) => line.id === item.id);
  const list = existing
    ? cart.list.map((line) => (line.id === item.id ? withSum({ ...line, shoppingCount: line.shoppingCount + item.shoppingCount }) : line))
    : [...cart.list, withSum({ ...item, SumCount: 0 })];
  return { list, totalMoney: totalOf(list) };
}

/** Set a line's count; 0 removes it. */
export function updateCount(cart: Cart, id: string, shoppingCount: number): Cart {
  const list = shoppingCount <= 0
    ? cart.list.filter((line) => line.id !== id)
    : cart.list.map((line) => (line.id === id ? withSum({ ...line, shoppingCount }) : line));
  return { list, totalMoney: totalOf(list) };
}

/** A cart read back from storage: lines that make sense, sums recomputed. */
export function restoreCart(stored: unknown): Cart {
  const list = (stored as Cart | undefined)?.list;
  if (!Array.isArray(list)) return emptyCart();
  const valid = list.filter((line): line is CartItem => !!line && typeof line.id === 'string' && Number.isFinite(line.productPrice) && Number.isFinite(line.shoppingCount) && line.shoppingCount > 0).map(withSum);
  return { list: valid, totalMoney: totalOf(valid) };
}

/** Lines ordered below their minimum: the cart cannot be submitted while there are any. */
export const belowMinimum = (cart: Cart): CartItem[] => cart.list.filter((line) => line.minOrder !== undefined && line.shoppingCount < line.minOrder);
