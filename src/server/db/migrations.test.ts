/** Data migrations do their job on a database seeded before them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { MIGRATIONS_FOLDER } from './index.ts';
import { supplierCategoryDrift } from './supplierCategories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Rows of a raw query, whichever driver answered (PGlite and node-postgres both carry `rows`). */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

const statements = (file: string) => readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');

describe('0003 dict delete permission', () => {
  it('adds the button under the dictionary page and grants it to the roles that edit dictionaries', async () => {
    const { db } = server.database;
    // A database from before the button existed.
    await db.execute(sql`delete from permissions where perms = 'system:dict:delete'`);
    for (const statement of statements('0003_dict_delete_permission.sql')) await db.execute(sql.raw(statement));
    const list = await rowsOf<{ parent: string; edit_parent: string; grants: number; edit_grants: number }>(db.execute(sql`
      select d.parent_id as parent, e.parent_id as edit_parent,
        (select count(*)::int from role_permissions where permission_id = d.id) as grants,
        (select count(*)::int from role_permissions where permission_id = e.id) as edit_grants
      from permissions d, permissions e where d.perms = 'system:dict:delete' and e.perms = 'system:dict:edit'`));
    expect(list).toHaveLength(1);
    expect(list[0]!.parent).toBe(list[0]!.edit_parent);
    expect(list[0]!.grants).toBe(list[0]!.edit_grants);
    expect(list[0]!.grants).toBeGreaterThan(0);
    // Running it again changes nothing.
    for (const statement of statements('0003_dict_delete_permission.sql')) await db.execute(sql.raw(statement));
    const again = await rowsOf(db.execute(sql`select count(*)::int as n from permissions where perms = 'system:dict:delete'`));
    expect(again).toEqual([{ n: 1 }]);
  });

  it("puts the button into the admin's permission answer", async () => {
    const token = await server.login('admin');
    const permissions = await server.call('GET', '/sys/permission/getUserPermissionByToken', { token });
    const codes = JSON.stringify(permissions.body.result);
    expect(codes).toContain('system:dict:delete');
  });
});

describe('0007 template manage permission', () => {
  it('adds the button next to the template delete button and grants it to the roles holding everything', async () => {
    const { db } = server.database;
    // A database from before the button existed.
    await db.execute(sql`delete from permissions where perms = 'print:template:manage'`);
    for (const statement of statements('0008_template_manage_permission.sql')) await db.execute(sql.raw(statement));
    const rows = await rowsOf<{ parent: string; delete_parent: string; roles: string[] }>(db.execute(sql`
      select m.parent_id as parent, d.parent_id as delete_parent,
        (select coalesce(array_agg(r.role_code order by r.role_code), '{}') from role_permissions rp join roles r on r.id = rp.role_id where rp.permission_id = m.id) as roles
      from permissions m, permissions d where m.perms = 'print:template:manage' and d.perms = 'print:template:delete'`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.parent).toBe(rows[0]!.delete_parent);
    expect(rows[0]!.roles).toEqual(['admin']);
    // Running it again changes nothing.
    for (const statement of statements('0008_template_manage_permission.sql')) await db.execute(sql.raw(statement));
    expect(await rowsOf(db.execute(sql`select count(*)::int as n from permissions where perms = 'print:template:manage'`))).toEqual([{ n: 1 }]);
  });
});

describe('0029 system extra buttons', () => {
  const BUTTONS = { 'system:category:edit': 'system/CategoryList', 'system:address:manage': 'system/AddressList', 'system:dataSource:manage': 'system/DataSourceList' };
  // the data statements only: the file's first statements create the stems table
  const run = async () => {
    for (const statement of statements('0029_opsfix.sql').filter((text) => text.includes('"wanted"'))) await server.database.db.execute(sql.raw(statement));
  };
  const buttons = () => rowsOf<{ perms: string; page: string; roles: string[]; page_roles: string[] }>(server.database.db.execute(sql`
    select b.perms, p.component as page,
      (select coalesce(array_agg(r.role_code order by r.role_code), '{}') from role_permissions rp join roles r on r.id = rp.role_id where rp.permission_id = b.id) as roles,
      (select coalesce(array_agg(r.role_code order by r.role_code), '{}') from role_permissions rp join roles r on r.id = rp.role_id where rp.permission_id = p.id) as page_roles
    from permissions b join permissions p on p.id = b.parent_id
    where b.perms in ('system:category:edit', 'system:address:manage', 'system:dataSource:manage') order by b.perms`));

  it('adds the three buttons under their pages of a database seeded before them, granted to the roles holding the pages, once', async () => {
    const { db } = server.database;
    await db.execute(sql`delete from permissions where perms in ('system:category:edit', 'system:address:manage', 'system:dataSource:manage')`);
    expect(await buttons()).toEqual([]);
    await run();
    const added = await buttons();
    expect(Object.fromEntries(added.map((row) => [row.perms, row.page]))).toEqual(BUTTONS);
    for (const row of added) {
      expect(row.roles).toEqual(row.page_roles);
      expect(row.roles).toContain('admin');
    }
    await run();
    expect(await rowsOf(db.execute(sql`select perms, count(*)::int as n from permissions
      where perms in ('system:category:edit', 'system:address:manage', 'system:dataSource:manage') group by perms order by perms`)))
      .toEqual(Object.keys(BUTTONS).sort().map((perms) => ({ perms, n: 1 })));
    const token = await server.login('admin');
    const answer = JSON.stringify((await server.call('GET', '/sys/permission/getUserPermissionByToken', { token })).body.result);
    for (const perms of Object.keys(BUTTONS)) expect(answer).toContain(perms);
  });

  it('gives the stems of codes issued before them from the counters', async () => {
    const { db } = server.database;
    const stems = () => rowsOf<{ stem: string; seq: number }>(db.execute(sql`select s.stem, s.seq::int as seq from fill_rule_stems s
      join fill_rules r on r.id = s.rule_id where r.rule_code = 'ORDER_NO' order by s.stem`));
    const before = await stems();
    expect(before.length).toBeGreaterThan(0);
    await db.execute(sql`delete from fill_rule_stems`);
    for (const statement of statements('0029_opsfix.sql').filter((text) => text.includes('INSERT INTO "fill_rule_stems"'))) await db.execute(sql.raw(statement));
    expect(await stems()).toEqual(before);
  });

  it('leaves a button an administrator deleted deleted', async () => {
    const { db } = server.database;
    await db.execute(sql`update permissions set deleted = true where perms = 'system:address:manage'`);
    await run();
    expect(await rowsOf(db.execute(sql`select count(*)::int as n, bool_and(deleted) as deleted from permissions where perms = 'system:address:manage'`)))
      .toEqual([{ n: 1, deleted: true }]);
  });
});

describe('ticket mismatch codes', () => {
  it('reads stored Chinese reasons back into catalogue codes with their numbers; an unreadable one is kept as a note', async () => {
    const { db } = server.database;
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_ticket_mismatch_codes.sql'))!;
    const ids = (await rowsOf<{ id: string }>(db.execute(sql`select id from supplier_tickets order by id`))).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    // a database from before the codes: the reason as text
    await db.execute(sql`alter table supplier_tickets drop column mismatch_reason`);
    await db.execute(sql`alter table supplier_tickets add column mismatch_reason text`);
    await db.execute(sql`update supplier_tickets set mismatch_reason = '发票金额应为 320.50，实为 302.50；税额应为 26.46，实为 20.00' where id = ${ids[0]}`);
    await db.execute(sql`update supplier_tickets set mismatch_reason = '金额不符' where id = ${ids[1]}`);
    for (const statement of statements(file)) await db.execute(sql.raw(statement));
    const rows = await rowsOf<{ id: string; reasons: unknown }>(db.execute(sql`select id, mismatch_reason as reasons from supplier_tickets order by id`));
    expect(rows[0]!.reasons).toEqual([
      { code: 'TICKET_AMOUNT_MISMATCH', params: { expected: '320.50', got: '302.50' } },
      { code: 'TICKET_TAX_MISMATCH', params: { expected: '26.46', got: '20.00' } },
    ]);
    expect(rows[1]!.reasons).toEqual([{ code: 'TICKET_MISMATCH_NOTE', params: { text: '金额不符' } }]);
    expect(rows.slice(2).every((row) => row.reasons === null)).toBe(true);
  });
});

describe('0037 suppliers’ categories', () => {
  it('counts the categories each supplier offers from the links already there', async () => {
    const { db } = server.database;
    const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_catalogue_scale2.sql'))!;
    const kept = () => rowsOf<{ supplier_id: string; category_id: string; products: number }>(db.execute(sql`
      select supplier_id, category_id, sum(products)::int as products from supplier_categories group by 1, 2 having sum(products) <> 0 order by 1, 2`));
    const before = await kept();
    expect(before.length).toBeGreaterThan(0);
    // a database from before the summary: the links without their counts
    await db.execute(sql`delete from supplier_categories`);
    for (const statement of statements(file).filter((text) => text.includes('INSERT INTO "supplier_categories"'))) await db.execute(sql.raw(statement));
    expect(await kept()).toEqual(before);
    expect(await supplierCategoryDrift(db)).toEqual([]);
  });
});
