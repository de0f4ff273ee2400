/**
 * Demo college and canteens (with delivery slots, served by the procurement centre), suppliers: 鲜丰 with its
 * service contract (status 1: awaiting signature), the unbound 绿源 and 禾丰粮油 (account grain).
 */
import { colleges, restaurants, serviceContracts, suppliers } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

/** The delivery slots of the demo canteens. */
export const DEMO_SLOTS = [
  { code: 'breakfast', name: '早餐', time: '05:30-06:30' },
  { code: 'lunch', name: '午餐', time: '09:00-10:00' },
  { code: 'dinner', name: '晚餐', time: '14:30-15:30' },
];

export async function seedBusiness({ db, ids }: SeedContext): Promise<void> {
  const [college] = await db
    .insert(colleges)
    .values({ name: '第一中学', code: 'C001', departId: ids['depart:college'], procurementDepartId: ids['depart:procurement'], address: '学府路1号', contact: '张校长', phone: '01088886666', createdBy: 'admin' })
    .returning({ id: colleges.id });
  ids['college:first'] = college.id;
  for (const key of ['canteen1', 'canteen2'] as const) {
    const [row] = await db
      .insert(restaurants)
      .values({
        collegeId: college.id,
        departId: ids[`depart:${key}`],
        name: key === 'canteen1' ? '一食堂' : '二食堂',
        address: key === 'canteen1' ? '学府路1号 东区' : '学府路1号 西区',
        contact: key === 'canteen1' ? '王主管' : '赵主管',
        phone: key === 'canteen1' ? '13800000011' : '13800000012',
        deliverySlots: DEMO_SLOTS,
        createdBy: 'admin',
      })
      .returning({ id: restaurants.id });
    ids[`restaurant:${key}`] = row.id;
  }
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: '鲜丰食材有限公司', userId: ids['user:supplier'], contact: '李经理', phone: '13800000003', regionId: '330106', address: '文三路 88 号', createdBy: 'admin' })
    .returning({ id: suppliers.id });
  ids['supplier:fresh'] = supplier.id;
  // A second supplier without a login account: what the "unbound suppliers" list shows.
  const [unbound] = await db
    .insert(suppliers)
    .values({ name: '绿源蔬菜合作社', contact: '王社长', phone: '13900000009', createdBy: 'admin' })
    .returning({ id: suppliers.id });
  ids['supplier:unbound'] = unbound.id;
  const [grain] = await db
    .insert(suppliers)
    .values({ name: '禾丰粮油有限公司', userId: ids['user:grain'], contact: '周经理', phone: '13800000005', regionId: '330110', address: '仓前街道 18 号', createdBy: 'admin' })
    .returning({ id: suppliers.id });
  ids['supplier:grain'] = grain.id;
  const [contract] = await db
    .insert(serviceContracts)
    .values({
      supplierId: supplier.id,
      status: 1,
      beginDate: '2023-11-01',
      endDate: '2024-10-31',
      annualTrade: '320000.00',
      totalAmount: '3000.00',
      createdBy: 'admin',
    })
    .returning({ id: serviceContracts.id });
  ids['contract:fresh'] = contract.id;
}
