/**
 * The scope sweep of settlement: every demo role (and another school's procurement and canteen) over the
 * statement, request and invoice lists, details and actions. Lists hold exactly the caller's rows
 * (computed here from the tables), details outside the scope are not found, and actions on them are
 * refused without changing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statements, supplierTickets, ticketRequests } from '../../db/schema/index.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, ordering } from '../../../../tests/server/ordering.ts';
import { demoParties, ledgerEntries } from '../../../../tests/server/tickets.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const scope: Record<string, { restaurants?: Set<string>; supplier?: string }> = {};
const USERS = ['admin', 'buyer', 'canteen', 'outsider', 'cook', 'supplier', 'grain'];

beforeAll(async () => {
  server = await startServer();
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'supplier', 'grain', 'canteen']) tokens[name] = await server.login(name);
  const canteen3 = (await addSecondSchool(server, tokens)).id;
  const parties = await demoParties(server);
  // the other school's statement of 禾丰, so every role has rows it must not see
  await ledgerEntries(server, { supplierId: parties.grain, restaurantId: canteen3 }, [['2025-02-10', '500.00']]);
  await api.ok(tokens.outsider!, 'POST', '/ticket/statements', { supplierId: parties.grain, restaurantId: canteen3, month: '2025-02' });
  const demo = new Set([parties.first, parties.second]);
  scope.admin = { restaurants: new Set([...demo, canteen3]) };
  scope.buyer = { restaurants: demo };
  scope.canteen = { restaurants: demo };
  scope.outsider = { restaurants: new Set([canteen3]) };
  scope.cook = { restaurants: new Set([canteen3]) };
  scope.supplier = { supplier: parties.fresh };
  scope.grain = { supplier: parties.grain };
});
afterAll(() => server.close());

const sees = (name: string, row: { restaurantId: string; supplierId: string }) => {
  const s = scope[name]!;
  return s.supplier ? row.supplierId === s.supplier : s.restaurants!.has(row.restaurantId);
};
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id).sort();

describe('every list, detail and action holds to the caller’s scope', () => {
  it('the demo data holds a settled statement and a flagged invoice', async () => {
    const db = server.database.db;
    expect((await db.select().from(statements)).map((s) => s.status).sort()).toEqual(['confirmed', 'draft', 'settled']);
    expect((await db.select().from(supplierTickets)).map((t) => [t.status, t.mismatch]).sort()).toEqual([['settled', false], ['uploaded', true]]);
  });

  it.each(USERS)('%s', async (name) => {
    const db = server.database.db;
    const token = tokens[name]!;
    const all = { statements: await db.select().from(statements), requests: await db.select().from(ticketRequests), tickets: await db.select().from(supplierTickets) };
    const lists = {
      statements: await api.ok(token, 'GET', '/ticket/statements', undefined, { pageSize: '500' }),
      requests: await api.ok(token, 'GET', '/ticket/requests', undefined, { pageSize: '500' }),
      tickets: await api.ok(token, 'GET', '/ticket/tickets', undefined, { pageSize: '500' }),
    };
    for (const key of ['statements', 'requests', 'tickets'] as const) {
      const expected = all[key].filter((row) => sees(name, row));
      expect(ids(lists[key].records), `${name}'s ${key}`).toEqual(ids(expected));
    }
    expect(lists.statements.total, `${name} sees some statement`).toBeGreaterThan(0);
    for (const statement of all.statements) {
      const response = await server.call('GET', `/ticket/statements/${statement.id}`, { token, headers: { 'accept-language': 'en' } });
      if (sees(name, statement)) expect(response.body.result.id).toBe(statement.id);
      else {
        expect(response.body.message).toMatch(/No such statement within your scope/);
        for (const action of ['supplier-confirm', 'confirm', 'dispute', 'revise']) {
          await api.refused(token, 'POST', `/ticket/statements/${statement.id}/${action}`, { version: statement.version, reason: 'x' }, 200, /No such statement/);
        }
        await api.refused(token, 'GET', `/ticket/statements/${statement.id}/entries`, undefined, 200, /No such statement/);
        await api.refused(token, 'GET', `/ticket/statements/${statement.id}/record`, undefined, 200, /No such statement/);
      }
    }
    for (const ticket of all.tickets.filter((t) => !sees(name, t))) {
      for (const action of ['verify', 'reject', 'settle']) await api.refused(token, 'POST', `/ticket/tickets/${ticket.id}/${action}`, { version: ticket.version, reason: 'x' }, 200, /No such invoice/);
    }
    for (const request of all.requests.filter((r) => !sees(name, r))) {
      await api.refused(token, 'POST', `/ticket/requests/${request.id}/cancel`, { version: request.version }, 200, /No such invoice request/);
    }
    // nothing changed
    expect(await db.select().from(statements)).toEqual(all.statements);
    expect(await db.select().from(supplierTickets)).toEqual(all.tickets);
    // the reconciliation report covers the caller's statements only
    const report = await api.ok(token, 'GET', '/ticket/reconciliation', undefined, { periodFrom: '2000-01-01', periodTo: '2100-12-31' });
    expect(report.rows.map((r: { statementId: string }) => r.statementId).sort()).toEqual(ids(all.statements.filter((s) => sees(name, s))));
  });
});
