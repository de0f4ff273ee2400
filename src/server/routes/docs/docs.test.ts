/**
 * The one contract holds: every API route is registered from a contract (a summary and a 200 answer
 * schema), every error the server throws is in the catalogue and every catalogue entry is thrown, and the
 * reference (OpenAPI document and page) lists every route with what it takes and answers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../../tests/server/harness.ts';
import { ERRORS } from '../../../contract/errors.ts';
import type { OpenApiDocument, Operation } from './page.ts';

type Document = OpenApiDocument & { openapi: string };

/**
 * Routes of features whose contracts are written on another branch. Temporary: converted on branch
 * contract-business; this list is emptied when the branches merge. Nothing may be added to it.
 */
const NOT_YET_CONVERTED = new Set<string>([]);

let server: TestServer;
let document: Document;
beforeAll(async () => {
  server = await startServer();
  const { status, body } = await server.call('GET', '/docs/openapi.json');
  expect(status).toBe(200);
  document = body;
});
afterAll(() => server.close());

function operations(): Array<{ key: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('every route has a contract', () => {
  it('the OpenAPI document lists the API routes, and only those', () => {
    const keys = operations().map((op) => op.key);
    expect(keys.length).toBeGreaterThan(100);
    // one route of every feature (the document is built from every route Fastify registered: its onRoute hook)
    expect(keys).toEqual(expect.arrayContaining([
      'GET /health', 'POST /sys/login', 'GET /sys/user/queryNowUser', 'GET /sys/permission/getUserPermissionByToken',
      'GET /sys/dict/getDictItems/{code}', 'GET /sys/duplicate/check', 'GET /sys/role/list', 'GET /sys/user/list',
      'GET /sys/permission/list', 'GET /sys/sysDepart/queryTreeList', 'GET /sys/log/list', 'GET /websocket/{userId}',
      'GET /sys/region/children', 'GET /docs', 'GET /docs/openapi.json', 'GET /sys/common/static/{*}',
    ]));
    // paths are relative to the API base, the document's server (GET /api/role is /api/api/role); no HEAD twins
    expect(keys).toContain('GET /api/role');
    expect(keys.filter((key) => key.startsWith('HEAD '))).toEqual([]);
  });

  it('each has a summary, a tag and a 200 answer schema', () => {
    const missing = operations()
      .filter(({ operation }) => {
        const ok = operation.responses?.['200'];
        return !operation.summary || !operation.tags?.length || !ok?.content || Object.keys(ok.content).length === 0;
      })
      .map((op) => op.key)
      .filter((key) => !NOT_YET_CONVERTED.has(key));
    expect(missing).toEqual([]);
  });

  it('the allow-list names only routes that exist and still lack a contract', () => {
    const byKey = new Map(operations().map((op) => [op.key, op.operation]));
    for (const key of NOT_YET_CONVERTED) {
      expect(byKey.has(key), key).toBe(true);
      expect(byKey.get(key)!.summary, `${key} is converted: remove it from NOT_YET_CONVERTED`).toBeUndefined();
    }
  });

  it('documents who may call each route', () => {
    const login = document.paths['/sys/login'].post;
    expect(login).toMatchObject({ 'x-public': true, 'x-login-type': true, 'x-rate-limit': { max: 30, timeWindow: '1 minute' } });
    expect(document.paths['/sys/user/list'].get).toMatchObject({ 'x-public': false, 'x-perm': 'system:user:list' });
    expect(document.paths['/sys/role/queryall'].get['x-any-perm']).toEqual(expect.arrayContaining(['system:role:list']));
    expect(document.paths['/sys/user/queryNowUser'].get['x-public']).toBe(false);
  });
});

/** Every .ts file under a directory, tests excluded. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the error catalogue', () => {
  const root = join(import.meta.dirname, '..', '..');
  const code = sources(root).map((path) => readFileSync(path, 'utf8')).join('\n');
  // The shared validation rules return catalogue codes that the server throws and the forms show.
  // So do the state machines' guards (src/contract/domain).
  const rules = ['rules', 'domain'].flatMap((dir) => sources(join(root, '..', 'contract', dir))).map((path) => readFileSync(path, 'utf8')).join('\n');

  it('holds every code the server throws', () => {
    const thrown = new Set([...code.matchAll(/(?:fail|new ApiError)\(\s*'([A-Z0-9_]+)'/g)].map((match) => match[1]));
    expect(thrown.size).toBeGreaterThan(50);
    expect([...thrown].filter((c) => !Object.hasOwn(ERRORS, c))).toEqual([]);
  });

  it('gives every entry a Chinese and an English message with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [name, entry] of Object.entries(ERRORS)) {
      expect(entry.zh.trim(), name).not.toBe('');
      expect(entry.en.trim(), name).not.toBe('');
      expect(placeholders(entry.zh), name).toEqual(placeholders(entry.en));
      expect(entry.status, name).toBeGreaterThanOrEqual(200);
    }
  });

  it('has no entry that neither the server nor the shared rules use', () => {
    // thrown directly, or named as a code a rule or helper returns for its caller to throw (passwordProblem …)
    const used = code + rules;
    const unused = Object.keys(ERRORS).filter((name) => !used.includes(`'${name}'`) && !used.includes(`ERRORS.${name}`));
    expect(unused).toEqual([]);
  });
});

describe('the reference', () => {
  it('openapi.json is an OpenAPI 3 document of the API with each route\'s request and answer', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('larder API');
    expect(document.servers).toEqual([{ url: server.config.apiBase }]);
    const login = document.paths['/sys/login'].post;
    expect(login.requestBody?.content?.['application/json']?.schema?.properties).toHaveProperty('username');
    const envelope = login.responses!['200'].content!['application/json'].schema!;
    expect(Object.keys(envelope.properties as object)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    const list = document.paths['/sys/user/list'].get;
    expect(list.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['pageNo', 'pageSize', 'username']));
    expect(document.paths['/sys/dict/getDictItems/{code}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'code', in: 'path', required: true }),
    ]);
    // the recursive menu shapes are named components
    expect(Object.values(document.components?.schemas ?? {}).map((schema) => schema.title)).toEqual(
      expect.arrayContaining(['MenuItem', 'MenuNode', 'PickerNode', 'DepartNode', 'CategoryNode']),
    );
  });

  it('describes nullable fields as nullable (OpenAPI 3.0: nullable beside the type; an enum lists null)', async () => {
    const body = document.paths['/catalogue/base-products'].post.requestBody?.content?.['application/json']?.schema?.properties as Record<string, unknown>;
    expect(body.shelfLifeDays).toEqual({ type: 'integer', minimum: 0, maximum: 3650, nullable: true });
    expect(body.spec).toEqual({ type: 'string', maxLength: 100, nullable: true });
    const reconciliation = document.paths['/ticket/reconciliation'].get.responses!['200'].content!['application/json'].schema!.properties as any;
    expect(reconciliation.result.properties.rows.items.properties.ticketStatus).toEqual({ type: 'string', nullable: true, enum: ['uploaded', 'verified', 'rejected', 'settled', null] });
    const html = (await server.call('GET', '/docs')).response.body;
    expect(html).toContain('shelfLifeDays?: integer | null (≥ 0, ≤ 3650)');
    expect(html).toContain('ticketStatus: &quot;uploaded&quot; | &quot;verified&quot; | &quot;rejected&quot; | &quot;settled&quot; | null');
  });

  it('is public and answers the same document each time', async () => {
    const again = await server.call('GET', '/docs/openapi.json');
    expect(again.response.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toEqual(document);
  });

  it('/docs is a page naming every route, who may call it, and the error catalogue', async () => {
    const { status, response } = await server.call('GET', '/docs');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/i);
    for (const { key } of operations()) {
      const [method, path] = key.split(' ');
      expect(html, key).toContain(`<span class="method ${method.toLowerCase()}">${method}</span> <code>${path.replace(/&/g, '&amp;')}</code>`);
    }
    expect(html).toContain('permission <code>system:user:list</code>');
    expect(html).toContain('public (no session needed)');
    for (const [name, entry] of Object.entries(ERRORS)) {
      expect(html, name).toContain(`<td><code>${name}</code></td><td>${entry.status}</td>`);
    }
    // a result schema, readably
    expect(html).toMatch(/multi_depart: 0 \| 1 \| 2/);
  });
});
