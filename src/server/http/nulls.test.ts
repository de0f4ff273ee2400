/** Which nulls a body may hold: where its schema takes null or anything, and nowhere else. */
import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from 'typebox';
import { Nullable } from '../../contract/envelope.ts';
import { misplacedNull, takesNull } from './nulls.ts';

const at = (schema: TSchema, value: unknown) => misplacedNull(schema as unknown as Record<string, unknown>, value);

describe('takesNull', () => {
  it('is true for Nullable fields of every kind and for schemas that constrain nothing', () => {
    for (const schema of [
      Nullable(Type.Integer()), Nullable(Type.String()), Nullable(Type.Boolean()), Nullable(Type.Enum(['a', 'b'])), Nullable(Type.Literal('x')),
      Nullable(Type.Union([Type.Literal('a'), Type.Literal('b')])), Nullable(Type.Object({ x: Type.Integer() })), Type.Null(), Type.Any(), Type.Unknown(),
    ]) expect(takesNull(schema as unknown as Record<string, unknown>), JSON.stringify(schema)).toBe(true);
  });

  it('is false for plain fields, enums, literals and unions without null', () => {
    for (const schema of [Type.Integer(), Type.Number(), Type.String(), Type.Boolean(), Type.Enum(['a']), Type.Literal(0), Type.Union([Type.String(), Type.Number()]), Type.Object({}), Type.Array(Type.String())]) {
      expect(takesNull(schema as unknown as Record<string, unknown>), JSON.stringify(schema)).toBe(false);
    }
  });
});

describe('misplacedNull', () => {
  const Body = Type.Object({
    qty: Type.Number(),
    reason: Type.Optional(Type.String()),
    note: Type.Optional(Nullable(Type.String())),
    lines: Type.Array(Type.Object({ id: Type.String(), photo: Nullable(Type.String()), qty: Type.Integer() })),
    extra: Type.Optional(Type.Record(Type.String(), Type.Integer())),
    anything: Type.Optional(Type.Unknown()),
  });

  it('names the first null a field does not take, by path, at any depth', () => {
    expect(at(Body, { qty: null, lines: [] })).toBe('qty');
    expect(at(Body, { qty: 1, reason: null, lines: [] })).toBe('reason');
    expect(at(Body, { qty: 1, lines: [{ id: 'a', photo: null, qty: 1 }, { id: 'b', photo: null, qty: null }] })).toBe('lines[1].qty');
    expect(at(Body, { qty: 1, lines: [], extra: { a: 1, b: null } })).toBe('extra.b');
    expect(at(Type.Integer(), null)).toBe('(body)');
  });

  it('lets null stand where the field takes it or takes anything, and leaves unknown fields and unions to the validator', () => {
    expect(at(Body, { qty: 0, reason: '', note: null, lines: [{ id: 'a', photo: null, qty: 0 }], anything: null, unknown: null })).toBeUndefined();
    expect(at(Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]), { a: null })).toBeUndefined();
    expect(at(Type.Object({ list: Type.Array(Nullable(Type.Integer())) }), { list: [1, null] })).toBeUndefined();
  });
});
