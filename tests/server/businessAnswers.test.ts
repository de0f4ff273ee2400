/**
 * The business routes' answers as they leave the server, serialised by their contract's schema: each
 * carries exactly the keys the browser reads. A schema narrower than the handler's answer would drop a
 * field silently (fast-json-stringify leaves out what the schema does not name); a wider one would throw
 * on a missing required field. The expected keys are written out here, checked against the browser's
 * types, so a change to either side shows up as a failure rather than a blank column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractAttachment, ContractCheck, ServiceContract } from '../../src/api/endpoints/contract.ts';
import { COUNT_PATHS } from '../../src/api/endpoints/counts.ts';
import type { UploadResult } from '../../src/api/endpoints/files.ts';
import type { Announcement, AnnouncementDetail, NoticeList, UserAnnouncementRow } from '../../src/api/endpoints/notices.ts';
import type { TemplateDetail, TemplateRecord, TemplateType } from '../../src/api/endpoints/print.ts';
import type { Envelope, Page } from '../../src/api/types.ts';
import { PNG_BYTES } from '../../src/server/storage/samples.ts';
import { seededContractId, uploadPdf } from './contractSetup.ts';
import { startServer, type TestServer } from './harness.ts';
import { multipartBody } from './multipart.ts';

/** Keys of T written out by hand (the compiler refuses one T does not have). */
const keysOf = <T>(...keys: Array<keyof T & string>): string[] => [...keys].sort();
const keys = (value: unknown): string[] => Object.keys(value as object).sort();

const ENVELOPE = keysOf<Envelope>('success', 'message', 'code', 'result', 'timestamp');
const PAGE = keysOf<Page<unknown>>('records', 'total', 'size', 'current', 'pages');
const TEMPLATE_RECORD = keysOf<TemplateRecord>('id', 'name', 'typeId', 'typeName', 'ownerId', 'private', 'version', 'updatedBy', 'updatedAt');
const TEMPLATE_DETAIL = keysOf<TemplateDetail>('id', 'name', 'typeId', 'private', 'version', 'body', 'sampleData', 'updatedBy', 'updatedAt');
const TEMPLATE_TYPE = keysOf<TemplateType>('id', 'name', 'code', 'sortNo', 'createdBy', 'createdAt', 'updatedBy', 'updatedAt');
const ANNOUNCEMENT = keysOf<Announcement>(
  'id', 'titile', 'sender', 'sendTime', 'createTime', 'msgContent', 'openType', 'openPage', 'busId', 'busType',
  'readFlag', 'priority', 'msgCategory', 'msgType',
);
const NOTICE_LIST = keysOf<NoticeList>('anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal');
const USER_ANNOUNCEMENT_ROW = [...ANNOUNCEMENT, ...keysOf<UserAnnouncementRow>('anntId', 'sendId', 'readTime')].sort();
/** What an administrator reading a draft sees: the user's fields and the administration's. */
const ADMIN_DETAIL = [
  ...ANNOUNCEMENT,
  ...keysOf<AnnouncementDetail>('startTime', 'endTime', 'sendStatus', 'cancelTime', 'userIds', 'createBy', 'updateBy', 'updateTime'),
].sort();
const CONTRACT_CHECK = keysOf<ContractCheck>('isOpen', 'contract', 'notify', 'inForceUntil', 'serviceManagerInfo');
const SERVICE_CONTRACT = keysOf<ServiceContract>(
  'id', 'supplierId', 'supplierName', 'status', 'beginDate', 'endDate', 'totalAmount', 'annualTrade', 'createTime', 'contractAttachments', 'previousId', 'expired', 'renewable',
);
const ATTACHMENT = keysOf<ContractAttachment>('id', 'fileName', 'filePath', 'attType');
const UPLOAD_RESULT = keysOf<UploadResult>('path', 'fileName', 'fileType', 'contentType', 'size');

let server: TestServer;
let admin: string;
let canteen: string;
let supplier: string;
beforeAll(async () => {
  server = await startServer();
  [admin, canteen, supplier] = await Promise.all(['admin', 'canteen', 'supplier'].map((name) => server.login(name)));
});
afterAll(() => server.close());

/** A successful answer's envelope keys and its result. */
async function result(token: string, method: 'GET' | 'POST' | 'PUT', path: string, options: { query?: Record<string, string>; body?: unknown } = {}) {
  const { status, body } = await server.call(method, path, { token, ...options });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.success, JSON.stringify(body)).toBe(true);
  expect(keys(body)).toEqual(ENVELOPE);
  return body.result;
}

describe('print answers', () => {
  it('the template list: page keys and each record without its body', async () => {
    const page = await result(canteen, 'GET', '/print/templates', { query: { pageSize: '50' } });
    expect(keys(page)).toEqual(PAGE);
    expect(page.records.length).toBeGreaterThan(0);
    for (const record of page.records) expect(keys(record)).toEqual(TEMPLATE_RECORD);
    expect(typeof page.records[0].updatedAt).toBe('string');
  });

  it('a template with its body exactly as stored (key order and unknown options kept)', async () => {
    const stored = { zeta: 1, panels: [{ paperType: 'A4', printElements: [], hiprintOnly: { b: 2, a: 1 } }], alpha: true };
    const created = await result(admin, 'POST', '/print/templates', { body: { name: '序列化检查', body: stored } });
    expect(keys(created)).toEqual(TEMPLATE_DETAIL);
    const { response } = await server.call('GET', `/print/templates/${created.id}`, { token: admin });
    const detail = JSON.parse(response.body).result;
    // reading one names its type's code too (the designer's field rows)
    expect(keys(detail)).toEqual([...TEMPLATE_DETAIL, 'typeCode'].sort());
    expect(JSON.stringify(detail.body)).toBe(JSON.stringify(stored));
    const saved = await result(admin, 'PUT', `/print/templates/${created.id}`, { body: { name: '序列化检查 2', version: detail.version } });
    expect(keys(saved)).toEqual(['id', 'updatedAt', 'updatedBy', 'version']);
    expect(saved.version).toBe(detail.version + 1);
  });

  it('template types', async () => {
    const page = await result(canteen, 'GET', '/print/templateTypes', { query: { pageSize: '500' } });
    expect(keys(page)).toEqual(PAGE);
    expect(page.records.length).toBeGreaterThan(0);
    for (const type of page.records) expect(keys(type)).toEqual(TEMPLATE_TYPE);
  });
});

describe('notice answers', () => {
  it('a released announcement in the bell, the user list and the detail; a draft read by an administrator', async () => {
    const draft = await result(admin, 'POST', '/sys/annountCement/add', { body: { titile: '序列化检查通知', msgContent: '<p>正文</p>', priority: 'H' } });
    const unreleased = await result(admin, 'GET', '/sys/annountCement/queryById', { query: { id: draft.id } });
    expect(keys(unreleased)).toEqual(ADMIN_DETAIL);
    await result(admin, 'GET', '/sys/annountCement/doReleaseData', { query: { id: draft.id } });

    const bell = await result(canteen, 'GET', '/sys/annountCement/listByUser');
    expect(keys(bell)).toEqual(NOTICE_LIST);
    const mine = bell.anntMsgList.find((n: { id: string }) => n.id === draft.id);
    expect(keys(mine)).toEqual(ANNOUNCEMENT);
    expect(mine).toMatchObject({ titile: '序列化检查通知', priority: 'H', readFlag: '0', msgContent: '<p>正文</p>' });

    const page = await result(canteen, 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { query: { pageSize: '50' } });
    expect(keys(page)).toEqual(PAGE);
    const row = page.records.find((r: { id: string }) => r.id === draft.id);
    expect(keys(row)).toEqual(USER_ANNOUNCEMENT_ROW);
    expect(row.anntId).toBe(draft.id);

    const detail = await result(canteen, 'GET', '/sys/annountCement/queryById', { query: { id: draft.id } });
    expect(keys(detail)).toEqual(ANNOUNCEMENT);
  });
});

describe('counts, contract and files answers', () => {
  it('every pending count the bell asks is a number', async () => {
    for (const token of [admin, canteen, supplier]) {
      for (const path of Object.values(COUNT_PATHS)) {
        expect(typeof (await result(token, 'GET', path))).toBe('number');
      }
    }
  });

  it("the supplier's contract check, with its attachments", async () => {
    const contractId = await seededContractId(server);
    const filePath = await uploadPdf(server, supplier);
    await result(supplier, 'POST', '/supplier/serviceContract/att/upload', { body: { contractId, attType: 2, fileName: '扫描件.pdf', filePath } });
    const check = await result(supplier, 'GET', '/supplier/serviceContract/contractValidAndNotify');
    expect(keys(check)).toEqual(CONTRACT_CHECK);
    expect(keys(check.serviceManagerInfo)).toEqual(['name', 'phone']);
    expect(keys(check.contract)).toEqual(SERVICE_CONTRACT);
    expect(check.contract.contractAttachments.length).toBeGreaterThan(0);
    for (const attachment of check.contract.contractAttachments) expect(keys(attachment)).toEqual(ATTACHMENT);
    expect(typeof check.contract.annualTrade).toBe('number');

    const list = await result(admin, 'GET', '/supplier/serviceContract/list');
    for (const contract of list.records) expect(keys(contract)).toEqual(SERVICE_CONTRACT);
  });

  it('the upload answer: the envelope with fileName and fileType beside it, and the stored file in result', async () => {
    const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename: '门头照.png', contentType: 'image/png' });
    const { body } = await server.call('POST', '/sys/common/imgupload', { token: supplier, body: payload, headers });
    expect(keys(body)).toEqual([...ENVELOPE, 'fileName', 'fileType'].sort());
    expect(keys(body.result)).toEqual(UPLOAD_RESULT);
    expect(body.result).toMatchObject({ path: body.message, fileName: '门头照.png', fileType: 'png', contentType: 'image/png', size: PNG_BYTES.length });
  });
});
