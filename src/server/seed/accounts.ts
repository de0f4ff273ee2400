/** Demo departments, roles and users (all with the password Larder#2026). */
import { departments, roles, userDepartments, userRoles, users } from '../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD, type SeedContext } from './context.ts';

export const DEMO_DEPARTMENTS = [
  { key: 'platform', departName: '食材供应服务平台', orgCode: 'A01', orgCategory: '1', parent: null },
  { key: 'ops', departName: '平台运营部', orgCode: 'A01A01', orgCategory: '2', parent: 'platform' },
  { key: 'procurement', departName: '采购中心', orgCode: 'A01A02', orgCategory: '2', parent: 'platform' },
  { key: 'college', departName: '第一中学', orgCode: 'A02', orgCategory: '1', parent: null },
  { key: 'canteen1', departName: '第一中学一食堂', orgCode: 'A02A01', orgCategory: '2', parent: 'college' },
  { key: 'canteen2', departName: '第一中学二食堂', orgCode: 'A02A02', orgCategory: '2', parent: 'college' },
  { key: 'suppliers', departName: '供应商', orgCode: 'A03', orgCategory: '1', parent: null },
] as const;

export const DEMO_ROLES = [
  { key: 'admin', roleName: '平台管理员', roleCode: 'admin', landingPath: null },
  { key: 'procurement', roleName: '采购员', roleCode: 'procurement', landingPath: null },
  { key: 'supplier', roleName: '供应商', roleCode: 'supplier', landingPath: '/dashboard/analysis' },
  { key: 'canteen', roleName: '食堂管理员', roleCode: 'canteen', landingPath: null },
] as const;

export const DEMO_USERS = [
  { username: 'admin', realname: '管理员', userType: 4, phone: '13800000001', role: 'admin', departs: ['ops'] },
  { username: 'buyer', realname: '采购员', userType: 1, phone: '13800000002', role: 'procurement', departs: ['procurement'] },
  { username: 'supplier', realname: '鲜丰供应', userType: 2, phone: '13800000003', role: 'supplier', departs: ['suppliers'] },
  { username: 'canteen', realname: '食堂王', userType: 3, phone: '13800000004', role: 'canteen', departs: ['canteen1', 'canteen2'] },
  // the second supplier's account (禾丰粮油): ordering's demo orders have two suppliers
  { username: 'grain', realname: '禾丰粮油', userType: 2, phone: '13800000005', role: 'supplier', departs: ['suppliers'] },
] as const;

export async function seedAccounts({ db, ids }: SeedContext): Promise<void> {
  for (const [sortNo, depart] of DEMO_DEPARTMENTS.entries()) {
    const [row] = await db
      .insert(departments)
      .values({
        departName: depart.departName,
        orgCode: depart.orgCode,
        orgCategory: depart.orgCategory,
        parentId: depart.parent ? ids[`depart:${depart.parent}`] : null,
        sortNo,
        createdBy: 'admin',
      })
      .returning({ id: departments.id });
    ids[`depart:${depart.key}`] = row.id;
  }
  for (const role of DEMO_ROLES) {
    const [row] = await db
      .insert(roles)
      .values({ roleName: role.roleName, roleCode: role.roleCode, landingPath: role.landingPath, createdBy: 'admin' })
      .returning({ id: roles.id });
    ids[`role:${role.key}`] = row.id;
  }
  for (const user of DEMO_USERS) {
    const firstDepart = DEMO_DEPARTMENTS.find((d) => d.key === user.departs[0])!;
    const [row] = await db
      .insert(users)
      .values({
        username: user.username,
        realname: user.realname,
        userType: user.userType,
        phone: user.phone,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        // A user with several departments chooses one after login (section 2).
        orgCode: user.departs.length === 1 ? firstDepart.orgCode : null,
        createdBy: 'admin',
      })
      .returning({ id: users.id });
    ids[`user:${user.username}`] = row.id;
    await db.insert(userRoles).values({ userId: row.id, roleId: ids[`role:${user.role}`] });
    await db.insert(userDepartments).values(user.departs.map((key) => ({ userId: row.id, departId: ids[`depart:${key}`] })));
  }
}
