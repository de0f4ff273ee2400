/**
 * The wire's outer shapes, shared by the server (which answers with them) and the browser (which reads
 * them): the envelope every call answers with, the paging envelope of lists, and a few schema helpers.
 */
import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/** The success message of an answer that has nothing else to say. */
export const OK_MESSAGE = '操作成功！';

/** Every answer: {success, message, code, result, timestamp}; login-type calls answer code "200". */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  /** 200 on success; login-type calls answer the string "200" (the back office compares it as text). */
  code: number | string;
  result: T;
  timestamp: number;
}

/** The envelope's schema around a result schema, with any fields a route adds beside them (see RouteContract.beside). */
export function Envelope<T extends TSchema, B extends TProperties = {}>(result: T, beside: B = {} as B) {
  return Type.Object({
    ...beside,
    success: Type.Boolean(),
    message: Type.String(),
    code: Type.Union([Type.Number(), Type.String()]),
    result,
    timestamp: Type.Number(),
  });
}

/** The paging envelope of list calls: {records, total, size, current, pages}. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** True when the server counted only so far: total is then the database's estimate ("about N"). */
  capped?: boolean;
}

/** The paging envelope's schema around a record schema. */
export function PageOf<T extends TSchema>(record: T) {
  return Type.Object({
    records: Type.Array(record),
    total: Type.Number(),
    /** Lists of a million rows count only so far: true when total is then the database's estimate ("about N"). */
    capped: Type.Optional(Type.Boolean()),
    size: Type.Number(),
    current: Type.Number(),
    pages: Type.Number(),
  });
}

/**
 * T or null. Null is written into T's own type list (`type: ['integer', 'null']`, an enum or a literal lists
 * null beside its values), not as a union with a null branch: the server's request validator coerces (query
 * strings are text), and it tries a union's branches in order, so the plain branch took null as 0, false or
 * '' before the null branch was reached. A value of a type the list names is never coerced.
 */
export const Nullable = <T extends TSchema>(schema: T): TUnsafe<Static<T> | null> => Type.Unsafe<Static<T> | null>(orNull(schema));

type JsonSchema = Record<string, unknown>;

/** The JSON type every value of `values` has, when they share one. */
function sharedType(values: unknown[]): string | undefined {
  const types = new Set(values.map((value) => (value === null ? 'null' : typeof value)));
  const [only] = types;
  return types.size === 1 && (only === 'string' || only === 'number' || only === 'boolean') ? only : undefined;
}

function orNull(schema: TSchema): JsonSchema {
  const { const: value, ...rest } = schema as JsonSchema;
  const listed = 'const' in schema ? [value] : Array.isArray(rest.enum) ? (rest.enum as unknown[]) : undefined;
  const type = rest.type ?? (listed ? sharedType(listed) : undefined);
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = [type].flat() as string[];
    return {
      ...rest,
      type: types.includes('null') ? types : [...types, 'null'],
      ...(listed && { enum: listed.includes(null) ? listed : [...listed, null] }),
    };
  }
  // A union (of literals or shapes): each member takes null as itself, so none is coerced into it.
  if (Array.isArray(rest.anyOf)) return { ...rest, anyOf: (rest.anyOf as TSchema[]).map(orNull) };
  // Nothing to coerce into (a reference, an intersection, unknown): the plain union.
  return Type.Union([schema, Type.Null()]) as unknown as JsonSchema;
}

/** A moment as the server writes it: an ISO 8601 string (Date objects are serialised to it). */
export const DateTime = Type.String({ format: 'date-time' });
