/** Region lookups (spec sections 3 and 9): the province / city / district tree under the root 86. Public. */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../route.ts';

/** The root whose children are the provinces. */
export const REGION_ROOT = '86';

/** One node as the pickers read it; level 1 province, 2 city, 3 district. */
export const RegionNode = Type.Object({
  id: Type.String(),
  text: Type.String(),
  pid: Type.String(),
  level: Type.Number(),
  isLeaf: Type.Boolean(),
});
export type RegionNode = Static<typeof RegionNode>;

export const regionChildren = defineRoute({
  method: 'GET',
  url: '/sys/region/children',
  summary: 'The children of a region (pid 86, the default: the provinces); an unknown pid has none',
  tag: 'region',
  querystring: Type.Object({ pid: Type.Optional(Type.String({ maxLength: 12 })) }),
  result: Type.Array(RegionNode),
});

export const regionPath = defineRoute({
  method: 'GET',
  url: '/sys/region/path',
  summary: 'From the province down to a region, to show a saved address',
  tag: 'region',
  querystring: Type.Object({ id: Type.String({ minLength: 1, maxLength: 12 }) }),
  result: Type.Array(RegionNode),
});
