/**
 * Fixtures of the settlement tests: standing-book entries of a supplier at a canteen in a month of the
 * past (no demo entries and no demo statements there), and an uploaded invoice scan.
 */
import { orderLines, restaurants, standingBook, suppliers } from '../../src/server/db/schema/index.ts';
import { PDF_BYTES } from '../../src/server/storage/samples.ts';
import type { TestServer } from './harness.ts';
import { multipartBody } from './multipart.ts';

export async function demoParties(server: TestServer) {
  const db = server.database.db;
  const supplierRows = await db.select().from(suppliers);
  const canteens = await db.select().from(restaurants);
  const supplier = (name: string) => supplierRows.find((s) => s.name === name)!.id;
  const canteen = (name: string) => canteens.find((r) => r.name === name)!.id;
  return { fresh: supplier('鲜丰食材有限公司'), grain: supplier('禾丰粮油有限公司'), first: canteen('一食堂'), second: canteen('二食堂') };
}

/** Standing-book entries (amounts in yuan; negative ones are returns) on the given days; answers their sum. */
export async function ledgerEntries(server: TestServer, pair: { supplierId: string; restaurantId: string }, entries: Array<[day: string, amount: string]>): Promise<string> {
  const db = server.database.db;
  // any line will do for the foreign key: the entries carry their own canteen and supplier
  const [line] = await db.select().from(orderLines).limit(1);
  await db.insert(standingBook).values(entries.map(([day, amount], index) => ({
    lineId: line!.id,
    orderNo: `FX${day.replaceAll('-', '')}${index}`,
    restaurantId: pair.restaurantId,
    supplierId: pair.supplierId,
    baseProductId: line!.baseProductId,
    productName: line!.productName,
    unit: line!.unit,
    arrivalDate: day,
    quantity: amount.startsWith('-') ? '-1' : '1',
    price: amount.replace('-', ''),
    amount,
    auditedBy: 'fixture',
    source: amount.startsWith('-') ? 'after_sale' : 'fixture',
  })));
  return (entries.reduce((sum, [, amount]) => sum + Math.round(Number(amount) * 100), 0) / 100).toFixed(2);
}

/** A PDF the user uploads as an invoice scan; answers its path. */
export async function uploadScan(server: TestServer, token: string, filename = 'invoice.pdf'): Promise<string> {
  const { payload, headers } = multipartBody({ bytes: PDF_BYTES, filename, contentType: 'application/pdf' });
  const response = await server.call('POST', '/sys/common/upload', { token, body: payload, headers });
  if (response.body?.success !== true) throw new Error(`upload: ${JSON.stringify(response.body)}`);
  return response.body.message as string;
}
