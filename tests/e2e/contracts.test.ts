/**
 * Service contracts from the platform side in a browser (issue 19): the administrator opens a contract for
 * 禾丰 (besides the one in effect in the demo data) on 服务合同 and initiates it; 禾丰 signs through the API (its scan
 * uploaded, as its contract gate does); the administrator countersigns, puts it into effect and reads the
 * attachments in the detail drawer.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PDF_BYTES } from '../../src/server/storage/samples.ts';
import { apiToken, keepFailureShot, signIn, startApp, type E2eApp } from './harness.ts';

let app: E2eApp | undefined;
let page: Page | undefined;

beforeAll(async () => {
  app = await startApp();
}, 300_000);
afterAll(() => app?.stop());

const api = async (token: string, path: string, body?: unknown, query = '') => {
  const response = await fetch(`${app!.url}api${path}${query}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { success: boolean; result: any; message: string };
};

/** The confirm dialog's button named `name`. */
const confirm = (p: Page, name: string) => p.getByRole('dialog').getByRole('button', { name, exact: true }).click();

it('the platform opens, initiates, countersigns and puts a contract into effect', async () => {
  const url = app!.url;
  try {
    page = await signIn(app!.browser, url, 'admin');
    await page.goto(`${url}supplier/contract`);
    await page.locator('[data-testid=contract-add]').click();
    await page.locator('[data-field=supplierId]').click();
    await page.getByRole('option', { name: '禾丰粮油有限公司' }).click();
    await page.locator('[data-field=annualTrade]').fill('200000');
    await page.locator('[data-testid=contract-save]').click();
    // the demo's own 禾丰 contract is in effect already: this walk's row is the one of 200,000 yuan
    const row = page.locator('tr', { hasText: '禾丰粮油有限公司' }).filter({ hasText: '200000.00' });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('未发起');
    expect(await row.innerText()).toContain('3000.00');

    await row.locator('[data-testid=contract-initiate]').click();
    await confirm(page, '发起');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('待供应商签署');

    // 禾丰 signs: its stamped scan uploaded and attached, then the confirmation (what its contract gate sends)
    const grain = await apiToken(url, 'grain');
    const contract = (await api(grain, '/supplier/serviceContract/contractValidAndNotify')).result.contract;
    const form = new FormData();
    form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), '盖章合同.pdf');
    const uploaded = (await (await fetch(`${url}api/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': grain }, body: form })).json()) as { message: string };
    expect((await api(grain, '/supplier/serviceContract/att/upload', { contractId: contract.id, attType: 2, fileName: '盖章合同.pdf', filePath: uploaded.message })).success).toBe(true);
    expect((await api(grain, '/supplier/serviceContract/updateStatus', {}, `?id=${contract.id}&status=3`)).result.status).toBe(3);

    await page.locator('[data-testid=filter-status]').click();
    await page.getByRole('option', { name: '供应商已签署' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page!.locator('tbody tr:visible').count(), { timeout: 15_000 }).toBe(1);
    await row.locator('[data-testid=contract-countersign]').click();
    await confirm(page, '会签');
    await expect.poll(() => page!.locator('tbody tr:visible', { hasText: '禾丰' }).count(), { timeout: 15_000 }).toBe(0);

    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('双方已签署');
    await row.locator('[data-testid=contract-effect]').click();
    await confirm(page, '生效');
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已生效');

    // a slow answer: the drawer shows the shape of the contract while it loads, not a blank panel
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    const detailRoute = /\/api\/supplier\/serviceContract\/detail\/[^/?]+(\?|$)/;
    await page.route(detailRoute, async (route) => { await held; await route.continue(); });
    await row.locator('[data-testid=contract-detail]').click();
    await page.getByRole('dialog').getByTestId('drawer-skeleton').waitFor({ timeout: 15_000 });
    release();
    const drawer = page.locator('[data-testid=contract-drawer]');
    await drawer.waitFor({ timeout: 15_000 });
    // the held request went on (its handler is done): only now the route goes
    await page.unroute(detailRoute);
    expect(await page.getByRole('dialog').getByTestId('drawer-skeleton').count()).toBe(0);
    await expect.poll(() => drawer.innerText(), { timeout: 15_000 }).toContain('盖章合同.pdf');
    expect(await drawer.innerText()).toContain('供应商盖章合同');
  } catch (error) {
    await keepFailureShot(page, 'contracts', 'platform-walk');
    throw error;
  }
}, 300_000);
