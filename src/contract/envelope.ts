/**
 * The wire's outer shapes, shared by the server (which answers with them) and the browser (which reads
 * them): the envelope every call answers with, the paging envelope of lists, and a few schema helpers.
 */
import { Type, type TProperties, type TSchema } from 'typebox';

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

/** T or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A moment as the server writes it: an ISO 8601 string (Date objects are serialised to it). */
export const DateTime = Type.String({ format: 'date-time' });
