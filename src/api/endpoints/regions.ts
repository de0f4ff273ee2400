/** Region lookups (spec section 3): the province / city / district tree under the root 86. Public calls. */
import { http } from '../http.ts';

/** The root whose children are the provinces. */
export const REGION_ROOT = '86';

/** level 1 province, 2 city, 3 district. */
export interface RegionNode {
  id: string;
  text: string;
  pid: string;
  level: number;
  isLeaf: boolean;
}

/** One level: the children of `pid` (an unknown pid has none). */
export const regionChildren = (pid: string = REGION_ROOT) => http.get<RegionNode[]>('/sys/region/children', { pid });

/** From the province down to `id`, to show a saved address; an unknown id rejects. */
export const regionPath = (id: string) => http.get<RegionNode[]>('/sys/region/path', { id });
