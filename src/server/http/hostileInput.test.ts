/** Hostile input answers 400 with a message naming what was wrong, never 500, and changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../tests/server/harness.ts';
import { inputProblem, MAX_JSON_DEPTH } from './hostileInput.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
});
afterAll(() => server.close());

/** The buyer's row of the user list, as the edit form reads it. */
async function buyerRecord() {
  const list = await server.call('GET', '/sys/user/list', { token: admin, query: { username: 'buyer' } });
  return list.body.result.records.find((user: { username: string }) => user.username === 'buyer');
}

const nested = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe('inputProblem', () => {
  it('finds NUL and unpaired surrogates in keys and values, with their path', () => {
    expect(inputProblem({ a: [{ b: 'x\u0000y' }] })).toEqual({ kind: 'character', path: 'a[0].b' });
    expect(inputProblem({ realname: 'V\ud800' })).toEqual({ kind: 'character', path: 'realname' });
    expect(inputProblem({ ['k\udc00']: 1 })).toEqual({ kind: 'character', path: 'k\udc00' });
    expect(inputProblem('\ud800')).toEqual({ kind: 'character', path: '(body)' });
  });

  it('accepts paired surrogates (emoji, rare CJK) and ordinary text', () => {
    expect(inputProblem({ name: '食堂 😀 𠀀', list: [1, 'a', null, { ok: true }] })).toBeUndefined();
  });

  it('finds the first level past the limit without recursing', () => {
    expect(inputProblem(JSON.parse(nested(MAX_JSON_DEPTH)))).toBeUndefined();
    expect(inputProblem(JSON.parse(nested(MAX_JSON_DEPTH + 1)))?.kind).toBe('depth');
    expect(inputProblem(JSON.parse(nested(5000)))?.kind).toBe('depth');
  });
});

describe('the API and hostile input', () => {
  it('logs out with Content-Type application/json and an empty body', async () => {
    const token = await server.login('buyer');
    const { status, body } = await server.call('POST', '/sys/logout', { token, headers: { 'content-type': 'application/json' }, body: '' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((await server.call('GET', '/sys/user/queryNowUser', { token })).status).toBe(401);
  });

  it('refuses JSON nested 5,000 deep with 400 naming the depth', async () => {
    const { status, body } = await server.call('PUT', '/sys/user/edit', {
      token: admin,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: `{"id":"x","realname":${nested(5000)}}`,
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/nested too deeply \(realname(\[0\])+, at most 64 levels\)/);
  });

  it('refuses a body that is not JSON with 400 and the parser\'s reason', async () => {
    const { status, body } = await server.call('POST', '/sys/login', { headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: '{"username":' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^The request body is not valid JSON: /);
  });

  it('refuses a lone surrogate in a user edit with 400 and saves nothing of the edit', async () => {
    const buyer = await buyerRecord();
    const { status, body } = await server.call('PUT', '/sys/user/edit', {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { ...buyer, realname: 'V\ud800', phone: '13900000991' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('realname contains a character that cannot be stored (NUL or an unpaired surrogate)');
    const again = await buyerRecord();
    expect(again.phone).toBe(buyer.phone);
    expect(again.realname).toBe(buyer.realname);
  });

  it('refuses null for a field that takes none with 400 naming it, instead of saving it as an empty text, and saves nothing', async () => {
    const buyer = await buyerRecord();
    const { status, body } = await server.call('PUT', '/sys/user/edit', {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { id: buyer.id, realname: null, phone: '13900000992' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('realname may not be null (leave the field out instead)');
    const again = await buyerRecord();
    expect([again.realname, again.phone]).toEqual([buyer.realname, buyer.phone]);
  });

  it('refuses NUL in a query string with 400', async () => {
    const { status, body } = await server.call('GET', '/sys/user/list', { token: admin, query: { username: 'a\u0000b' }, headers: { 'accept-language': 'en' } });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^username contains a character that cannot be stored/);
  });

  it('refuses pageNo=1e300 with 400 instead of an offset PostgreSQL cannot hold', async () => {
    const { status, body } = await server.call('GET', '/sys/user/list', { token: admin, query: { pageNo: '1e300' }, headers: { 'accept-language': 'en' } });
    expect(status).toBe(400);
    expect(body.message).toBe('The page number may be at most 1000000');
  });

  it('answers a template version past 2^31 with 400, not 500', async () => {
    const list = await server.call('GET', '/print/templates', { token: admin });
    const template = list.body.result.records[0];
    const { status, body } = await server.call('PUT', `/print/templates/${template.id}`, {
      token: admin,
      headers: { 'accept-language': 'en' },
      body: { name: template.name, version: 2 ** 31 },
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('keeps answering after all of the above', async () => {
    expect((await server.call('GET', '/health')).status).toBe(200);
  });
});
