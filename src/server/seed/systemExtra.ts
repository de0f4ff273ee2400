/** Demo data of 我的部门 (issue 21), through its service: 食堂王 heads the first canteen, the buyer the purchasing centre. */
import type { Who } from '../http/adminChange.ts';
import { setHeads } from '../routes/system-extra/departUsers.ts';
import type { SeedContext } from './context.ts';

export async function seedSystemExtra({ db, ids }: SeedContext): Promise<void> {
  const admin: Who = { id: ids['user:admin'] ?? null, username: 'admin', ip: null };
  const heads: Array<[depart: string, user: string]> = [['canteen1', 'canteen'], ['procurement', 'buyer']];
  for (const [depart, user] of heads) await setHeads(db, admin, ids[`depart:${depart}`], [ids[`user:${user}`]]);
}
