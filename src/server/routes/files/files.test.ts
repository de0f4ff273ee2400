import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, files, users } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { DOC_BYTES, DOCX_BYTES, GIF_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, XLS_BYTES, XLSX_BYTES } from '../../storage/samples.ts';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { multipartBody } from '../../../../tests/server/multipart.ts';
import { contentDisposition, downloadName } from '../../http/download.ts';
import { uploadLimitBytes } from './upload.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await server.login('supplier');
});
afterAll(() => server.close());

const MB = 1024 * 1024;

async function upload(path: '/sys/common/upload' | '/sys/common/imgupload', bytes: Buffer, filename: string, contentType?: string, as: TestServer = server, auth = token) {
  const { payload, headers } = multipartBody({ bytes, filename, contentType });
  return as.call('POST', path, { token: auth, body: payload, headers });
}

/** `size` bytes that sniff as PNG. */
const pngOfSize = (size: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 7)]);

describe('POST /sys/common/upload', () => {
  it('stores a pdf under a generated name and answers {message: path, fileName, fileType}', async () => {
    const { status, body } = await upload('/sys/common/upload', PDF_BYTES, '服务合同.pdf', 'application/pdf');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^\d{8}\/[A-Za-z0-9_-]{22}\.pdf$/);
    expect(body).toMatchObject({ fileName: '服务合同.pdf', fileType: 'pdf' });
    expect(body.result).toEqual({ path: body.message, fileName: '服务合同.pdf', fileType: 'pdf', contentType: 'application/pdf', size: PDF_BYTES.length });
    const [row] = await server.database.db.select().from(files).where(eq(files.path, body.message));
    expect(row).toMatchObject({ originalName: '服务合同.pdf', contentType: 'application/pdf', size: PDF_BYTES.length, storage: 'local' });
    expect(existsSync(join(server.config.uploadDir, body.message))).toBe(true);
    const [entry] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file_upload'), eq(auditLog.target, body.message)));
    expect(entry).toMatchObject({ username: 'supplier', detail: { originalName: '服务合同.pdf', contentType: 'application/pdf', size: PDF_BYTES.length } });
    expect(entry!.ip).toBeTruthy();
  });

  it.each([
    ['jpeg', JPEG_BYTES, 'a.jpeg', 'jpg'],
    ['png', PNG_BYTES, 'a.png', 'png'],
    ['gif', GIF_BYTES, 'a.gif', 'gif'],
    ['docx', DOCX_BYTES, '合同.docx', 'docx'],
    ['xlsx', XLSX_BYTES, '对账.xlsx', 'xlsx'],
    ['doc', DOC_BYTES, '合同.doc', 'doc'],
    ['xls', XLS_BYTES, '对账.xls', 'xls'],
  ])('accepts %s', async (_label, bytes, name, ext) => {
    const { body } = await upload('/sys/common/upload', bytes, name);
    expect(body).toMatchObject({ success: true, fileType: ext, fileName: name });
    expect(body.message.endsWith(`.${ext}`)).toBe(true);
  });

  it('decides the type from the bytes, not from the name or the declared type', async () => {
    const disguised = await upload('/sys/common/upload', PNG_BYTES, 'evil.html', 'text/html');
    expect(disguised.body).toMatchObject({ success: true, fileType: 'png' });
    expect(disguised.body.message).toMatch(/\.png$/);
    const script = await upload('/sys/common/upload', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png');
    expect(script.status).toBe(200);
    expect(script.body).toMatchObject({ success: false });
    expect(script.body.message).toBe('不支持的文件类型，仅支持 jpg、png、gif、pdf、doc、docx、xls、xlsx 格式，请更换文件后重新上传');
  });

  it('keeps only the last part of the name, without control characters', async () => {
    const { body } = await upload('/sys/common/upload', PDF_BYTES, 'C:\\fakepath\\..\\合同\u0007.pdf');
    expect(body.fileName).toBe('合同.pdf');
    const slashes = await upload('/sys/common/upload', PDF_BYTES, '../../etc/passwd');
    expect(slashes.body.fileName).toBe('passwd');
    expect(slashes.body.message).toMatch(/^\d{8}\/[A-Za-z0-9_-]{22}\.pdf$/);
  });

  it('refuses a file over the limit (1 MB by default) with the spec message, and keeps nothing', async () => {
    const before = (await server.database.db.select().from(files)).length;
    const { body } = await upload('/sys/common/upload', pngOfSize(MB + 1), 'big.png');
    expect(body).toMatchObject({ success: false, message: '文件大小超过 1MB 限制，请更换文件后重新上传' });
    const english = await server.call('POST', '/sys/common/upload', {
      token, ...(() => { const m = multipartBody({ bytes: pngOfSize(2 * MB), filename: 'big.png' }); return { body: m.payload, headers: { ...m.headers, 'accept-language': 'en' } }; })(),
    });
    expect(english.body.message).toBe('The file is larger than 1 MB; please change the file and upload again');
    expect((await server.database.db.select().from(files)).length).toBe(before);
    const exact = await upload('/sys/common/upload', pngOfSize(MB), 'exact.png');
    expect(exact.body.success).toBe(true);
  });

  it('refuses an empty file and a request without a file', async () => {
    expect((await upload('/sys/common/upload', Buffer.alloc(0), 'empty.pdf')).body).toMatchObject({ success: false, message: '文件内容为空，请更换文件后重新上传' });
    const json = await server.call('POST', '/sys/common/upload', { token, body: { file: 'x' } });
    expect(json.body).toMatchObject({ success: false, message: '请选择要上传的文件' });
  });

  it('401 without a token', async () => {
    const { payload, headers } = multipartBody({ bytes: PDF_BYTES, filename: 'a.pdf' });
    expect((await server.call('POST', '/sys/common/upload', { body: payload, headers })).status).toBe(401);
    expect((await server.call('POST', '/sys/common/imgupload', { body: payload, headers })).status).toBe(401);
  });
});

describe('POST /sys/common/imgupload', () => {
  it('accepts images', async () => {
    const { body } = await upload('/sys/common/imgupload', GIF_BYTES, 'logo.gif', 'image/gif');
    expect(body).toMatchObject({ success: true, fileType: 'gif' });
  });

  it('refuses documents, whatever they claim to be', async () => {
    for (const bytes of [PDF_BYTES, DOCX_BYTES]) {
      const { body } = await upload('/sys/common/imgupload', bytes, 'photo.png', 'image/png');
      expect(body).toMatchObject({ success: false, message: '只能上传图片（jpg、png、gif），请更换文件后重新上传' });
    }
  });
});

describe('the upload limit is configurable up to the hard cap', () => {
  it('reads LARDER_UPLOAD_LIMIT_MB and never goes past 10 MB', () => {
    expect(loadConfig({}).uploadLimitMB).toBe(1);
    expect(loadConfig({ LARDER_UPLOAD_LIMIT_MB: '4' }).uploadLimitMB).toBe(4);
    expect(loadConfig({ LARDER_UPLOAD_LIMIT_MB: '50' }).uploadLimitMB).toBe(10);
    expect(uploadLimitBytes(50)).toBe(10 * MB);
  });

  it('a server with a 2 MB limit takes 1.5 MB and refuses 2.5 MB', async () => {
    const larger = await startServer({ uploadLimitMB: 2 });
    try {
      const auth = await larger.login('supplier');
      expect((await upload('/sys/common/upload', pngOfSize(1.5 * MB), 'a.png', undefined, larger, auth)).body.success).toBe(true);
      expect((await upload('/sys/common/upload', pngOfSize(2.5 * MB), 'b.png', undefined, larger, auth)).body.message).toBe('文件大小超过 2MB 限制，请更换文件后重新上传');
    } finally {
      await larger.close();
    }
  });

  it('over real HTTP, an oversized upload gets its answer without the whole body being read', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    form.append('file', new Blob([pngOfSize(6 * MB)], { type: 'image/png' }), 'big.png');
    const response = await fetch(`${address}/api/sys/common/upload`, { method: 'POST', body: form, headers: { 'x-access-token': token } });
    const body = await response.json();
    expect(body).toMatchObject({ success: false, message: '文件大小超过 1MB 限制，请更换文件后重新上传' });
  });
});

describe('GET /sys/common/static/<path>', () => {
  let pngPath: string;
  let docxPath: string;
  beforeAll(async () => {
    pngPath = (await upload('/sys/common/upload', PNG_BYTES, '门头照.png')).body.message;
    docxPath = (await upload('/sys/common/upload', DOCX_BYTES, '合同草稿.exe')).body.message;
  });

  it('serves an image inline with its recorded type and nosniff', async () => {
    const { status, response } = await server.call('GET', `/sys/common/static/${pngPath}`, { token });
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="___.png"; filename*=UTF-8''${encodeURIComponent('门头照.png')}`);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('serves other documents as attachments, named with their real extension', async () => {
    const { response } = await server.call('GET', `/sys/common/static/${docxPath}`, { token });
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="____.exe.docx"; filename*=UTF-8''${encodeURIComponent('合同草稿.exe.docx')}`);
  });

  it('takes the token from the query (links and <img> tags)', async () => {
    const { status } = await server.call('GET', `/sys/common/static/${pngPath}`, { query: { token } });
    expect(status).toBe(200);
  });

  it('401 without a token', async () => {
    expect((await server.call('GET', `/sys/common/static/${pngPath}`)).status).toBe(401);
  });

  it('404 for a file on disk that was never uploaded, and for an unknown name', async () => {
    mkdirSync(join(server.config.uploadDir, '20200101'), { recursive: true });
    writeFileSync(join(server.config.uploadDir, '20200101', 'planted1234.png'), PNG_BYTES);
    expect((await server.call('GET', '/sys/common/static/20200101/planted1234.png', { token })).status).toBe(404);
    expect((await server.call('GET', '/sys/common/static/20200101/unknown1234.png', { token })).status).toBe(404);
  });

  it('never leaves the storage root', async () => {
    // a file next to the storage root that traversal would reach
    writeFileSync(join(server.config.uploadDir, '..', 'secret.png'), 'TOPSECRET');
    const attempts = [
      '../secret.png',
      '..%2fsecret.png',
      '%2e%2e/secret.png',
      '%2e%2e%2fsecret.png',
      '20240101/..%2f..%2fsecret.png',
      `${pngPath.split('/')[0]}/../../secret.png`,
      '..\\secret.png',
      '..%5csecret.png',
      '/etc/passwd',
      '%2fetc%2fpasswd',
      `${pngPath}%00.png`,
      `${pngPath.replace('/', '%2f')}`,
      '....//secret.png',
    ];
    for (const attempt of attempts) {
      const { status, response } = await server.call('GET', `/sys/common/static/${attempt}`, { token });
      expect([400, 404], attempt).toContain(status);
      expect(response.body).not.toContain('TOPSECRET');
      expect(response.body).not.toContain('root:');
    }
  });
});

describe('helpers', () => {
  it('content-disposition keeps quotes and line breaks out of the header', () => {
    expect(contentDisposition('attachment', 'a"b\r\nc.pdf')).toBe(`attachment; filename="a_b__c.pdf"; filename*=UTF-8''a%22b%0D%0Ac.pdf`);
    expect(downloadName('photo.JPEG', '20240101/abcdefgh.jpg')).toBe('photo.JPEG');
    expect(downloadName('invoice', '20240101/abcdefgh.pdf')).toBe('invoice.pdf');
  });
});

describe('who may read a file back, signed links and quotas', () => {
  const uploadAs = async (auth: string, bytes: Buffer, filename: string, purpose?: string) => {
    const { payload, headers } = multipartBody({ bytes, filename }, purpose ? { purpose } : {});
    return server.call('POST', '/sys/common/upload', { token: auth, body: payload, headers });
  };
  const read = (path: string, auth?: string, query?: Record<string, string>) => server.call('GET', `/sys/common/static/${path}`, { token: auth, query });
  const linkFor = (path: string, auth: string) => server.call('POST', '/sys/common/fileLink', { token: auth, body: { path } });

  it('keeps a contract scan to its uploader and the staff who manage contracts', async () => {
    const scan = (await uploadAs(token, PDF_BYTES, '合同扫描件.pdf', 'contract')).body.result;
    const [row] = await server.database.db.select().from(files).where(eq(files.path, scan.path));
    expect(row.purpose).toBe('contract');
    expect((await read(scan.path, token)).status).toBe(200);
    expect((await read(scan.path, await server.login('admin'))).status).toBe(200);
    const canteen = await read(scan.path, await server.login('canteen'));
    expect(canteen.status).toBe(403);
    expect(canteen.body.message).toBe('无权查看该文件');
  });

  it('lets any signed-in user read images and documents, as before', async () => {
    const image = (await uploadAs(token, PNG_BYTES, 'logo.png')).body.result;
    const document = (await uploadAs(token, DOCX_BYTES, 'notice.docx')).body.result;
    const canteen = await server.login('canteen');
    expect((await read(image.path, canteen)).status).toBe(200);
    expect((await read(document.path, canteen)).status).toBe(200);
    const [imageRow] = await server.database.db.select().from(files).where(eq(files.path, image.path));
    expect(imageRow.purpose).toBe('image');
  });

  it('serves a brand image to anyone, without a session (the login page shows it), and nothing else that way', async () => {
    const admin = await server.login('admin');
    const logo = (await uploadAs(admin, PNG_BYTES, 'logo.png', 'brand')).body.result;
    const open = await read(logo.path);
    expect(open.status).toBe(200);
    expect(open.response.headers['content-type']).toBe('image/png');
    expect(open.response.headers['cache-control']).toBe('public, max-age=86400');
    expect(open.response.rawPayload.equals(PNG_BYTES)).toBe(true);
    // an ordinary image keeps asking for a session, and an unknown name answers the same as it
    const image = (await uploadAs(admin, PNG_BYTES, 'shelf.png')).body.result;
    expect((await read(image.path)).status).toBe(401);
    expect((await read('20990101/unknownunknownunknown1.png')).status).toBe(401);
  });

  it('takes brand images only as images, only from those who edit the platform settings', async () => {
    const admin = await server.login('admin');
    const notImage = await uploadAs(admin, PDF_BYTES, 'logo.pdf', 'brand');
    expect(notImage.body.success).toBe(false);
    expect(notImage.body.message).toContain('jpg');
    const buyer = await uploadAs(await server.login('buyer'), PNG_BYTES, 'logo.png', 'brand');
    expect(buyer.status).toBe(403);
    expect(await server.database.db.select().from(files).where(eq(files.originalName, 'logo.pdf'))).toEqual([]);
  });

  it('refuses an unknown purpose', async () => {
    const { status, body } = await uploadAs(token, PNG_BYTES, 'x.png', 'secret');
    expect(status).toBe(400);
    expect(body.message).toContain('purpose must be one of image, document, contract, brand');
  });

  it('gives a signed link that reads the file without a session, and only that file, only until it expires', async () => {
    const image = (await uploadAs(token, PNG_BYTES, 'shelf.png')).body.result;
    const other = (await uploadAs(token, GIF_BYTES, 'other.gif')).body.result;
    const { body } = await linkFor(image.path, token);
    expect(body.result.expiresAt).toBeGreaterThan(Date.now() + 9 * 60_000);
    const url = new URL(body.result.url, 'http://x');
    expect(url.pathname).toBe(`/api/sys/common/static/${image.path}`);
    expect(url.searchParams.has('token')).toBe(false);
    const query = Object.fromEntries(url.searchParams);
    const fetched = await read(image.path, undefined, query);
    expect(fetched.status).toBe(200);
    expect(fetched.response.rawPayload.equals(PNG_BYTES)).toBe(true);
    // The same signature on another file, a changed expiry, a changed signature: refused.
    expect((await read(other.path, undefined, query)).status).toBe(403);
    expect((await read(image.path, undefined, { ...query, exp: String(Number(query.exp) + 60) })).body.message).toBe('文件链接无效或已过期');
    expect((await read(image.path, undefined, { ...query, sig: query.sig!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).status).toBe(403);
    // An expired link, signed with the server's key.
    const { serverSecret } = await import('../../db/secrets.ts');
    const { signLink } = await import('../../http/signedLinks.ts');
    const expired = signLink(await serverSecret(server.database.db, 'file-links'), image.path, Math.floor(Date.now() / 1000) - 1);
    expect((await read(image.path, undefined, { exp: String(expired.exp), sig: expired.sig })).status).toBe(403);
  });

  it('signs a link only for a file the caller may read', async () => {
    const scan = (await uploadAs(token, PDF_BYTES, 'scan.pdf', 'contract')).body.result;
    expect((await linkFor(scan.path, await server.login('canteen'))).status).toBe(403);
    expect((await linkFor('nope.png', token)).body.success).toBe(false);
  });

  it("holds each user to a quota, counted one upload at a time, and keeps nothing of a refused upload", async () => {
    const small = await startServer({ uploadQuotaMB: 3000 / MB });
    try {
      const auth = await small.login('buyer');
      const png = pngOfSize(1200);
      const answers = await Promise.all([1, 2, 3].map(() => {
        const { payload, headers } = multipartBody({ bytes: png, filename: 'q.png' });
        return small.call('POST', '/sys/common/upload', { token: auth, body: payload, headers });
      }));
      expect(answers.filter((a) => a.body.success)).toHaveLength(2);
      const refused = answers.find((a) => !a.body.success)!;
      expect(refused.body.message).toMatch(/^上传空间不足：已用 0 MB，上限 0\.00286\d* MB$/);
      const [user] = await small.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
      const kept = await small.database.db.select().from(files).where(eq(files.uploadedBy, user.id));
      expect(kept).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});
