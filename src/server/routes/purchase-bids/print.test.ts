/**
 * Printing 采购管理's documents through their seeded templates (issue 20): a bid with its ranked offers and
 * award, a three-party comparison and a price meeting; the records carry every field the designer offers,
 * the PDFs read back hold the values, a template of another type and a caller out of scope are refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_PRINT_FIELDS, type PurchaseDocument } from '../../../contract/domain/purchasePrint.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { addSecondSchool, ordering } from '../../../../tests/server/ordering.ts';
import { until } from '../../../../tests/server/until.ts';

let server: TestServer;
let api: ReturnType<typeof ordering>;
const tokens: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'larder-purchase-print-'));

beforeAll(async () => {
  server = await startServer({ jobPollSeconds: 0.5 });
  api = ordering(server);
  for (const name of ['admin', 'buyer', 'canteen', 'supplier', 'grain']) tokens[name] = await server.login(name);
  await addSecondSchool(server, tokens);
}, 120_000);
afterAll(() => server.close());

/** Print one document with the first template of its type; answers the PDF's text. */
async function printed(token: string, url: string, document: PurchaseDocument): Promise<string> {
  const [template] = await api.ok(token, 'GET', '/purchase/print/templates', undefined, { document });
  const started = await api.ok(token, 'POST', url, { templateId: template.id });
  expect(started.records).toBe(1);
  const done = await until(() => server.call('GET', `/jobs/${started.jobId}`, { token }).then((r) => r.body), (b: any) => ['completed', 'failed'].includes(b.result?.state));
  expect(done.result.state).toBe('completed');
  const file = await server.call('GET', `/sys/common/static/${done.result.file.path}`, { token });
  const path = join(dir, `${document}.pdf`);
  writeFileSync(path, file.response.rawPayload);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** Every field the designer offers for the document is in the record (tables: every column of every row). */
function expectFields(record: Record<string, any>, document: PurchaseDocument) {
  for (const field of PURCHASE_PRINT_FIELDS[document]) {
    expect(record, field.field).toHaveProperty(field.field);
    for (const row of field.columns ? record[field.field] : []) for (const column of field.columns!) expect(row, `${field.field}.${column.field}`).toHaveProperty(column.field);
  }
}

describe('printing a bid', () => {
  it('the awarded bid prints its rules, offers ranked with scores and the award', async () => {
    const bids = await api.ok(tokens.buyer!, 'GET', '/purchase/bids', undefined, { status: 'awarded' });
    const bid = await api.ok(tokens.buyer!, 'GET', `/purchase/bids/${bids.records[0].id}`);
    const record = await api.ok(tokens.buyer!, 'GET', `/purchase/bids/${bid.id}/record`);
    expectFields(record, 'bid');
    expect(record).toMatchObject({ bidNo: bid.bidNo, title: bid.title, status: '已定标', weights: `价格 ${bid.priceWeight}% · 资质 ${bid.qualityWeight}% · 交付 ${bid.deliveryWeight}%` });
    const offers = bid.ranking.flatMap((r: any) => r.offers);
    expect(record.offers).toHaveLength(offers.length);
    expect(offers.length).toBeGreaterThan(1);
    const winner = record.offers.find((o: any) => o.awarded === '中标');
    expect(winner).toMatchObject({ supplier: bid.awards[0].supplierName, price: bid.awards[0].price, rank: 1 });
    const text = await printed(tokens.buyer!, `/purchase/bids/${bid.id}/print`, 'bid');
    expect(text).toContain(bid.bidNo);
    expect(text).toContain(record.weights);
    for (const offer of record.offers) expect(text).toMatch(new RegExp(`${offer.supplier}[^\\n]*${offer.price.replace('.', '\\.')}[^\\n]*${offer.total.replace('.', '\\.')}`));
    expect(text).toMatch(new RegExp(`${winner.supplier}[^\\n]*中标`));
  }, 120_000);

  it('refuses a template of another type, a canteen, and a supplier gets no ranking', async () => {
    const bids = await api.ok(tokens.buyer!, 'GET', '/purchase/bids', undefined, { status: 'awarded' });
    const id = bids.records[0].id;
    const [comparisonTemplate] = await api.ok(tokens.buyer!, 'GET', '/purchase/print/templates', undefined, { document: 'price_comparison' });
    await api.refused(tokens.buyer!, 'POST', `/purchase/bids/${id}/print`, { templateId: comparisonTemplate.id }, 200, /is not a template of the 招标评标表 type/);
    await api.refused(tokens.canteen!, 'GET', `/purchase/bids/${id}/record`, undefined, 403, /Canteens may not see bids/);
    await api.refused(tokens.buyer!, 'POST', `/purchase/bids/${id}/print`, { templateId: 'no-such-template' }, 200, /template/i);
    const mine = await api.ok(tokens.supplier!, 'GET', `/purchase/bids/${id}/record`);
    expect(mine.offers).toEqual([]);
    await api.refused(tokens.buyer!, 'GET', '/purchase/print/templates', undefined, 400, /document/);
  });
});

describe('printing price comparisons and meetings', () => {
  it('a comparison prints its quotes side by side, the chosen one and the reason', async () => {
    const list = await api.ok(tokens.buyer!, 'GET', '/purchase/price-comparisons', undefined, {});
    const detail = await api.ok(tokens.buyer!, 'GET', `/purchase/price-comparisons/${list.records[0].id}`);
    const record = await api.ok(tokens.buyer!, 'GET', `/purchase/price-comparisons/${detail.id}/record`);
    expectFields(record, 'price_comparison');
    expect(record.quotes).toHaveLength(detail.quotes.length);
    expect(record.chosenSupplier).toBe(detail.chosenSupplierName);
    const text = await printed(tokens.buyer!, `/purchase/price-comparisons/${detail.id}/print`, 'price_comparison');
    expect(text).toContain(detail.productName);
    for (const quote of detail.quotes) expect(text).toMatch(new RegExp(`${quote.supplierName}[^\\n]*${quote.price.replace('.', '\\.')}`));
    if (detail.choiceReason) expect(text).toContain(detail.choiceReason);
    expect(text).toMatch(/选定/);
  }, 120_000);

  it('a price meeting prints its conference price list', async () => {
    const list = await api.ok(tokens.buyer!, 'GET', '/purchase/price-meetings', undefined, {});
    const detail = await api.ok(tokens.buyer!, 'GET', `/purchase/price-meetings/${list.records[0].id}`);
    const record = await api.ok(tokens.buyer!, 'GET', `/purchase/price-meetings/${detail.id}/record`);
    expectFields(record, 'price_meeting');
    expect(record.lines).toHaveLength(detail.lines.length);
    const text = await printed(tokens.buyer!, `/purchase/price-meetings/${detail.id}/print`, 'price_meeting');
    expect(text).toContain(detail.title);
    for (const line of detail.lines) expect(text).toMatch(new RegExp(`${line.productName}[^\\n]*${line.supplierName}[^\\n]*${line.price.replace('.', '\\.')}`));
  }, 120_000);

  it('procurement of another school cannot print a comparison or a bid; a bid template does not print a meeting', async () => {
    const list = await api.ok(tokens.buyer!, 'GET', '/purchase/price-meetings', undefined, {});
    const [bidTemplate] = await api.ok(tokens.buyer!, 'GET', '/purchase/print/templates', undefined, { document: 'bid' });
    await api.refused(tokens.buyer!, 'POST', `/purchase/price-meetings/${list.records[0].id}/print`, { templateId: bidTemplate.id }, 200, /not a template of the 会议定价表 type/);
    const comparisons = await api.ok(tokens.buyer!, 'GET', '/purchase/price-comparisons', undefined, {});
    await api.refused(tokens.outsider!, 'GET', `/purchase/price-comparisons/${comparisons.records[0].id}/record`, undefined, 200, /No such price comparison/);
    await api.refused(tokens.outsider!, 'POST', `/purchase/price-meetings/${list.records[0].id}/print`, { templateId: bidTemplate.id }, 200, /No such price meeting/);
    await api.refused(tokens.cook!, 'GET', `/purchase/price-meetings/${list.records[0].id}/record`, undefined, 200, /No such price meeting/);
  });
});
