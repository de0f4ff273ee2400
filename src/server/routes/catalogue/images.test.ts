/**
 * A base product's images through the API on the seeded database (issue 19): a keeper puts images it uploaded
 * on a product; another user's upload, a document, a path nobody uploaded and a seventh image are refused with
 * their own messages; an image the product holds stays when another keeper edits it; a held image counts as a
 * reference of the file list, so it is not deleted from under the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGES_MAX } from '../../../contract/domain/catalogue.ts';
import { PDF_BYTES, PNG_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { uploadScan } from '../../../../tests/server/tickets.ts';

let server: TestServer;
const tokens: Record<string, string> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function ok(who: string, method: Method, path: string, body?: unknown, query?: Record<string, string>) {
  const response = await server.call(method, path, { token: tokens[who], body, query });
  if (response.body?.success !== true) throw new Error(`${who} ${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}
async function refused(who: string, method: Method, path: string, body: unknown, status: number, message: string | RegExp, language = 'en') {
  const response = await server.call(method, path, { token: tokens[who], body, headers: { 'accept-language': language } });
  expect(response.body?.success, `${who} ${method} ${path} should fail`).toBe(false);
  expect(response.status).toBe(status);
  if (typeof message === 'string') expect(response.body.message).toBe(message);
  else expect(response.body.message).toMatch(message);
}

/** An image upload of `who`'s, answering its stored path. */
async function uploadImage(who: string, filename = 'cabbage.png'): Promise<string> {
  const { payload, headers } = multipartBody({ bytes: PNG_BYTES, filename, contentType: 'image/png' });
  const response = await server.call('POST', '/sys/common/imgupload', { token: tokens[who], body: payload, headers });
  if (response.body?.success !== true) throw new Error(`upload: ${JSON.stringify(response.body)}`);
  return response.body.message as string;
}

let categoryId: string;
let serial = 0;
const product = (images: string[]) => ({ code: `IMG${String(++serial).padStart(3, '0')}`, name: `图片商品${serial}`, categoryId, unit: '斤', images });

beforeAll(async () => {
  server = await startServer();
  for (const name of ['admin', 'buyer', 'supplier']) tokens[name] = await server.login(name);
  categoryId = (await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: '大白菜' })).records[0].categoryId;
});
afterAll(() => server.close());

describe('base product images', () => {
  it('takes an image its keeper uploaded, shows it in the list and the detail, and reads it back', async () => {
    const image = await uploadImage('buyer');
    const made = await ok('buyer', 'POST', '/catalogue/base-products', product([image]));
    expect(made.images).toEqual([image]);
    expect((await ok('admin', 'GET', `/catalogue/base-products/${made.id}`)).images).toEqual([image]);
    expect((await ok('admin', 'GET', '/catalogue/base-products', undefined, { keyword: made.code })).records[0].images).toEqual([image]);
    const read = await server.call('GET', `/sys/common/static/${image}`, { token: tokens.admin });
    expect(read.status).toBe(200);
    expect(Buffer.from(read.response.rawPayload).equals(PNG_BYTES)).toBe(true);
  });

  it('refuses an image another user uploaded, naming it, in both languages', async () => {
    const theirs = await uploadImage('supplier', '供应商的图.png');
    const body = product([theirs]);
    await refused('buyer', 'POST', '/catalogue/base-products', body, 200, `The image "供应商的图.png" was uploaded by someone else; add only images you uploaded (${theirs})`);
    await refused('buyer', 'POST', '/catalogue/base-products', body, 200, `图片“供应商的图.png”不是您上传的，只能添加自己上传的图片（${theirs}）`, 'zh-CN');
    // nothing was made
    expect((await ok('buyer', 'GET', '/catalogue/base-products', undefined, { keyword: body.code })).records).toEqual([]);
  });

  it('keeps the images a product holds when another keeper edits it, but takes only the editor\'s own new ones', async () => {
    const buyers = await uploadImage('buyer', '采购的图.png');
    const body = product([buyers]);
    const made = await ok('buyer', 'POST', '/catalogue/base-products', body);
    // the platform renames it: buyer's image stays, and the platform adds one of its own
    const admins = await uploadImage('admin');
    const edited = await ok('admin', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, name: '改名的商品', images: [buyers, admins], version: 1 });
    expect(edited).toMatchObject({ name: '改名的商品', images: [buyers, admins], version: 2, updateBy: 'admin' });
    // another of buyer's uploads is not on the product: the platform may not add it
    const buyersOther = await uploadImage('buyer', '采购的第二张.png');
    await refused('admin', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, images: [buyers, admins, buyersOther], version: 2 }, 200, /"采购的第二张.png" was uploaded by someone else/);
    // an image taken off is no longer kept: putting it back is adding it again, which only its uploader may
    const removed = await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, images: [buyers], version: 2 });
    expect(removed).toMatchObject({ images: [buyers], version: 3 });
    await refused('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...body, images: [buyers, admins], version: 3 }, 200, /was uploaded by someone else/);
  });

  it('refuses a document, a path nobody uploaded, and a repeat is kept once', async () => {
    const pdf = await uploadScan(server, tokens.buyer!, '说明书.pdf');
    await refused('buyer', 'POST', '/catalogue/base-products', product([pdf]), 200, `The file "说明书.pdf" is not an image, so it cannot be a product image (${pdf})`);
    await refused('buyer', 'POST', '/catalogue/base-products', product(['20260101/nobodyUploadedThis.png']), 200, 'No such uploaded image: 20260101/nobodyUploadedThis.png; please upload it again');
    const image = await uploadImage('buyer');
    expect((await ok('buyer', 'POST', '/catalogue/base-products', product([image, image]))).images).toEqual([image]);
  });

  it(`takes ${PRODUCT_IMAGES_MAX} images and refuses one more with the rule's message`, async () => {
    const images: string[] = [];
    for (let i = 0; i <= PRODUCT_IMAGES_MAX; i += 1) images.push(await uploadImage('buyer', `图${i}.png`));
    const full = await ok('buyer', 'POST', '/catalogue/base-products', product(images.slice(0, PRODUCT_IMAGES_MAX)));
    expect(full.images).toHaveLength(PRODUCT_IMAGES_MAX);
    const body = product(images);
    await refused('buyer', 'POST', '/catalogue/base-products', body, 400, `A product holds at most ${PRODUCT_IMAGES_MAX} images`);
    await refused('buyer', 'PUT', `/catalogue/base-products/${full.id}`, { ...body, version: 1 }, 400, `商品图片最多 ${PRODUCT_IMAGES_MAX} 张`, 'zh-CN');
    // another schema refusal still answers the schema's own words
    await refused('buyer', 'POST', '/catalogue/base-products', { ...body, images: [], code: 'bad code!' }, 400, /Invalid request: body\/code must match pattern/);
  });

  it('counts a product\'s image as a reference of the file, so the file list does not delete it', async () => {
    const image = await uploadImage('buyer', '不能删的图.png');
    const made = await ok('buyer', 'POST', '/catalogue/base-products', product([image]));
    const file = (await ok('admin', 'GET', '/oss/files', undefined, { name: '不能删的图' })).records[0];
    expect(file.references).toEqual([{ kind: 'product', id: made.id, label: made.name }]);
    await refused('admin', 'DELETE', `/oss/files/${file.id}`, undefined, 200, `The file is still referenced and cannot be deleted: product:${made.name}`);
    // taken off the product, it is free to go
    await ok('buyer', 'PUT', `/catalogue/base-products/${made.id}`, { ...product([]), code: made.code, name: made.name, version: 1 });
    expect((await server.call('DELETE', `/oss/files/${file.id}`, { token: tokens.admin })).body.success).toBe(true);
  });
});
