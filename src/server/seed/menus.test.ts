import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { grantedPerms } from '../auth/permissions.ts';
import { PERMS } from '../auth/perms.ts';
import { permissions, users } from '../db/schema/index.ts';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { demoPermissionRows } from './menus.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const permsOf = async (username: string) => {
  const [user] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return grantedPerms(server.database.db, user.id);
};

describe('demo menu seed', () => {
  it('the admin role holds every permission string the server checks', async () => {
    const granted = await permsOf('admin');
    expect(Object.values(PERMS).filter((perm) => !granted.has(perm))).toEqual([]);
  });

  it('buyer holds the print template list/add/edit and the college list, and no administration string', async () => {
    const granted = await permsOf('buyer');
    expect([PERMS.templateList, PERMS.templateAdd, PERMS.templateEdit, PERMS.collegeList].every((perm) => granted.has(perm))).toBe(true);
    const admin = Object.values(PERMS).filter((perm) => perm.startsWith('system:') || perm === PERMS.templateDelete || perm === PERMS.templateTypeManage);
    expect(admin.filter((perm) => granted.has(perm))).toEqual([]);
  });

  it('canteen may only list print templates; supplier holds no checked string', async () => {
    const canteen = await permsOf('canteen');
    expect(Object.values(PERMS).filter((perm) => canteen.has(perm))).toEqual([PERMS.templateList]);
    const supplier = await permsOf('supplier');
    expect(Object.values(PERMS).filter((perm) => supplier.has(perm))).toEqual([]);
  });

  it('has one button row per permission string, under a page', async () => {
    const rows = await server.database.db.select().from(permissions).where(eq(permissions.menuType, 2));
    for (const perm of Object.values(PERMS)) expect(rows.filter((row) => row.perms === perm)).toHaveLength(1);
    expect(rows.every((row) => row.parentId)).toBe(true);
  });

  it('covers the screen catalogue, with the designer hidden', () => {
    const { rows } = demoPermissionRows();
    const paths = new Set(rows.map((row) => row.url));
    for (const path of [
      '/dashboard/analysis', '/order/order-group', '/order/acceptance', '/supplier/contract', '/product/product-list',
      '/purchase/bid', '/ticket/manage', '/template/manager', '/template/private', '/template/types', '/system/user',
      '/system/role', '/system/depart', '/system/permission', '/system/dict', '/system/category', '/system/checkRule',
      '/system/announcement', '/system/log', '/system/config', '/monitor/service', '/online/cgform', '/oss/file',
      '/shop/home', '/isps/userAnnouncement',
    ]) expect(paths, path).toContain(path);
    expect(rows.find((row) => row.url === '/printDesign/:id')).toMatchObject({ hidden: true, menuType: 1 });
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });
});
