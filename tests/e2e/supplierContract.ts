/** Walks that need a supplier's screens put its demo contract into effect first: the contract gate holds them until then. */
import { expect } from 'vitest';
import { PDF_BYTES } from '../../src/server/storage/samples.ts';
import { apiToken } from './harness.ts';

/** The supplier signs its demo contract (scan uploaded and attached) and the platform countersigns it and puts it into effect. */
export async function contractInEffect(url: string, username: string): Promise<void> {
  const api = async (method: string, path: string, token: string, body?: unknown): Promise<any> =>
    (await fetch(`${url}api${path}`, { method, headers: { 'content-type': 'application/json', 'x-access-token': token }, body: body === undefined ? undefined : JSON.stringify(body) })).json();
  const token = await apiToken(url, username);
  const admin = await apiToken(url, 'admin');
  const contract = (await api('GET', '/supplier/serviceContract/contractValidAndNotify', token)).result.contract;
  const form = new FormData();
  form.append('file', new Blob([PDF_BYTES], { type: 'application/pdf' }), '盖章合同.pdf');
  const uploaded = await (await fetch(`${url}api/sys/common/upload`, { method: 'POST', headers: { 'x-access-token': token }, body: form })).json();
  expect((await api('POST', '/supplier/serviceContract/att/upload', token, { contractId: contract.id, attType: 2, fileName: '盖章合同.pdf', filePath: uploaded.message })).success).toBe(true);
  for (const [who, status] of [[token, 3], [admin, 9], [admin, 12]] as const) {
    const moved = await api('POST', `/supplier/serviceContract/updateStatus?id=${contract.id}&status=${status}`, who, {});
    expect(moved.result?.status, JSON.stringify(moved)).toBe(status);
  }
}
