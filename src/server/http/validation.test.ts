/**
 * How the request validator (the app's Ajv options, which coerce) reads the contract's nullable fields:
 * null stays null, a valid 0, false or '' stays as sent, query strings are still read as numbers and
 * lists, and a nullable enum still refuses what it does not list. Then the same over every request schema
 * of every route contract.
 */
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { DateTime, Nullable } from '../../contract/envelope.ts';
import type { RouteContract } from '../../contract/route.ts';
import { requestValidation } from './validation.ts';

/** A bare app with the server's validator: POST /<i> answers the body schema `{value: schemas[i]}` read back. */
async function echoApp(schemas: TSchema[]): Promise<FastifyInstance> {
  const app = Fastify({ ajv: requestValidation });
  schemas.forEach((schema, i) => {
    app.post(`/${i}`, { schema: { body: Type.Object({ value: schema }) } }, async (request) => request.body);
  });
  await app.ready();
  return app;
}

async function read(app: FastifyInstance, i: number, value: unknown): Promise<{ status: number; value?: unknown }> {
  const response = await app.inject({ method: 'POST', url: `/${i}`, payload: { value } });
  return { status: response.statusCode, value: response.statusCode === 200 ? response.json().value : undefined };
}

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Each kind of nullable field, with valid values that a coercing union used to be able to confuse with null. */
const KINDS: Array<{ kind: string; schema: TSchema; kept: unknown[]; refused?: unknown[] }> = [
  { kind: 'integer', schema: Nullable(Type.Integer({ minimum: 0, maximum: 3650 })), kept: [0, 5], refused: [-1, 'x'] },
  { kind: 'number', schema: Nullable(Type.Number({ minimum: 0 })), kept: [0, 1.5], refused: [-1] },
  { kind: 'boolean', schema: Nullable(Type.Boolean()), kept: [false, true] },
  { kind: 'text', schema: Nullable(Type.String({ maxLength: 5 })), kept: ['', '0', 'abc'], refused: ['toolong'] },
  { kind: 'enum', schema: Nullable(Type.Enum(['open', 'closed'])), kept: ['open', 'closed'], refused: ['', 'other', 0] },
  { kind: 'literal', schema: Nullable(Type.Literal('yes')), kept: ['yes'], refused: ['', 'no'] },
  { kind: 'union of literals', schema: Nullable(Type.Union([Type.Literal('a'), Type.Literal('b')])), kept: ['a', 'b'], refused: ['', 'c'] },
  { kind: 'day', schema: Nullable(Day), kept: ['2026-01-31'], refused: ['31.01.2026'] },
  { kind: 'date-time', schema: Nullable(DateTime), kept: ['2026-01-31T08:00:00.000Z'], refused: ['yesterday'] },
  { kind: 'object', schema: Nullable(Type.Object({ x: Type.Integer() })), kept: [{ x: 0 }], refused: [{}] },
  { kind: 'list', schema: Nullable(Type.Array(Type.String())), kept: [[], ['']] },
  { kind: 'text or list', schema: Nullable(Type.Union([Type.String(), Type.Array(Type.String())])), kept: ['', ['a']] },
];

describe('Nullable under the request validator', () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('keeps null as null for every kind of field', async () => {
    app = await echoApp(KINDS.map((k) => k.schema));
    for (const [i, { kind }] of KINDS.entries()) expect(await read(app, i, null), kind).toEqual({ status: 200, value: null });
  });

  it("keeps a valid 0, false, '' or value as sent", async () => {
    for (const [i, { kind, kept }] of KINDS.entries()) {
      for (const value of kept) expect(await read(app, i, value), `${kind} ${JSON.stringify(value)}`).toEqual({ status: 200, value });
    }
  });

  it('refuses what the field does not allow (an enum or literal still refuses values outside its list)', async () => {
    for (const [i, { kind, refused = [] }] of KINDS.entries()) {
      for (const value of refused) expect((await read(app, i, value)).status, `${kind} ${JSON.stringify(value)}`).toBe(400);
    }
  });

  it('still coerces a body as before where the value is not null (numbers sent as text)', async () => {
    expect(await read(app, 0, '7')).toEqual({ status: 200, value: 7 });
    expect(await read(app, 3, 7)).toEqual({ status: 200, value: '7' });
  });

  it('reads query strings as numbers, booleans and lists', async () => {
    const query = Fastify({ ajv: requestValidation });
    query.get('/', {
      schema: {
        querystring: Type.Object({
          pageNo: Type.Integer({ minimum: 1 }),
          enabled: Type.Boolean(),
          ids: Type.Array(Type.Integer()),
          limit: Type.Optional(Nullable(Type.Integer())),
        }),
      },
    }, async (request) => request.query);
    const answer = await query.inject({ method: 'GET', url: '/?pageNo=2&enabled=true&ids=5&limit=10' });
    expect(answer.json()).toEqual({ pageNo: 2, enabled: true, ids: [5], limit: 10 });
    expect((await query.inject({ method: 'GET', url: '/?pageNo=two&enabled=true&ids=5' })).statusCode).toBe(400);
    await query.close();
  });

  it('the answer serialiser writes null, and a moment as its ISO text', async () => {
    const answers = Fastify();
    const Result = Type.Object({ n: Nullable(Type.Integer()), at: Nullable(DateTime), none: Nullable(DateTime), state: Nullable(Type.Enum(['open'])), spec: Nullable(Type.String()) });
    answers.get('/', { schema: { response: { 200: Result } } }, async () => ({ n: null, at: new Date(Date.UTC(2026, 0, 31)), none: null, state: null, spec: null }));
    expect((await answers.inject({ method: 'GET', url: '/' })).json()).toEqual({ n: null, at: '2026-01-31T00:00:00.000Z', none: null, state: null, spec: null });
    await answers.close();
  });
});

/** Every route contract exported by src/contract/routes. */
async function routeContracts(): Promise<RouteContract[]> {
  const dir = new URL('../../contract/routes/', import.meta.url);
  const modules = await Promise.all(readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).map((name) => import(new URL(name, dir).href)));
  return modules.flatMap((module) => Object.values(module as Record<string, unknown>)).filter(
    (value): value is RouteContract => typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'summary' in value,
  );
}

type Json = Record<string, unknown>;

/** Whether a schema names null among what it takes (a type list, an enum, a union member). */
function declaresNull(schema: Json): boolean {
  const types = [schema.type].flat();
  return types.includes('null') || (Array.isArray(schema.enum) && schema.enum.includes(null)) || ((schema.anyOf as Json[] | undefined) ?? []).some(declaresNull);
}

/** Every schema inside `schema` (itself included) that takes null, with where it is. */
function nullableNodes(schema: Json, at: string, found: Array<{ at: string; schema: Json }>): void {
  if (declaresNull(schema)) found.push({ at, schema });
  for (const [name, property] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) nullableNodes(property, `${at}.${name}`, found);
  if (schema.items && typeof schema.items === 'object') nullableNodes(schema.items as Json, `${at}[]`, found);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') nullableNodes(schema.additionalProperties as Json, `${at}{}`, found);
  for (const [i, member] of ((schema.anyOf as Json[] | undefined) ?? []).entries()) nullableNodes(member, `${at}|${i}`, found);
}

describe('every nullable request field of every route', () => {
  it('keeps null as null', async () => {
    const found: Array<{ at: string; schema: Json }> = [];
    for (const route of await routeContracts()) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route[part];
        if (schema) nullableNodes(schema as unknown as Json, `${route.method} ${route.url} ${part}`, found);
      }
    }
    // the walk reaches the fields it is about (a number, texts, a day, a list member's text)
    const places = found.map((node) => node.at);
    expect(places).toEqual(expect.arrayContaining([
      'POST /catalogue/base-products body.shelfLifeDays', 'POST /catalogue/base-products body.spec',
      'POST /supplier/serviceContract/add body.annualTrade', 'POST /supplier/serviceContract/add body.beginDate',
      'POST /purchase/price-comparisons body.quotes[].fileId',
    ]));
    expect(found.length).toBeGreaterThan(100);
    const distinct = [...new Map(found.map((node) => [JSON.stringify(node.schema), node])).values()];
    const app = await echoApp(distinct.map((node) => node.schema as unknown as TSchema));
    const changed: string[] = [];
    for (const [i, node] of distinct.entries()) {
      const answer = await read(app, i, null);
      if (answer.status !== 200 || answer.value !== null) changed.push(`${node.at}: ${answer.status} ${JSON.stringify(answer.value)}`);
    }
    await app.close();
    expect(changed).toEqual([]);
  });
});
