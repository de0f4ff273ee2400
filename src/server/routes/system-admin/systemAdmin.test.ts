/**
 * System administration, the rest (issue 21) through the API on the seeded database: fill rules and the
 * numbering of orders, check rules and their test box, positions, the data log, the audit log's export,
 * and a permission sweep of every call with every demo role.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCode } from '../../../contract/domain/fillRule.ts';
import { readWorkbook } from '../../http/excel.ts';
import { nextCode } from '../../db/numbering.ts';
import { fillRules } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { chinaDay } from '../../../../tests/server/ordering.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
});
afterAll(() => server.close());

const send = (method: Method, path: string, options: { token?: string; body?: unknown; query?: Record<string, string> } = {}) =>
  server.call(method, path, { token: tokens.admin, headers: { 'accept-language': 'en' }, ...options });

/** A call that must succeed; answers its result. */
async function ok(method: Method, path: string, options: { token?: string; body?: unknown; query?: Record<string, string> } = {}) {
  const response = await send(method, path, options);
  if (response.body?.success !== true) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

/** A call that must fail with this status and message. */
async function refused(method: Method, path: string, options: { token?: string; body?: unknown; query?: Record<string, string> }, status: number, message: RegExp) {
  const response = await send(method, path, options);
  expect(response.body?.success, `${method} ${path} should fail`).toBe(false);
  expect(response.status).toBe(status);
  expect(response.body.message).toMatch(message);
}

const ruleByCode = async (code: string) => (await ok('GET', '/sys/fillRule/list', { query: { ruleCode: code } })).records.find((r: { ruleCode: string }) => r.ruleCode === code);

describe('numbering', () => {
  it('gives every one of many concurrent callers its own code, in sequence', async () => {
    const db = server.database.db;
    await db.insert(fillRules).values({ ruleCode: 'PAR_TEST', ruleName: 'parallel', prefix: 'P', datePart: 'none', seqWidth: 4, resetPeriod: 'never' });
    const codes = await Promise.all(Array.from({ length: 40 }, () => nextCode(db, 'PAR_TEST')));
    expect(new Set(codes).size).toBe(40);
    expect([...codes].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `P${String(i + 1).padStart(4, '0')}`));
    // inside transactions that run side by side as well
    const more = await Promise.all(Array.from({ length: 10 }, () => db.transaction((tx) => nextCode(tx as never, 'PAR_TEST'))));
    expect(new Set([...codes, ...more]).size).toBe(50);
    expect(await nextCode(db, 'NO_SUCH_RULE')).toBeNull();
  });

  it('restarts the sequence each period and keeps counting within one', async () => {
    const db = server.database.db;
    await db.insert(fillRules).values({ ruleCode: 'DAY_TEST', ruleName: 'daily', prefix: 'D', datePart: 'yyyyMMdd', seqWidth: 3, resetPeriod: 'day' });
    const monday = new Date('2026-03-02T10:00:00+08:00');
    const tuesday = new Date('2026-03-03T00:30:00+08:00');
    expect(await nextCode(db, 'DAY_TEST', monday)).toBe('D20260302001');
    expect(await nextCode(db, 'DAY_TEST', monday)).toBe('D20260302002');
    expect(await nextCode(db, 'DAY_TEST', tuesday)).toBe('D20260303001');
    // back on monday (the seed numbers in the past): monday's counter goes on
    expect(await nextCode(db, 'DAY_TEST', monday)).toBe('D20260302003');
  });

  it('never issues a code twice when a rule is changed back to an old prefix, date part or reset period', async () => {
    const db = server.database.db;
    const [rule] = await db.insert(fillRules).values({ ruleCode: 'BACK_TEST', ruleName: 'back', prefix: 'A', datePart: 'yyyyMMdd', seqWidth: 3, resetPeriod: 'day' }).returning();
    const change = (set: Partial<typeof fillRules.$inferInsert>) => db.update(fillRules).set(set).where(eq(fillRules.id, rule.id));
    const monday = new Date('2026-03-02T10:00:00+08:00');
    const tuesday = new Date('2026-03-03T10:00:00+08:00');
    const issued: string[] = [];
    const issue = async (at: Date) => {
      const code = (await nextCode(db, 'BACK_TEST', at))!;
      issued.push(code);
      return code;
    };
    expect([await issue(monday), await issue(monday)]).toEqual(['A20260302001', 'A20260302002']);
    // a monthly reset starts a new counter, which would give A20260302001 again: it goes on above the stem's
    await change({ resetPeriod: 'month' });
    expect(await issue(monday)).toBe('A20260302003');
    await change({ prefix: 'B' });
    expect(await issue(monday)).toBe('B20260302004');
    // back to the old prefix and reset: the day's counter (2) is behind what the stem has given (3)
    await change({ prefix: 'A', resetPeriod: 'day' });
    expect(await issue(monday)).toBe('A20260302004');
    expect(await issue(monday)).toBe('A20260302005');
    // no date in the code and a daily reset: monday's counter goes on (6), tuesday's restarts, the code does not
    await change({ datePart: 'none' });
    expect([await issue(monday), await issue(tuesday), await issue(tuesday)]).toEqual(['A006', 'A007', 'A008']);
    // the screen's next code is the one numbering then gives
    await change({ datePart: 'yyyyMMdd', resetPeriod: 'month' });
    const listed = (await ok('GET', '/sys/fillRule/list', { query: { ruleCode: 'BACK_TEST' } })).records[0];
    const next = await issue(new Date());
    expect(listed.nextCode).toBe(next);
    expect(new Set(issued).size).toBe(issued.length);
  });
});

describe('fill rules', () => {
  it('numbers new orders after the rule is edited, and lists what it will give next', async () => {
    const rule = await ruleByCode('ORDER_NO');
    expect(rule).toMatchObject({ prefix: 'DD', datePart: 'yyyyMMdd', resetPeriod: 'day' });
    const edited = await ok('PUT', '/sys/fillRule/edit', { body: { ...rule, prefix: 'ZX', seqWidth: 4, resetPeriod: 'never', datePart: 'yyyyMM' } });
    expect(edited.version).toBe(rule.version + 1);
    const expected = formatCode({ prefix: 'ZX', datePart: 'yyyyMM', seqWidth: 4, resetPeriod: 'never' }, 1, new Date());
    expect(edited.nextCode).toBe(expected);
    const preview = await ok('GET', '/sys/fillRule/preview', { query: { id: rule.id, prefix: 'ZX', datePart: 'yyyyMM', seqWidth: '4', resetPeriod: 'never' } });
    expect(preview[0]).toBe(expected);

    const canteens = await ok('GET', '/university/restaurants', { token: tokens.canteen });
    const canteen = canteens.find((c: { name: string }) => c.name === '一食堂');
    const arrival = chinaDay(6);
    const shop = await ok('GET', '/shop/products', { token: tokens.canteen, query: { restaurantId: canteen.id, arrivalDate: arrival, pageSize: '5' } });
    const order = await ok('POST', '/order/orders', {
      token: tokens.canteen,
      body: { restaurantId: canteen.id, arrivalDate: arrival, slot: 'lunch', lines: [{ baseProductId: shop.records[0].id, quantity: '3' }] },
    });
    expect(order.orderNo).toBe(expected);
    expect(order.groupNo).toMatch(/^OG\d{8}\d{6}$/);
    expect((await ruleByCode('ORDER_NO')).nextCode).toBe(formatCode({ prefix: 'ZX', datePart: 'yyyyMM', seqWidth: 4, resetPeriod: 'never' }, 2, new Date()));

    // the order's creation is in the data log, and so is the rule's edit with its before and after
    const orderLog = await ok('GET', '/sys/dataLog/list', { query: { tableName: 'orders', rowId: order.id } });
    expect(orderLog.records[0]).toMatchObject({ action: 'place', before: null, after: { status: 'open' }, username: 'canteen' });
    const ruleLog = await ok('GET', '/sys/dataLog/list', { query: { tableName: 'fill_rules', rowId: rule.id } });
    expect(ruleLog.records[0]).toMatchObject({ action: 'update', username: 'admin', before: { prefix: 'DD', seqWidth: 6 }, after: { prefix: 'ZX', seqWidth: 4 } });
    expect(ruleLog.records[0].before).not.toHaveProperty('ruleName');
  });

  it('adds, refuses bad input, a taken code and a stale version, and deletes only rules nothing numbers with', async () => {
    const input = { ruleCode: 'INVOICE_NO', ruleName: '发票号', prefix: 'FP', datePart: 'yyyy', seqWidth: 5, resetPeriod: 'year', description: null };
    const created = await ok('POST', '/sys/fillRule/add', { body: input });
    expect(created.nextCode).toBe(formatCode(input as never, 1, new Date()));
    await refused('POST', '/sys/fillRule/add', { body: input }, 200, /rule code INVOICE_NO is taken/);
    await refused('POST', '/sys/fillRule/add', { body: { ...input, ruleCode: 'X2', prefix: 'F P' } }, 400, /prefix/);
    await refused('POST', '/sys/fillRule/add', { body: { ...input, ruleCode: 'X3', resetPeriod: 'hourly' } }, 400, /resetPeriod/);
    await refused('POST', '/sys/fillRule/add', { body: { ...input, ruleCode: 'X4', seqWidth: 40 } }, 400, /seqWidth/);
    await refused('GET', '/sys/fillRule/list', { query: { column: 'prefix; drop table x' } }, 200, /Sorting by/);

    const edited = await ok('PUT', '/sys/fillRule/edit', { body: { ...input, id: created.id, version: created.version, prefix: 'FQ' } });
    await refused('PUT', '/sys/fillRule/edit', { body: { ...input, id: created.id, version: created.version, prefix: 'FR' } }, 409, /now version 2/);
    await refused('DELETE', '/sys/fillRule/delete', { query: { id: created.id, version: String(created.version) } }, 409, /now version 2/);
    const groupRule = await ruleByCode('ORDER_GROUP_NO');
    await refused('DELETE', '/sys/fillRule/delete', { query: { id: groupRule.id, version: String(groupRule.version) } }, 200, /ORDER_GROUP_NO numbers documents/);
    await refused('PUT', '/sys/fillRule/edit', { body: { ...groupRule, ruleCode: 'GROUPS' } }, 200, /ORDER_GROUP_NO numbers documents/);
    await ok('DELETE', '/sys/fillRule/delete', { query: { id: created.id, version: String(edited.version) } });
    expect(await ruleByCode('INVOICE_NO')).toBeUndefined();

    // every change left its audit row
    const audit = await ok('GET', '/sys/log/list', { query: { target: 'INVOICE_NO', pageSize: '10' } });
    expect(audit.records.map((r: { action: string }) => r.action).sort()).toEqual(['fill_rule_add', 'fill_rule_delete', 'fill_rule_edit']);
  });
});

describe('check rules', () => {
  const steps = [{ pattern: '^[A-Z]', message: '以大写字母开头' }, { pattern: '^[A-Z0-9]{4,8}$', message: '4-8 位' }];

  it('edits a rule and runs values through the same check as checkByCode', async () => {
    const created = await ok('POST', '/sys/checkRule/add', { body: { ruleCode: 'batch_no', ruleName: '批次号', steps } });
    expect(await ok('POST', '/sys/checkRule/test', { body: { steps, value: 'AB12' } })).toEqual({ passed: true, message: null });
    expect(await ok('POST', '/sys/checkRule/test', { body: { steps, value: 'ab12' } })).toEqual({ passed: false, message: '以大写字母开头' });
    expect(await ok('POST', '/sys/checkRule/test', { body: { steps, value: 'A1' } })).toEqual({ passed: false, message: '4-8 位' });
    await refused('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'batch_no', value: 'A1' } }, 200, /4-8 位/);
    await ok('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'batch_no', value: 'AB12' } });

    const loose = [{ pattern: '^[A-Z0-9]{2,8}$', message: '2-8 位' }];
    const edited = await ok('PUT', '/sys/checkRule/edit', { body: { id: created.id, version: created.version, ruleCode: 'batch_no', ruleName: '批次号', steps: loose } });
    await ok('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'batch_no', value: 'A1' } });
    await refused('PUT', '/sys/checkRule/edit', { body: { id: created.id, version: created.version, ruleCode: 'batch_no', ruleName: 'x', steps } }, 409, /now version 2/);
    await refused('POST', '/sys/checkRule/add', { body: { ruleCode: 'batch_no', ruleName: 'again', steps } }, 200, /batch_no is taken/);
    const log = await ok('GET', '/sys/dataLog/list', { query: { tableName: 'check_rules', rowId: created.id } });
    expect(log.records.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    await ok('DELETE', '/sys/checkRule/delete', { query: { id: created.id, version: String(edited.version) } });
    await refused('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'batch_no', value: 'A1' } }, 200, /No check rule batch_no/);
  });

  it('refuses patterns that could backtrack for ever, naming the step, and values past the cap', async () => {
    const bad = (pattern: string) => [{ pattern: '^x', message: 'ok' }, { pattern, message: 'bad' }];
    await refused('POST', '/sys/checkRule/add', { body: { ruleCode: 'evil', ruleName: 'evil', steps: bad('^(a+)+$') } }, 200, /step 2 repeats a group/);
    await refused('POST', '/sys/checkRule/test', { body: { steps: bad('(a|aa)*b'), value: 'aaaa' } }, 200, /step 2 repeats a group/);
    await refused('POST', '/sys/checkRule/test', { body: { steps: bad('(a)\\1'), value: 'aa' } }, 200, /step 2 uses a back-reference/);
    await refused('POST', '/sys/checkRule/test', { body: { steps: bad('a(?=b)'), value: 'ab' } }, 200, /step 2 uses a look-around/);
    await refused('POST', '/sys/checkRule/test', { body: { steps: bad('([a-'), value: 'a' } }, 200, /step 2 is not a valid regular expression/);
    await refused('POST', '/sys/checkRule/test', { body: { steps: [{ pattern: '^x', message: 'm' }], value: 'x'.repeat(257) } }, 400, /value/);
    await refused('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'phone', value: '1'.repeat(300) } }, 200, /at most 256 characters/);
    const list = await ok('GET', '/sys/checkRule/list', { query: { ruleCode: 'evil' } });
    expect(list.total).toBe(0);
  });
});

describe('positions', () => {
  it('adds, assigns to users, refuses deleting a held one and deletes it once free', async () => {
    const users = await ok('GET', '/sys/user/list', { query: { pageSize: '50' } });
    const buyer = users.records.find((u: { username: string }) => u.username === 'buyer');
    const created = await ok('POST', '/sys/position/add', { body: { code: 'chef', name: '厨师长', rank: 3 } });
    await refused('POST', '/sys/position/add', { body: { code: 'chef', name: 'again', rank: 3 } }, 200, /position code chef is taken/);
    await refused('POST', '/sys/position/add', { body: { code: 'x1', name: 'x', rank: 0 } }, 400, /rank/);
    const held = await ok('PUT', '/sys/position/assign', { body: { id: created.id, version: created.version, userIds: [buyer.id] } });
    expect(held.users.map((u: { username: string }) => u.username)).toEqual(['buyer']);
    await refused('PUT', '/sys/position/assign', { body: { id: created.id, version: held.version, userIds: ['nobody'] } }, 200, /No such user: nobody/);
    await refused('PUT', '/sys/position/assign', { body: { id: created.id, version: created.version, userIds: [] } }, 409, /now version/);
    await refused('DELETE', '/sys/position/delete', { query: { id: created.id, version: String(held.version) } }, 200, /still held by 1 users/);
    const freed = await ok('PUT', '/sys/position/assign', { body: { id: created.id, version: held.version, userIds: [] } });
    await ok('DELETE', '/sys/position/delete', { query: { id: created.id, version: String(freed.version) } });
    const list = await ok('GET', '/sys/position/list', { query: { column: 'rank', order: 'asc' } });
    expect(list.records.map((p: { code: string }) => p.code)).toEqual(['platform_admin', 'canteen_manager', 'buyer']);
    const log = await ok('GET', '/sys/dataLog/list', { query: { tableName: 'positions', rowId: created.id } });
    expect(log.records.map((r: { action: string }) => r.action)).toEqual(['delete', 'assign', 'assign', 'create']);
  });
});

describe('the audit log export', () => {
  it('answers the filtered list as a workbook', async () => {
    const response = await send('GET', '/sys/log/exportXls', { query: { action: 'login', username: 'admin' } });
    expect(response.status).toBe(200);
    expect(response.response.headers['content-type']).toMatch(/spreadsheetml/);
    const rows = await readWorkbook(response.response.rawPayload);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.Action === 'login' && row.User === 'admin')).toBe(true);
  });
});

describe('permissions', () => {
  const CALLS: Array<[Method, string, Record<string, unknown>?]> = [
    ['GET', '/sys/fillRule/list'], ['POST', '/sys/fillRule/add', { ruleCode: 'PERM_X', ruleName: 'x', prefix: '', datePart: 'none', seqWidth: 3, resetPeriod: 'never' }],
    ['PUT', '/sys/fillRule/edit', { id: 'x', version: 1, ruleCode: 'PERM_X', ruleName: 'x', prefix: '', datePart: 'none', seqWidth: 3, resetPeriod: 'never' }],
    ['DELETE', '/sys/fillRule/delete?id=x&version=1'], ['GET', '/sys/fillRule/preview?prefix=A&datePart=none&seqWidth=3&resetPeriod=never'],
    ['GET', '/sys/checkRule/list'], ['POST', '/sys/checkRule/add', { ruleCode: 'perm_x', ruleName: 'x', steps: [{ pattern: 'x', message: 'x' }] }],
    ['PUT', '/sys/checkRule/edit', { id: 'x', version: 1, ruleCode: 'perm_x', ruleName: 'x', steps: [{ pattern: 'x', message: 'x' }] }],
    ['DELETE', '/sys/checkRule/delete?id=x&version=1'], ['POST', '/sys/checkRule/test', { steps: [{ pattern: 'x', message: 'x' }], value: 'x' }],
    ['GET', '/sys/position/list'], ['POST', '/sys/position/add', { code: 'perm_x', name: 'x', rank: 1 }],
    ['PUT', '/sys/position/edit', { id: 'x', version: 1, code: 'perm_x', name: 'x', rank: 1 }], ['DELETE', '/sys/position/delete?id=x&version=1'],
    ['PUT', '/sys/position/assign', { id: 'x', version: 1, userIds: [] }],
    ['GET', '/sys/dataLog/list'], ['GET', '/sys/dataLog/tables'], ['GET', '/sys/log/list'], ['GET', '/sys/log/exportXls'],
  ];

  it.each(['buyer', 'supplier', 'grain', 'canteen'])('refuses every call to %s', async (user) => {
    for (const [method, path, body] of CALLS) {
      const response = await send(method, path, { token: tokens[user], body });
      expect(response.status, `${user} ${method} ${path}`).toBe(403);
      expect(response.body.message).toMatch(/missing permission system:/);
    }
    expect(await ruleByCode('PERM_X')).toBeUndefined();
  });

  it('lets the admin read every list', async () => {
    for (const [method, path] of CALLS.filter(([method, path]) => method === 'GET' && !path.includes('export'))) {
      const response = await send(method, path);
      expect(response.body.success, path).toBe(true);
    }
    const tables = await ok('GET', '/sys/dataLog/tables');
    expect(tables).toEqual(expect.arrayContaining(['fill_rules', 'positions', 'orders', 'order_lines']));
  });

  it('refuses a call without a session', async () => {
    expect((await send('GET', '/sys/fillRule/list', { token: '' })).status).toBe(401);
  });
});
