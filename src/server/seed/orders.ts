/**
 * Demo orders and prices: order lines of both canteens in every pending state (and some done), mostly
 * from the supplier 鲜丰 (supplier:fresh), a few from the unbound supplier; supplier products to price
 * and prices awaiting approval. The header's pending counts read these.
 */
import { orderItems, supplierProducts } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

type Canteen = 'canteen1' | 'canteen2';
type Supplier = 'fresh' | 'unbound' | null;
type Status = 'allocation' | 'supplier_audit' | 'stock' | 'check' | 'procurement_audit' | 'done';

/** [group number, canteen, supplier (null until allotted), product, quantity, unit price, status] */
export type DemoOrderItem = [string, Canteen, Supplier, string, string, string | null, Status];

export const DEMO_ORDER_ITEMS: DemoOrderItem[] = [
  // canteen 1, awaiting allotment of a supplier
  ['DD20241008001', 'canteen1', null, '大白菜', '120', null, 'allocation'],
  ['DD20241008001', 'canteen1', null, '土豆', '80', null, 'allocation'],
  ['DD20241008001', 'canteen1', null, '西红柿', '45', null, 'allocation'],
  // canteen 2, awaiting allotment
  ['DD20241008002', 'canteen2', null, '黄瓜', '40', null, 'allocation'],
  ['DD20241008002', 'canteen2', null, '胡萝卜', '35', null, 'allocation'],
  // awaiting the supplier's acceptance
  ['DD20241007003', 'canteen1', 'fresh', '鸡蛋', '300', '0.85', 'supplier_audit'],
  ['DD20241007003', 'canteen1', 'fresh', '猪五花肉', '60', '26.00', 'supplier_audit'],
  ['DD20241007004', 'canteen2', 'fresh', '鸡胸肉', '50', '15.50', 'supplier_audit'],
  ['DD20241007005', 'canteen2', 'unbound', '菠菜', '30', '6.20', 'supplier_audit'],
  // the supplier prepares stock
  ['DD20241006006', 'canteen1', 'fresh', '东北珍珠米', '500', '3.60', 'stock'],
  ['DD20241006006', 'canteen1', 'fresh', '高筋面粉', '200', '4.10', 'stock'],
  ['DD20241006006', 'canteen1', 'fresh', '菜籽油', '100', '12.80', 'stock'],
  ['DD20241006007', 'canteen2', 'fresh', '生抽酱油', '24', '9.90', 'stock'],
  ['DD20241006007', 'canteen2', 'fresh', '北豆腐', '40', '4.50', 'stock'],
  ['DD20241006008', 'canteen2', 'unbound', '绿豆芽', '25', '3.00', 'stock'],
  // the canteen checks the delivery on receipt
  ['DD20241005009', 'canteen1', 'fresh', '牛腩', '30', '58.00', 'check'],
  ['DD20241005009', 'canteen1', 'fresh', '草鱼', '40', '13.60', 'check'],
  ['DD20241005010', 'canteen2', 'fresh', '洋葱', '35', '2.80', 'check'],
  ['DD20241005010', 'canteen2', 'fresh', '大蒜', '10', '9.00', 'check'],
  ['DD20241005010', 'canteen2', 'fresh', '生姜', '8', '11.00', 'check'],
  ['DD20241005011', 'canteen1', 'unbound', '香菇', '15', '16.00', 'check'],
  // procurement audits
  ['DD20241004012', 'canteen1', 'fresh', '冬瓜', '60', '1.80', 'procurement_audit'],
  ['DD20241004012', 'canteen1', 'fresh', '茄子', '40', '4.20', 'procurement_audit'],
  ['DD20241004013', 'canteen2', 'fresh', '西兰花', '30', '7.50', 'procurement_audit'],
  ['DD20241004013', 'canteen2', 'fresh', '鲜牛奶', '120', '5.00', 'procurement_audit'],
  ['DD20241004014', 'canteen2', 'unbound', '青椒', '25', '5.60', 'procurement_audit'],
  // finished
  ['DD20240928015', 'canteen1', 'fresh', '挂面', '80', '6.50', 'done'],
  ['DD20240928015', 'canteen1', 'fresh', '食盐', '20', '2.50', 'done'],
  ['DD20240928016', 'canteen2', 'fresh', '白砂糖', '15', '7.20', 'done'],
  ['DD20240928016', 'canteen2', 'fresh', '鸡腿', '50', '16.80', 'done'],
  ['DD20240928017', 'canteen2', 'unbound', '莲藕', '20', '8.40', 'done'],
];

/** [supplier, product, price, price status] */
export type DemoSupplierProduct = [Exclude<Supplier, null>, string, string | null, 'pricing' | 'approval' | 'released'];

export const DEMO_SUPPLIER_PRODUCTS: DemoSupplierProduct[] = [
  ['fresh', '有机菜心', null, 'pricing'],
  ['fresh', '小米椒', null, 'pricing'],
  ['fresh', '紫甘蓝', null, 'pricing'],
  ['fresh', '鲈鱼', '32.00', 'approval'],
  ['fresh', '鸭胸肉', '21.50', 'approval'],
  ['fresh', '鸡蛋', '0.85', 'released'],
  ['fresh', '猪五花肉', '26.00', 'released'],
  ['unbound', '山药', null, 'pricing'],
  ['unbound', '芹菜', '5.20', 'approval'],
  ['unbound', '菠菜', '6.20', 'released'],
];

/**
 * Lines spread evenly over the last 30 days (the analysis chart's default range), oldest first, with a
 * minute between neighbours so later lines are always created later (stable order in lists). Deterministic
 * relative to the seeding time.
 */
export function demoCreatedAt(index: number, now = Date.now()): Date {
  const last = DEMO_ORDER_ITEMS.length - 1;
  const daysAgo = Math.floor(((last - index) * 28) / last); // 28: even just after midnight all stay within 30 days
  return new Date(now - daysAgo * 86_400_000 - (DEMO_ORDER_ITEMS.length - index) * 60_000);
}

export async function seedOrders({ db, ids }: SeedContext): Promise<void> {
  const day = 86_400_000;
  await db.insert(orderItems).values(
    DEMO_ORDER_ITEMS.map(([groupNo, canteen, supplier, productName, quantity, price, status], index) => ({
      groupNo,
      restaurantId: ids[`restaurant:${canteen}`],
      supplierId: supplier ? ids[`supplier:${supplier}`] : null,
      productName,
      quantity,
      price,
      status,
      arrivalDate: new Date(Date.now() + (status === 'done' ? -7 : 2) * day).toISOString().slice(0, 10),
      createdAt: demoCreatedAt(index),
      createdBy: 'canteen',
    })),
  );
  await db.insert(supplierProducts).values(
    DEMO_SUPPLIER_PRODUCTS.map(([supplier, productName, price, priceStatus]) => ({
      supplierId: ids[`supplier:${supplier}`],
      productName,
      price,
      priceStatus,
      createdBy: supplier === 'fresh' ? 'supplier' : 'admin',
    })),
  );
}
