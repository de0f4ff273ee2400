/** The supplier directory (src/contract/routes/supplierDirectory.ts). */
import type { QueryOf } from '../../contract/route.ts';
import * as routes from '../../contract/routes/supplierDirectory.ts';
import { http } from '../http.ts';

export type { DirectoryDetail, DirectoryRecord } from '../../contract/routes/supplierDirectory.ts';

type DirectoryQuery = QueryOf<typeof routes.directoryList>;

export const supplierDirectory = {
  list: (query: DirectoryQuery = {}) => http.call(routes.directoryList, { query }),
  export: (query: DirectoryQuery = {}) => http.blob(routes.directoryExport.url, { query }),
  detail: (id: string) => http.call(routes.directoryDetail, { params: { id } }),
};
