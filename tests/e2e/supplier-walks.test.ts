/**
 * Three supplier-management features walked in Chromium (issue 19; their API tests are in
 * src/server/routes/contract and src/server/routes/evaluations): the contract gate's renewal dialog, a
 * delivery's score in the directory's rating, and the contract drawer's trade read from the standing book.
 * One server and browser; the state each walk needs is set up through the API.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveryScore } from '../../src/contract/domain/deliveryScore.ts';
import { addDays } from '../../src/contract/domain/serviceContract.ts';
import { technicalServiceFee } from '../../src/contract/domain/serviceFee.ts';
import { meanOf } from '../../src/contract/domain/supplierDirectory.ts';
import { PDF_BYTES } from '../../src/server/storage/samples.ts';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let url = '';
let page: Page | undefined;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await startApp();
  url = app.url;
  for (const name of ['admin', 'buyer', 'canteen', 'supplier', 'grain']) tokens[name] = await apiToken(url, name);
}, 300_000);
afterAll(() => app?.stop());

/** A call that must succeed; answers its result. */
async function api(user: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}api${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': tokens[user]! },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; result: any };
  if (!answer.success) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.result;
}

/** Today in China (the platform's business day), shifted by `days`. */
const chinaDay = (days = 0) => addDays(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10), days);
const notice = (p: Page, text: string): Locator => p.locator('.mantine-Notification-root', { hasText: text });
const money = (value: number) => value.toFixed(2);

async function openMenu(p: Page, group: string, item: string): Promise<void> {
  const menu = p.locator('[data-testid=side-menu]');
  const link = menu.getByText(item, { exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  await link.click();
}

/** Move contract `id` to `status` as `user`. */
const moveContract = async (user: string, id: string, status: number) =>
  expect((await api(user, 'POST', `/supplier/serviceContract/updateStatus?id=${id}&status=${status}`, {})).status).toBe(status);

/** 鲜丰 signs contract `id` (its stamped scan uploaded and attached), the platform countersigns it and puts it into effect. */
async function signedAndEffective(id: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), '盖章合同.pdf');
  const uploaded = (await (await fetch(`${url}api/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': tokens.supplier! }, body: form })).json()) as { message: string };
  await api('supplier', 'POST', '/supplier/serviceContract/att/upload', { contractId: id, attType: 2, fileName: '盖章合同.pdf', filePath: uploaded.message });
  await moveContract('supplier', id, 3);
  await moveContract('admin', id, 9);
  await moveContract('admin', id, 12);
}

it('the contract gate blocks without a contract in force and lets a renewal be signed later or at once', async () => {
  try {
    // the demo's 鲜丰 contract awaits its signature and none is in force: the gate blocks
    page = await signIn(app!.browser, url, 'supplier');
    const modal = page.locator('[data-testid=contract-modal]').getByRole('dialog');
    await modal.waitFor({ timeout: 15_000 });
    await page.goto(`${url}order/order-supplier-main-list`);
    await modal.waitFor({ timeout: 15_000 });
    expect(await modal.locator('[data-testid=contract-status]').textContent()).toContain('合同待您签署');
    expect(await modal.locator('[data-testid=contract-later]').count()).toBe(0);
    expect(await modal.locator('[data-testid=contract-in-force]').count()).toBe(0);
    expect(await modal.locator('.mantine-Modal-close').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(true);
    // the screen behind it takes no clicks: the point of its side menu is covered
    const menuBox = (await page.locator('[data-testid=side-menu]').boundingBox())!;
    expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-testid=side-menu]'), [menuBox.x + menuBox.width / 2, menuBox.y + 40])).toBe(false);
    await page.context().close();

    // through the API: the demo contract signed (it ran out in 2024), a contract in force for 20 more days, its renewal initiated
    const lapsed = (await api('supplier', 'GET', '/supplier/serviceContract/contractValidAndNotify')).contract;
    await signedAndEffective(lapsed.id);
    const fresh = lapsed.supplierId as string;
    const current = await api('admin', 'POST', '/supplier/serviceContract/add', { supplierId: fresh, beginDate: chinaDay(-345), endDate: chinaDay(20), annualTrade: 320000 });
    await moveContract('admin', current.id, 1);
    await signedAndEffective(current.id);
    const renewal = await api('admin', 'POST', '/supplier/serviceContract/renew', { id: current.id });
    expect(renewal).toMatchObject({ previousId: current.id, beginDate: chinaDay(21), status: 0 });
    await moveContract('admin', renewal.id, 1);

    // the renewal asks for the signature, may be put off, and the contract in force is named
    page = await signIn(app!.browser, url, 'supplier');
    const dialog = page.locator('[data-testid=contract-modal]').getByRole('dialog');
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.locator('[data-testid=contract-status]').textContent()).toContain('合同待您签署');
    expect(await dialog.locator('[data-testid=contract-in-force]').textContent()).toContain(chinaDay(20));
    expect(await dialog.textContent()).toContain(`${renewal.beginDate} 至 ${renewal.endDate}`);
    expect(await page.locator('[data-testid=contract-banner]').textContent()).toContain(chinaDay(20));
    await dialog.locator('[data-testid=contract-later]').click();
    await dialog.waitFor({ state: 'hidden' });

    // the supplier works: its stock queue lists its lines, and its contracts list the renewal awaiting it
    await openMenu(page, '订单管理', '备货单');
    await page.waitForURL(/\/order\/order-supplier-main-list$/);
    await page.locator('tbody tr:visible', { hasText: '一食堂' }).first().waitFor({ timeout: 15_000 });
    await openMenu(page, '供应商管理', '服务合同');
    await page.waitForURL(/\/supplier\/contract$/);
    const renewalRow = page.locator('tbody tr', { hasText: `${renewal.beginDate} → ${renewal.endDate}` });
    await expect.poll(() => renewalRow.innerText(), { timeout: 15_000 }).toContain('待供应商签署');
    expect(await renewalRow.innerText()).toContain('续签合同');
    expect(await dialog.count()).toBe(0);

    // the next visit asks again; this time it signs from the dialog with its scan
    await page.reload();
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('input[type=file]').setInputFiles({ name: '续签合同盖章件.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) });
    await dialog.locator('[data-testid=contract-scans]').getByText('续签合同盖章件.pdf').waitFor({ timeout: 15_000 });
    await dialog.locator('[data-testid=contract-confirm]').click();
    await notice(page, '签署成功').waitFor({ timeout: 15_000 });
    // signed: nothing left to ask, and the list shows the renewal signed, waiting for the platform
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => renewalRow.innerText(), { timeout: 15_000 }).toContain('供应商已签署');
    expect((await api('admin', 'GET', `/supplier/serviceContract/detail/${renewal.id}`)).status).toBe(3);

    // the platform countersigns and puts the renewal into effect: the next visit neither asks nor warns of the end
    await moveContract('admin', renewal.id, 9);
    await moveContract('admin', renewal.id, 12);
    const checked = page.waitForResponse((response) => response.url().includes('/contractValidAndNotify'));
    await page.reload();
    await checked;
    await expect.poll(() => renewalRow.innerText(), { timeout: 15_000 }).toContain('已生效');
    expect(await dialog.count()).toBe(0);
    expect(await page.locator('[data-testid=contract-banner]').count()).toBe(0);
    await page.context().close();
  } catch (error) {
    await keepFailureShot(page, 'supplier-walks', 'contract-gate');
    throw error;
  }
}, 180_000);

/** Sums back from a rating's means (two decimals: exact for any count under 100). */
const sumOf = (mean: number, count: number) => Math.round(mean * count);

it("a receiving check's rejection and shortfall score the delivery and move the supplier's rating in the directory", async () => {
  try {
    const [{ id: fresh, rating: before }] = (await api('buyer', 'GET', '/supplier/directory?name=鲜丰')).records;
    const period = chinaDay(3).slice(0, 7);
    const monthBefore = (await api('buyer', 'GET', `/supplier/directory/${fresh}`)).months.find((m: { period: string }) => m.period === period) ?? { quality: 0, delivery: 0, service: 0, count: 0 };

    // 一食堂 orders 40 of cabbage from 鲜丰 for three days ahead; 鲜丰 accepts and dispatches it
    const canteen = (await api('canteen', 'GET', '/university/restaurants')).find((c: { name: string }) => c.name === '一食堂').id;
    const shop = await api('canteen', 'GET', `/shop/products?restaurantId=${canteen}&arrivalDate=${chinaDay(3)}&pageSize=100`);
    const cabbage = shop.records.find((p: { name: string }) => p.name === '大白菜');
    const order = await api('canteen', 'POST', '/order/orders', { restaurantId: canteen, arrivalDate: chinaDay(3), slot: 'lunch', lines: [{ baseProductId: cabbage.id, quantity: '40' }] });
    const accepted = await api('supplier', 'POST', `/order/lines/${order.lines[0].id}/accept`, { version: order.lines[0].version });
    await api('supplier', 'POST', '/order/deliveries', { lines: [{ id: accepted.id, version: accepted.version }] });
    const dispatched = await api('canteen', 'GET', `/order/lines/${accepted.id}`);
    // the check: 36 received, 2 rejected as spoilt, the 2 missing accepted as final
    const check = { receivedQty: '36', rejectedQty: '2', rejectReason: '部分变质' };
    await api('canteen', 'POST', `/order/lines/${accepted.id}/check`, { version: dispatched.version, ...check, closeShortfall: true });

    // what the rule makes of it (the note was made before the arrival day: not late), one vote more in the rating
    const score = deliveryScore({ lines: [{ dispatched: dispatched.dispatchQty, received: check.receivedQty, rejected: check.rejectedQty }], late: false, afterSales: 0 });
    expect(score.quality + score.delivery).toBeLessThan(10);
    const count = before.count + 1;
    const sums = {
      quality: sumOf(before.quality, before.count) + score.quality,
      delivery: sumOf(before.delivery, before.count) + score.delivery,
      service: sumOf(before.service, before.count) + score.service,
    };
    const overall = meanOf(sums.quality + sums.delivery + sums.service, 3 * count)!;
    const monthSums = {
      quality: sumOf(monthBefore.quality, monthBefore.count) + score.quality,
      delivery: sumOf(monthBefore.delivery, monthBefore.count) + score.delivery,
      service: sumOf(monthBefore.service, monthBefore.count) + score.service,
    };
    const monthCount = monthBefore.count + 1;
    expect(overall).toBeLessThan(before.overall);

    // procurement reads the directory: the row's rating and the drawer's month
    page = await signIn(app!.browser, url, 'buyer');
    await page.goto(`${url}index/SupplierList`);
    const row = page.locator('tr', { hasText: '鲜丰食材有限公司' });
    await expect.poll(() => row.innerText(), { timeout: 30_000 }).toContain(money(overall));
    expect(await row.innerText()).toContain(`${count} 次评价`);
    await row.locator('[data-testid=directory-name]').click();
    const monthRow = page.getByRole('dialog').locator('[data-testid=rating-months] tbody tr', { hasText: period });
    await monthRow.waitFor({ timeout: 15_000 });
    const cells = (await monthRow.locator('td').allInnerTexts()).map((text) => text.trim());
    const mean = (sum: number, n: number) => money(meanOf(sum, n)!);
    expect(cells).toEqual([
      period,
      mean(monthSums.quality + monthSums.delivery + monthSums.service, 3 * monthCount),
      mean(monthSums.quality, monthCount),
      mean(monthSums.delivery, monthCount),
      mean(monthSums.service, monthCount),
      String(monthCount),
    ]);
    await page.context().close();
  } catch (error) {
    await keepFailureShot(page, 'supplier-walks', 'delivery-score');
    throw error;
  }
}, 120_000);

it("the contract drawer shows the contract year's trade from the standing book and the section 9 fee it comes to", async () => {
  try {
    // 禾丰's deliveries arriving at 二食堂 today are checked and approved into the standing book: trade in its contract year
    const today = (await api('canteen', 'GET', `/order/lines?pageSize=100&arrivalFrom=${chinaDay(0)}&arrivalTo=${chinaDay(0)}`)).records
      .filter((l: { supplierName: string; status: string }) => l.supplierName === '禾丰粮油有限公司' && l.status === 'dispatched');
    expect(today.length).toBeGreaterThan(0);
    for (const line of today) {
      const checked = await api('canteen', 'POST', `/order/lines/${line.id}/check`, { version: line.version, receivedQty: line.dispatchQty });
      await api('buyer', 'POST', `/order/lines/${line.id}/approve`, { version: checked.version });
    }
    const [contract] = (await api('admin', 'GET', '/supplier/serviceContract/list?supplierName=禾丰&pageSize=10')).records;
    const detail = await api('admin', 'GET', `/supplier/serviceContract/detail/${contract.id}`);
    // the same sum the standing book's totals give for the year so far, and the fee table applied to it
    const to = detail.endDate < chinaDay(0) ? detail.endDate : chinaDay(0);
    const book = await api('buyer', 'GET', `/order/standing-book/totals?supplierId=${contract.supplierId}&arrivalFrom=${detail.beginDate}&arrivalTo=${to}`);
    expect(Number(book.amount)).toBeGreaterThan(0);
    expect(detail.ledgerTrade).toBe(Number(book.amount));
    expect(detail.ledgerFee).toBe(technicalServiceFee(detail.ledgerTrade));

    page = await signIn(app!.browser, url, 'admin');
    await page.goto(`${url}supplier/contract`);
    const row = page.locator('tbody tr', { hasText: '禾丰粮油有限公司' });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已生效');
    await row.locator('[data-testid=contract-detail]').click();
    const drawer = page.locator('[data-testid=contract-drawer]');
    await drawer.waitFor({ timeout: 15_000 });
    expect(await drawer.locator('[data-testid=ledger-trade]').textContent()).toBe(money(detail.ledgerTrade));
    expect(await drawer.locator('[data-testid=ledger-fee]').textContent()).toBe(money(technicalServiceFee(detail.ledgerTrade)));
    // beside the estimate entered when the contract was opened
    expect(await drawer.textContent()).toContain(money(detail.annualTrade));
    await page.context().close();
  } catch (error) {
    await keepFailureShot(page, 'supplier-walks', 'contract-ledger');
    throw error;
  }
}, 120_000);
