/**
 * Demo schools through the services the screens use: 第一中学 gets its district, and a second college,
 * 实验中学 (bought for by the procurement centre), opens a canteen with two delivery slots, run by the
 * college's own department. No demo user works in it: the demo canteen staff keep their two canteens.
 */
import { eq } from 'drizzle-orm';
import { actorOf } from '../auth/scope.ts';
import { colleges, users } from '../db/schema/index.ts';
import { createCanteen } from '../routes/schools/canteens.ts';
import { createCollege, editCollege } from '../routes/schools/colleges.ts';
import type { SeedContext } from './context.ts';

export async function seedSchools({ db, ids }: SeedContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const platform = actorOf(admin!);
  const [first] = await db.select().from(colleges).where(eq(colleges.id, ids['college:first']!));
  await editCollege(db, platform, first!.id, {
    name: first!.name,
    code: first!.code,
    regionId: '110108',
    address: first!.address,
    contact: first!.contact,
    phone: '010-88886666',
    departId: first!.departId,
    procurementDepartId: first!.procurementDepartId!,
    version: first!.version,
  });
  const second = await createCollege(db, platform, {
    name: '实验中学',
    code: 'C101',
    regionId: '110105',
    address: '朝阳路 18 号',
    contact: '钱校长',
    phone: '010-65550000',
    procurementDepartId: ids['depart:procurement']!,
  });
  ids['college:second'] = second;
  ids['restaurant:second'] = await createCanteen(db, platform, {
    name: '实验中学食堂',
    collegeId: second,
    regionId: '110105',
    address: '朝阳路 18 号 北楼',
    contacts: [{ name: '孙主管', phone: '13800000021' }, { name: '后厨', phone: '010-65550001' }],
    deliverySlots: [
      { code: 'lunch', name: '午餐', time: '09:00-10:00' },
      { code: 'dinner', name: '晚餐', time: '14:30-15:30' },
    ],
    departId: null,
    departIds: [],
  });
}
