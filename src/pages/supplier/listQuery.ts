/** Screen filters to the list call's query: empty values dropped, the sort choice split into column and order. */
import { sortQuery } from './parts.tsx';

export function listQuery<Q extends Record<string, unknown>>(filters: Q & { sort?: unknown }): Record<string, unknown> {
  const { sort, ...rest } = filters;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== '' && value !== null && value !== undefined) out[key] = value;
  return { ...out, ...sortQuery(typeof sort === 'string' ? sort : '') };
}
