import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { PERMS } from '../../auth/perms.ts';
import type { MenuItem } from '../../auth/menuTree.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PATH = '/sys/permission/getUserPermissionByToken';
const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('answers brotli or gzip when the client accepts it, the same envelope as the plain answer', async () => {
    const token = await server.login('admin');
    const plain = await server.call('GET', PATH, { token });
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.response.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const before = Date.now();
      const { response } = await server.call('GET', PATH, { token, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const raw = response.rawPayload;
      expect(raw.length).toBeLessThan(Buffer.byteLength(plain.response.body) / 4);
      const decoded = JSON.parse(decode(raw).toString('utf8'));
      expect(decoded.result).toEqual(plain.body.result);
      expect(decoded).toMatchObject({ success: true, code: 200 });
      // made at most a second ago (the compressed answer is reused for up to a second)
      expect(decoded.timestamp).toBeGreaterThan(before - 1000);
      expect(decoded.timestamp).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a compressed answer follows a permission change at once', async () => {
    const token = await server.login('buyer');
    const accept = { 'accept-encoding': 'br' };
    const read = async () => JSON.parse(brotliDecompressSync((await server.call('GET', PATH, { token, headers: accept })).response.rawPayload).toString('utf8')).result;
    const before = await read();
    const [role] = await server.database.db.select().from(roles).where(eq(roles.roleCode, 'procurement'));
    const granted = await server.database.db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    await server.database.db.delete(rolePermissions).where(eq(rolePermissions.roleId, role!.id));
    try {
      expect((await read()).menu).toEqual([]);
    } finally {
      await server.database.db.insert(rolePermissions).values(granted);
    }
    expect((await read()).menu).toEqual(before.menu);
  });

  it('401 without a token', async () => {
    const { status, body } = await server.call('GET', PATH);
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('gives admin every area in order, every button and the system button list', async () => {
    const { body } = await server.call('GET', PATH, { token: await server.login('admin') });
    expect(body.success).toBe(true);
    const { menu, auth, allAuth } = body.result;
    expect(menu.map((item: MenuItem) => item.path)).toEqual([
      '/dashboard', '/order', '/supplier', '/product', '/purchase', '/ticket', '/template', '/university', '/system', '/monitor', '/online', '/oss', '/shop', '/account',
    ]);
    expect(menu[0]).toMatchObject({
      name: 'dashboard',
      component: 'layouts/RouteView',
      redirect: '/dashboard/analysis',
      route: '1',
      hidden: false,
      meta: { title: '首页', icon: 'dashboard', keepAlive: false, internalOrExternal: false },
    });
    expect(menu[0].children[0]).toMatchObject({ path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', meta: { title: '分析页', keepAlive: true } });
    const actions = auth.map((entry: { action: string }) => entry.action);
    for (const perm of Object.values(PERMS)) expect(actions).toContain(perm);
    expect(allAuth.length).toBeGreaterThanOrEqual(auth.length);
    expect(allAuth[0]).toEqual({ action: expect.any(String), type: '1', describe: expect.any(String), status: '1' });
    const userPage = flatten(menu).find((item) => item.path === '/system/user')!;
    expect(userPage.meta.permissionList!.map((entry) => entry.action)).toContain(PERMS.userAdd);
  });

  it('gives the buyer ordering, products, purchase, templates and colleges, and of the administration only 我的部门', async () => {
    const { body } = await server.call('GET', PATH, { token: await server.login('buyer') });
    const { menu, auth, allAuth } = body.result;
    const paths = flatten(menu).map((item) => item.path);
    expect(paths).toEqual(expect.arrayContaining(['/order/order-group', '/product/product-list', '/purchase/bid', '/template/manager', '/template/private', '/printDesign/:id', '/university/college']));
    // of the administration only 我的部门, which the server fills with the departments the user heads
    expect(paths.filter((path) => path.startsWith('/system') || path.startsWith('/monitor'))).toEqual(['/system', '/system/depart-user']);
    expect(paths).not.toContain('/template/types');
    const template = menu.find((item: MenuItem) => item.path === '/template');
    expect(template.hidden).toBe(false);
    expect(template.children.find((item: MenuItem) => item.path === '/printDesign/:id')).toMatchObject({ hidden: true, name: 'printDesign-@id' });
    const actions = auth.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining([PERMS.templateList, PERMS.templateAdd, PERMS.templateEdit, PERMS.collegeList]));
    expect(actions.some((action: string) => action.startsWith('system:'))).toBe(false);
    // the system's button list is the same for everyone
    expect(allAuth.map((entry: { action: string }) => entry.action)).toContain(PERMS.userAdd);
  });

  it('gives the canteen the ordering and acceptance pages and only the template list', async () => {
    const { body } = await server.call('GET', PATH, { token: await server.login('canteen') });
    const paths = flatten(body.result.menu).map((item) => item.path);
    expect(paths).toEqual(expect.arrayContaining(['/order/order-group', '/order/acceptance', '/template/manager', '/isps/userAnnouncement']));
    expect(paths).not.toContain('/template/private');
    expect(paths).not.toContain('/purchase/bid');
    const actions = body.result.auth.map((entry: { action: string }) => entry.action);
    expect(actions).toContain(PERMS.templateList);
    expect(actions).not.toContain(PERMS.templateAdd);
  });

  it('reads the grants fresh: a change applies to the next call', async () => {
    const token = await server.login('supplier');
    const before = await server.call('GET', PATH, { token });
    const beforePaths = flatten(before.body.result.menu).map((item) => item.path);
    expect(beforePaths).toContain('/supplier/contract');
    expect(beforePaths).not.toContain('/system/dict');
    const db = server.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.roleCode, 'supplier'));
    const [dictPage] = await db.select().from(permissions).where(eq(permissions.url, '/system/dict'));
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: dictPage.id });
    const after = await server.call('GET', PATH, { token });
    const system = after.body.result.menu.find((item: MenuItem) => item.path === '/system');
    expect(system.children.map((item: MenuItem) => item.path)).toEqual(['/system/dict']);
    // a disabled page disappears at once too
    await db.update(permissions).set({ status: '0' }).where(eq(permissions.id, dictPage.id));
    const disabled = await server.call('GET', PATH, { token });
    expect(flatten(disabled.body.result.menu).map((item) => item.path)).not.toContain('/system/dict');
    await db.update(permissions).set({ status: '1' }).where(eq(permissions.id, dictPage.id));
    await db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionId, dictPage.id)));
  });
});

describe('the cached answer', () => {
  it('is reused while nothing changes and rebuilt after any change to grants, even one made outside the API', async () => {
    const token = await server.login('buyer');
    const first = (await server.call('GET', PATH, { token })).body.result;
    expect((await server.call('GET', PATH, { token })).body.result).toEqual(first);
    const button = (first.auth as Array<{ action: string }>).find((entry) => entry.action === PERMS.templateEdit);
    expect(button).toBeDefined();
    const [role] = await server.database.db.select().from(roles).where(eq(roles.roleCode, 'procurement'));
    const [row] = await server.database.db.select().from(permissions).where(eq(permissions.perms, PERMS.templateEdit));
    // straight into the table: the trigger bumps permission_version, so the cached answer is not served
    await server.database.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, role.id), eq(rolePermissions.permissionId, row.id)));
    const after = (await server.call('GET', PATH, { token })).body;
    expect(after).toMatchObject({ success: true, code: 200 });
    expect(typeof after.timestamp).toBe('number');
    expect((after.result.auth as Array<{ action: string }>).map((entry) => entry.action)).not.toContain(PERMS.templateEdit);
  });
});
