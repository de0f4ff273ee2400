/** Demo colleges, canteens, a supplier with its service contract (status 1: awaiting signature). */
import { colleges, restaurants, serviceContracts, suppliers } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

export async function seedBusiness({ db, ids }: SeedContext): Promise<void> {
  const [college] = await db
    .insert(colleges)
    .values({ name: '第一中学', code: 'C001', departId: ids['depart:college'], address: '学府路1号', contact: '张校长', phone: '01088886666', createdBy: 'admin' })
    .returning({ id: colleges.id });
  ids['college:first'] = college.id;
  for (const key of ['canteen1', 'canteen2'] as const) {
    const [row] = await db
      .insert(restaurants)
      .values({ collegeId: college.id, departId: ids[`depart:${key}`], name: key === 'canteen1' ? '一食堂' : '二食堂', createdBy: 'admin' })
      .returning({ id: restaurants.id });
    ids[`restaurant:${key}`] = row.id;
  }
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: '鲜丰食材有限公司', userId: ids['user:supplier'], contact: '李经理', phone: '13800000003', createdBy: 'admin' })
    .returning({ id: suppliers.id });
  ids['supplier:fresh'] = supplier.id;
  // A second supplier without a login account: what the "unbound suppliers" list shows.
  const [unbound] = await db
    .insert(suppliers)
    .values({ name: '绿源蔬菜合作社', contact: '王社长', phone: '13900000009', createdBy: 'admin' })
    .returning({ id: suppliers.id });
  ids['supplier:unbound'] = unbound.id;
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
