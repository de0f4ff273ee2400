/** Test fixtures for the contract calls: a second supplier with its own login and contract (tests only). */
import { eq } from 'drizzle-orm';
import { serviceContracts, suppliers, users } from '../../src/server/db/schema/index.ts';
import type { TestServer } from './harness.ts';
import { PDF_BYTES } from '../../src/server/storage/samples.ts';
import { multipartBody } from './multipart.ts';

/** A supplier user `username` bound to a supplier company, with one contract in `status`. */
export async function addSupplier(
  server: TestServer,
  username: string,
  contract: Partial<typeof serviceContracts.$inferInsert> = {},
): Promise<{ userId: string; supplierId: string; contractId: string; token: string }> {
  const db = server.database.db;
  const [buyer] = await db.select().from(users).where(eq(users.username, 'buyer'));
  const [user] = await db.insert(users).values({ username, realname: username, userType: 2, passwordHash: buyer.passwordHash }).returning();
  const [supplier] = await db.insert(suppliers).values({ name: `${username}食材公司`, userId: user.id }).returning();
  const [row] = await db.insert(serviceContracts).values({ supplierId: supplier.id, status: 1, ...contract }).returning();
  return { userId: user.id, supplierId: supplier.id, contractId: row.id, token: await server.login(username) };
}

/** The seeded supplier's contract (status 1, 2023-11-01 to 2024-10-31, annual trade 320000). */
export async function seededContractId(server: TestServer): Promise<string> {
  const [row] = await server.database.db
    .select({ id: serviceContracts.id })
    .from(serviceContracts)
    .innerJoin(suppliers, eq(suppliers.id, serviceContracts.supplierId))
    .where(eq(suppliers.name, '鲜丰食材有限公司'));
  return row.id;
}

/** Upload a small pdf as the token's user; returns its storage path. */
export async function uploadPdf(server: TestServer, token: string, filename = '合同扫描件.pdf'): Promise<string> {
  const { payload, headers } = multipartBody({ bytes: PDF_BYTES, filename, contentType: 'application/pdf' });
  const { body } = await server.call('POST', '/sys/common/upload', { token, body: payload, headers });
  if (!body.success) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.message as string;
}
