/**
 * The scope read as ids first (resolvedScopeCondition) keeps exactly the rows of the scope as a subquery
 * (scopeCondition): every demo role, a second school's procurement and canteen (one canteen each), actors
 * whose scope is empty, and a table without a supplier column for a supplier.
 */
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { addSecondSchool } from '../../../tests/server/ordering.ts';
import { agreementPrices, orderLines, users } from '../db/schema/index.ts';
import { actorOf, resolvedScopeCondition, scopeCondition, type Actor } from './scope.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  await addSecondSchool(server, tokens);
});
afterAll(() => server.close());

const db = () => server.database.db;
const priceIds = async (where: SQL | undefined) => (await db().select({ id: agreementPrices.id }).from(agreementPrices).where(where)).map((r) => r.id).sort();
const PRICE = { restaurant: agreementPrices.restaurantId, supplier: agreementPrices.supplierId };

describe('the scope read as ids first', () => {
  it.each(['admin', 'buyer', 'supplier', 'grain', 'canteen', 'outsider', 'cook'])('keeps the same prices as the subquery for %s', async (username) => {
    const [user] = await db().select().from(users).where(eq(users.username, username));
    const actor = actorOf(user!);
    const resolved = await priceIds(await resolvedScopeCondition(db(), actor, PRICE));
    expect(resolved).toEqual(await priceIds(scopeCondition(db(), actor, PRICE)));
    // the second school has no prices; every demo role sees some
    if (username === 'outsider' || username === 'cook') expect(resolved).toEqual([]);
    else expect(resolved.length).toBeGreaterThan(0);
  });

  it('keeps nothing for an actor whose scope is empty, and nothing of a table without a supplier column for a supplier', async () => {
    for (const kind of ['procurement', 'canteen', 'supplier'] as const) {
      const nobody: Actor = { id: 'nobody', username: 'nobody', userType: 0, orgCode: null, kind };
      expect(await priceIds(await resolvedScopeCondition(db(), nobody, PRICE))).toEqual([]);
    }
    const [grain] = await db().select().from(users).where(eq(users.username, 'grain'));
    const lines = await db().select({ id: orderLines.id }).from(orderLines).where(await resolvedScopeCondition(db(), actorOf(grain!), { restaurant: orderLines.restaurantId, supplier: null }));
    expect(lines).toEqual([]);
  });
});
