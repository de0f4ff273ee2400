/**
 * The request validator's Ajv options (Fastify's own compiler), in one place for the app and the tests
 * that check how the contract's schemas read a request.
 * - coerceTypes 'array': query strings and path parameters are text, so numbers, booleans and lists are
 *   read from them (`?pageNo=2`, `?ids=a` as ['a']). Bodies go through the same compiler; a nullable field
 *   keeps null because Nullable lists null in its type (src/contract/envelope.ts), and a null where the
 *   field takes none is refused before the validator would coerce it to 0, false or '' (http/nulls.ts).
 * - removeAdditional false: unknown fields are left as sent, for the schema to allow or refuse.
 * - useDefaults: a schema's default fills an absent field.
 * - verbose: a failed check carries its schema, whose `x-error` may name the catalogue's message
 *   (http/errors.ts schemaRefusal).
 */
import type { FastifyServerOptions } from 'fastify';

export const requestValidation = {
  customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, verbose: true, keywords: ['x-error'] },
} satisfies FastifyServerOptions['ajv'];
