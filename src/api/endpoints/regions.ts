/** Region lookups (spec section 3): the province / city / district tree under the root 86. Public calls. */
import { regionChildren as childrenRoute, regionPath as pathRoute, REGION_ROOT } from '../../contract/routes/region.ts';
import { http } from '../http.ts';

export { REGION_ROOT, type RegionNode } from '../../contract/routes/region.ts';

/** One level: the children of `pid` (an unknown pid has none). */
export const regionChildren = (pid: string = REGION_ROOT) => http.call(childrenRoute, { query: { pid } });

/** From the province down to `id`, to show a saved address; an unknown id rejects. */
export const regionPath = (id: string) => http.call(pathRoute, { query: { id } });
