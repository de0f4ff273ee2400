/**
 * 我的部门 through the API on the seeded database: a head sees and manages only the departments they head
 * (食堂王 the first canteen, the buyer the purchasing centre), adds only accounts of their own kind and
 * power, sets positions, and never removes a head; an administrator sets heads. Every demo role is swept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedDepart } from '../../../contract/routes/system-extra.ts';
import { PERMS } from '../../auth/perms.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { giveRole, userWithPerms, type GrantedUser } from '../../../../tests/server/grants.ts';
import { adminCalls } from '../../../../tests/server/adminCalls.ts';

let server: TestServer;
let call: ReturnType<typeof adminCalls>;
const tokens: Record<string, string> = {};
const departs: Record<string, string> = {};
let cook: GrantedUser;

const flat = (nodes: ManagedDepart[]): ManagedDepart[] => nodes.flatMap((node) => [node, ...flat(node.children)]);

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  call = adminCalls(server, tokens.admin);
  const { departs: tree } = await call.ok('GET', '/sys/departUser/departs');
  for (const depart of flat(tree)) departs[depart.orgCode] = depart.id;
  // canteen staff without a permission of their own: someone 食堂王 may take in
  cook = await userWithPerms(server, [], { userType: 3, realname: '厨师小李' });
});
afterAll(() => server.close());

const members = async (token: string, departId: string) =>
  (await call.ok('GET', '/sys/departUser/members', { token, query: { departId, column: 'username', order: 'asc' } })).records as Array<{ id: string; username: string; isHead: boolean; positions: Array<{ name: string }> }>;

describe('which departments a caller manages', () => {
  it('answers the headed departments and those under them; an administrator all of them', async () => {
    const mine = async (name: string) => flat((await call.ok('GET', '/sys/departUser/departs', { token: tokens[name] })).departs).map((d) => d.orgCode);
    expect(await mine('canteen')).toEqual(['A02A01']);
    expect(await mine('buyer')).toEqual(['A01A02']);
    expect(await mine('supplier')).toEqual([]);
    expect(await mine('grain')).toEqual([]);
    expect((await mine('admin')).length).toBeGreaterThanOrEqual(7);
    const canteen = await call.ok('GET', '/sys/departUser/departs', { token: tokens.canteen });
    expect(canteen.canManageHeads).toBe(false);
    expect(canteen.departs[0].heads.map((h: { username: string }) => h.username)).toEqual(['canteen']);
    expect((await call.ok('GET', '/sys/departUser/departs')).canManageHeads).toBe(true);
  });

  it('lists the members of a managed department and refuses any other', async () => {
    const list = await members(tokens.canteen, departs.A02A01);
    expect(list.map((m) => [m.username, m.isHead])).toEqual([['canteen', true]]);
    await call.refused('GET', '/sys/departUser/members', { token: tokens.canteen, query: { departId: departs.A02A02 } }, 403, /you head/);
    await call.refused('GET', '/sys/departUser/members', { token: tokens.buyer, query: { departId: departs.A02A01 } }, 403, /you head/);
    await call.refused('GET', '/sys/departUser/members', { token: tokens.canteen, query: { departId: 'no-such-depart' } }, 403, /you head/);
    await call.refused('GET', '/sys/departUser/members', { token: tokens.canteen, query: { departId: departs.A02A01, column: 'passwordHash' } }, 200, /sort/i);
  });
});

describe('members', () => {
  it('offers and adds only accounts of the head\'s kind and power', async () => {
    const found = await call.ok('GET', '/sys/departUser/candidates', { token: tokens.canteen, query: { departId: departs.A02A01, keyword: '厨师' } });
    expect(found.map((u: { id: string }) => u.id)).toEqual([cook.id]);
    // the buyer (procurement) and the administrator are other kinds: never offered to a canteen head
    expect(await call.ok('GET', '/sys/departUser/candidates', { token: tokens.canteen, query: { departId: departs.A02A01, keyword: 'buyer' } })).toEqual([]);
    const { id: buyerId } = (await members(tokens.buyer, departs.A01A02)).find((m) => m.username === 'buyer')!;
    await call.refused('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: [buyerId] } }, 200, /same kind/);
    const strong = await userWithPerms(server, [PERMS.categoryEdit], { userType: 3 });
    await call.refused('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: [strong.id] } }, 200, /permissions you do not hold/);
    await call.refused('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: ['no-such-user'] } }, 200, /No such user/);
    await call.refused('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A02, userIds: [cook.id] } }, 403, /you head/);

    expect(await call.ok('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: [cook.id] } })).toEqual({ added: 1 });
    expect((await members(tokens.canteen, departs.A02A01)).map((m) => m.username)).toContain(cook.username);
    await call.refused('POST', '/sys/departUser/add', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: [cook.id] } }, 200, /already in this department/);
    const log = await call.ok('GET', '/sys/dataLog/list', { query: { tableName: 'user_departments', rowId: cook.id } });
    expect(log.records.map((r: { action: string }) => r.action)).toEqual(['join']);
  });

  it("sets a member's position, as the position screen then shows it", async () => {
    const options = await call.ok('GET', '/sys/departUser/positions', { token: tokens.canteen });
    const manager = options.find((p: { code: string }) => p.code === 'canteen_manager');
    const positionBefore = (await call.ok('GET', '/sys/position/list', { query: { code: 'canteen_manager' } })).records[0];
    const member = await call.ok('PUT', '/sys/departUser/position', { token: tokens.canteen, body: { departId: departs.A02A01, userId: cook.id, positionId: manager.id } });
    expect(member.positions.map((p: { name: string }) => p.name)).toEqual(['食堂经理']);
    const positionAfter = (await call.ok('GET', '/sys/position/list', { query: { code: 'canteen_manager' } })).records[0];
    expect(positionAfter.version).toBe(positionBefore.version + 1);
    expect(positionAfter.users.map((u: { id: string }) => u.id)).toContain(cook.id);
    await call.refused('PUT', '/sys/departUser/position', { token: tokens.canteen, body: { departId: departs.A02A01, userId: cook.id, positionId: 'no-such-position' } }, 200, /No such position/);
    await call.refused('PUT', '/sys/departUser/position', { token: tokens.buyer, body: { departId: departs.A02A01, userId: cook.id, positionId: null } }, 403, /you head/);
    const cleared = await call.ok('PUT', '/sys/departUser/position', { token: tokens.canteen, body: { departId: departs.A02A01, userId: cook.id, positionId: null } });
    expect(cleared.positions).toEqual([]);
  });

  it('removes a member but never a head, and only within its departments', async () => {
    const canteenId = (await members(tokens.canteen, departs.A02A01)).find((m) => m.username === 'canteen')!.id;
    await call.refused('DELETE', '/sys/departUser/remove', { token: tokens.canteen, query: { departId: departs.A02A01, userId: canteenId } }, 200, /heads this department/);
    await call.refused('DELETE', '/sys/departUser/remove', { token: tokens.buyer, query: { departId: departs.A02A01, userId: cook.id } }, 403, /you head/);
    await call.ok('DELETE', '/sys/departUser/remove', { token: tokens.canteen, query: { departId: departs.A02A01, userId: cook.id } });
    expect((await members(tokens.canteen, departs.A02A01)).map((m) => m.id)).not.toContain(cook.id);
    await call.refused('DELETE', '/sys/departUser/remove', { token: tokens.canteen, query: { departId: departs.A02A01, userId: cook.id } }, 200, /not in this department/);
  });
});

describe('heads', () => {
  it('are set by an administrator only, from the members, and give the head the department', async () => {
    await call.refused('PUT', '/sys/departUser/heads', { token: tokens.canteen, body: { departId: departs.A02A01, userIds: [] } }, 403, /permission/);
    await call.refused('PUT', '/sys/departUser/heads', { body: { departId: departs.A02A02, userIds: [cook.id] } }, 200, /must be a member/);
    await call.ok('POST', '/sys/departUser/add', { body: { departId: departs.A02A02, userIds: [cook.id] } });
    await call.ok('PUT', '/sys/departUser/heads', { body: { departId: departs.A02A02, userIds: [cook.id] } });
    const cookSees = flat((await call.ok('GET', '/sys/departUser/departs', { token: cook.token })).departs).map((d) => d.orgCode);
    expect(cookSees).toEqual(['A02A02']);
    await call.ok('PUT', '/sys/departUser/heads', { body: { departId: departs.A02A02, userIds: [] } });
    expect((await call.ok('GET', '/sys/departUser/departs', { token: cook.token })).departs).toEqual([]);
    await call.refused('GET', '/sys/departUser/members', { token: cook.token, query: { departId: departs.A02A02 } }, 403, /you head/);
  });

  it('a head of a department manages those under it', async () => {
    const principal = await userWithPerms(server, [], { userType: 3 });
    await giveRole(server, principal.id, 'canteen');
    await call.ok('POST', '/sys/departUser/add', { body: { departId: departs.A02, userIds: [principal.id] } });
    await call.ok('PUT', '/sys/departUser/heads', { body: { departId: departs.A02, userIds: [principal.id] } });
    const sees = flat((await call.ok('GET', '/sys/departUser/departs', { token: principal.token })).departs).map((d) => d.orgCode).sort();
    expect(sees).toEqual(['A02', 'A02A01', 'A02A02']);
    expect((await members(principal.token, departs.A02A01)).map((m) => m.username)).toContain('canteen');
  });
});

describe('scope sweep with every demo role', () => {
  it('answers suppliers nothing and refuses them every member call', async () => {
    for (const name of ['supplier', 'grain']) {
      const token = tokens[name];
      expect((await call.ok('GET', '/sys/departUser/departs', { token })).departs).toEqual([]);
      for (const departId of Object.values(departs)) {
        await call.refused('GET', '/sys/departUser/members', { token, query: { departId } }, 403, /you head/);
        await call.refused('GET', '/sys/departUser/candidates', { token, query: { departId, keyword: 'a' } }, 403, /you head/);
        await call.refused('POST', '/sys/departUser/add', { token, body: { departId, userIds: [cook.id] } }, 403, /you head/);
      }
      await call.refused('PUT', '/sys/departUser/heads', { token, body: { departId: departs.A03, userIds: [] } }, 403, /permission/);
    }
  });

  it('lets each head into their own departments only', async () => {
    const own: Record<string, string> = { canteen: 'A02A01', buyer: 'A01A02' };
    for (const [name, mine] of Object.entries(own)) {
      for (const [orgCode, departId] of Object.entries(departs)) {
        const response = await call.send('GET', '/sys/departUser/members', { token: tokens[name], query: { departId } });
        expect(response.body.success, `${name} on ${orgCode}`).toBe(orgCode === mine);
      }
    }
    for (const departId of Object.values(departs)) await call.ok('GET', '/sys/departUser/members', { query: { departId } });
  });
});
