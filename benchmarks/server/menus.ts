/** Extra menu pages for the load benchmark, so that the admin's permission tree is as large as a busy back office's. */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/index.ts';
import { permissions, rolePermissions, roles } from '../../src/server/db/schema/index.ts';

/** Pages per extra top-level menu: menus of that size are what the back office shows. */
const PAGES_PER_GROUP = 9;

/** Menu entries (menus and sub-menus, not buttons) the role holds. */
export async function menuItemsOf(db: Db, roleId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), inArray(permissions.menuType, [0, 1]), eq(permissions.deleted, false)));
  return n;
}

/**
 * Grant the role new top-level menus of PAGES_PER_GROUP pages until it holds `target` menu entries.
 * Returns the count it reached (already above the target = nothing added).
 */
export async function growMenus(db: Db, roleCode: string, target: number): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode));
  if (!role) throw new Error(`no role '${roleCode}' (was the demo seed run?)`);
  let held = await menuItemsOf(db, role.id);
  for (let group = 1; held < target; group++) {
    const [top] = await db
      .insert(permissions)
      .values({ name: `压测菜单${group}`, url: `/bench${group}`, component: 'layouts/RouteView', icon: 'appstore', menuType: 0, sortNo: 100 + group })
      .returning({ id: permissions.id });
    const pages = Math.min(PAGES_PER_GROUP, target - held - 1);
    const children = pages > 0
      ? await db
          .insert(permissions)
          .values(
            Array.from({ length: pages }, (_, i) => ({
              parentId: top.id,
              name: `压测页面${group}-${i + 1}`,
              url: `/bench${group}/page${i + 1}`,
              component: `bench/Page${i + 1}`,
              componentName: `BenchPage${i + 1}`,
              menuType: 1,
              sortNo: i + 1,
              keepAlive: i % 2 === 0,
            })),
          )
          .returning({ id: permissions.id })
      : [];
    await db.insert(rolePermissions).values([top, ...children].map((row) => ({ roleId: role.id, permissionId: row.id })));
    held += 1 + children.length;
  }
  return held;
}
