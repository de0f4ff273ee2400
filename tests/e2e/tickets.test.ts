/**
 * A period settled in Chromium against the real server: procurement's statement of 禾丰 at 一食堂 (made
 * and confirmed by the supplier through the API: the contract gate holds the demo suppliers' screens) is
 * confirmed on 开票申请 and its invoice asked for there; the supplier's first invoice does not match (its
 * tax) and is flagged (its reason worded in English on the English screen) and sent back on 发票管理, the second matches and is verified and settled there; the
 * statement is settled and prints as a PDF through its template.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
  url = app.url;
}, 600_000);

afterAll(() => app?.stop());

async function api(method: string, path: string, token: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}api${path}`, { method, headers: { 'content-type': 'application/json', 'x-access-token': token }, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await response.json()) as any;
  if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
  return envelope.result;
}

/** An invoice scan the supplier uploads; answers its path. */
async function uploadScan(token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' }), 'invoice.pdf');
  const response = await fetch(`${url}api/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': token }, body: form });
  const envelope = (await response.json()) as any;
  if (!envelope.success) throw new Error(`upload: ${envelope.message}`);
  return envelope.message as string;
}

const chinaDay = (days: number) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const rowOf = (p: Page, text: string) => p.locator('tr', { hasText: text });
const CANTEENS = '/university/restaurants';
/** Statuses change after the server answers and the list reloads: a loaded machine takes more than a second. */
const SETTLES = { timeout: 8_000 };

it('a period is settled: confirmed by both sides, invoice asked, a mismatch flagged and sent back, a match verified and settled, the statement printed', async () => {
  try {
    const buyer = await apiToken(url, 'buyer');
    const grain = await apiToken(url, 'grain');
    const suppliers = await api('GET', '/supplier/options', buyer);
    const canteens = await api('GET', CANTEENS, buyer);
    const supplierId = suppliers.find((s: { name: string }) => s.name === '禾丰粮油有限公司').id;
    const restaurantId = canteens.find((c: { name: string }) => c.name === '一食堂').id;
    // everything of the demo ledger up to today (made here, not dependent on the seed's day)
    const made = await api('POST', '/ticket/statements', buyer, { supplierId, restaurantId, periodFrom: chinaDay(-60), periodTo: chinaDay(0) });
    await api('POST', `/ticket/statements/${made.id}/supplier-confirm`, grain, { version: 1 });

    // procurement confirms and asks for the invoice on 开票申请
    page = await signIn(app!.browser, url, 'buyer');
    await page.goto(`${url}ticket/request`);
    const row = rowOf(page, made.statementNo);
    await row.locator('[data-testid=statement-confirm]').click();
    await expect.poll(() => row.locator('[data-testid=statement-status]').textContent(), SETTLES).toBe('双方已确认');
    await row.locator('[data-testid=statement-ask]').click();
    await page.locator('[data-testid=ask-tax-id]').fill('91330100MA2XXXX01X');
    await page.locator('[data-testid=ticket-form-submit]').click();
    await page.locator('[data-testid=tab-requests]').click();
    const requestRow = rowOf(page, made.statementNo);
    await expect.poll(() => requestRow.locator('[data-testid=request-status]').textContent(), SETTLES).toBe('待供应商开票');
    const [request] = (await api('GET', `/ticket/requests?statementId=${made.id}`, buyer)).records;
    expect(request.amount).toBe(made.total);

    // the supplier's first invoice states 13 % tax instead of 9 %: flagged
    const total = Math.round(Number(made.total) * 100);
    const wrong = await api('POST', '/ticket/tickets', grain, { requestId: request.id, invoiceNo: '06600000001', invoiceDate: chinaDay(0), amount: made.total, taxAmount: (Math.round((total * 13) / 113) / 100).toFixed(2), scan: await uploadScan(grain) });
    expect(wrong.mismatch).toBe(true);

    // procurement sees it flagged on 发票管理 and sends it back
    await page.goto(`${url}ticket/manage`);
    const flagged = rowOf(page, '06600000001');
    await flagged.locator('[data-testid=ticket-mismatch]').waitFor();
    await flagged.locator('[data-testid=ticket-verify]').click();
    await page.locator('[data-testid=reason-submit]').click();
    await page.getByText(/须填写核验说明/).first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await flagged.locator('[data-testid=ticket-reject]').click();
    await page.locator('[data-testid=reason-input]').fill('税率应为 9%');
    await page.locator('[data-testid=reason-submit]').click();
    await expect.poll(() => flagged.locator('[data-testid=ticket-status]').textContent(), SETTLES).toBe('已退回');

    // the stored reason is a code with its numbers: an English reader sees it in English
    const expectedTax = (Math.round((total * 9) / 109) / 100).toFixed(2);
    const english = await signIn(app!.browser, url, 'buyer', { locale: 'en-US' });
    await english.evaluate(() => localStorage.setItem('pro__SETTINGS', JSON.stringify({ value: { ...JSON.parse(localStorage.getItem('pro__SETTINGS') ?? '{}').value, locale: 'en-US' }, expire: Date.now() + 86_400_000 })));
    await english.goto(`${url}ticket/manage`);
    await rowOf(english, '06600000001').locator('[data-testid=ticket-mismatch]').hover();
    await expect.poll(() => english.getByRole('tooltip').textContent(), SETTLES).toBe(`Tax should be ${expectedTax}, is ${wrong.taxAmount}`);
    await english.context().close();

    // the second invoice matches: verified and settled from the screen
    await api('POST', '/ticket/tickets', grain, { requestId: request.id, invoiceNo: '06600000002', invoiceDate: chinaDay(0), amount: made.total, taxAmount: (Math.round((total * 9) / 109) / 100).toFixed(2), scan: await uploadScan(grain) });
    await page.reload();
    const matching = rowOf(page, '06600000002');
    await matching.locator('[data-testid=ticket-match]').waitFor();
    await matching.locator('[data-testid=ticket-verify]').click();
    await expect.poll(() => matching.locator('[data-testid=ticket-status]').textContent(), SETTLES).toBe('已核验');
    await matching.locator('[data-testid=ticket-settle]').click();
    await expect.poll(() => matching.locator('[data-testid=ticket-status]').textContent(), SETTLES).toBe('已结算');

    // the statement is settled, and prints through its template as a PDF
    await page.locator('[data-testid=tab-statements]').click();
    const settled = rowOf(page, made.statementNo);
    await expect.poll(() => settled.locator('[data-testid=statement-status]').textContent(), SETTLES).toBe('已结算');
    // a slow answer: its drawer shows the shape of the statement while it loads, not a blank panel
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const detailRoute = /\/api\/ticket\/statements\/[^/?]+(\?|$)/;
    await page.route(detailRoute, async (route) => { await held; await route.continue(); });
    await settled.locator('[data-testid=statement-open]').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('drawer-skeleton').first().waitFor({ timeout: 15_000 });
    release();
    await drawer.locator('[data-testid=statement-total]').waitFor({ timeout: 15_000 });
    // the held request went on (its handler is done): only now the route goes
    await page.unroute(detailRoute);
    await expect.poll(() => drawer.getByTestId('drawer-skeleton').count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await settled.locator('[data-testid=statement-print]').click();
    await expect.poll(() => page!.locator('[data-testid=print-template]').inputValue()).not.toBe('');
    const download = page.waitForEvent('download', { timeout: 120_000 });
    await page.locator('[data-testid=print-start]').click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api('GET', `/ticket/statements/${made.id}/record`, buyer)).orderNo).toBe(made.statementNo);
  } catch (error) {
    await keepFailureShot(page, 'tickets', 'settle');
    throw error;
  }
}, 600_000);
