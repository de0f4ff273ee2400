/**
 * Null where a field does not take it. The request validator coerces (query strings are text), and Ajv's
 * coercion reads null as 0, false or '' for a field typed number, boolean or string: `receivedQty: null`
 * would be saved as "received nothing", `reason: null` as an empty reason. A body is checked against its
 * route's schema before the validator runs, and such a null is refused with the field's path; a field that
 * takes null (Nullable, src/contract/envelope.ts) or takes anything keeps it.
 */

type JsonSchema = Record<string, unknown>;

/** A schema's patternProperties, compiled once (the schemas are the contract's, a fixed set). */
const patternCache = new Map<string, RegExp>();
const compiled = (pattern: string): RegExp => {
  let found = patternCache.get(pattern);
  if (!found) patternCache.set(pattern, (found = new RegExp(pattern, 'u')));
  return found;
};

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the schema takes null: its type list or enum names it, a union member takes it, or it constrains nothing. */
export function takesNull(schema: JsonSchema): boolean {
  if ('const' in schema) return schema.const === null;
  if (Array.isArray(schema.enum)) return schema.enum.includes(null);
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    return ([...((schema.anyOf as unknown[]) ?? []), ...((schema.oneOf as unknown[]) ?? [])]).some((member) => isSchema(member) && takesNull(member));
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as unknown[]).every((member) => isSchema(member) && takesNull(member));
  // a schema without a type (Type.Any, Type.Unknown, a bare object of settings) constrains nothing
  if (schema.type === undefined) return !('not' in schema);
  return [schema.type].flat().includes('null');
}

/** The path of the first null in `value` that its place in `schema` does not take; undefined when there is none. */
export function misplacedNull(schema: JsonSchema, value: unknown, path = ''): string | undefined {
  if (value === null) return takesNull(schema) ? undefined : path || '(body)';
  if (typeof value !== 'object') return undefined;
  // which member of a union the value is meant for is the validator's question: a null inside it is left to it
  if (schema.anyOf || schema.oneOf || schema.allOf) return undefined;
  if (Array.isArray(value)) {
    const items = schema.items;
    if (!isSchema(items)) return undefined;
    for (const [i, item] of value.entries()) {
      const found = misplacedNull(items, item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const patterns = Object.entries(isSchema(schema.patternProperties) ? schema.patternProperties : {});
  const rest = schema.additionalProperties;
  for (const [key, child] of Object.entries(value)) {
    const place = Object.hasOwn(properties, key) ? properties[key] : (patterns.find(([pattern]) => compiled(pattern).test(key))?.[1] ?? rest);
    if (!isSchema(place)) continue;
    const found = misplacedNull(place, child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
