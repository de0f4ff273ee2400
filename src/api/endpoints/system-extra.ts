/** The calls of 我的部门, 分类字典, 地址管理 and 多数据源 (src/contract/routes/system-extra.ts). */
import * as extra from '../../contract/routes/system-extra.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf } from '../http.ts';

export const departUsers = {
  departs: () => http.call(extra.managedDeparts),
  members: (query: QueryOf<typeof extra.departMembers>) => http.call(extra.departMembers, { query }),
  candidates: (departId: string, keyword: string) => http.call(extra.memberCandidates, { query: { departId, keyword } }, { silent: true }),
  add: (departId: string, userIds: string[]) => http.call(extra.memberAdd, { body: { departId, userIds } }),
  remove: (departId: string, userId: string) => http.call(extra.memberRemove, { query: { departId, userId } }),
  positions: () => http.call(extra.memberPositionOptions),
  setPosition: (body: BodyOf<typeof extra.memberPosition>) => http.call(extra.memberPosition, { body }),
  setHeads: (departId: string, userIds: string[]) => http.call(extra.departHeadsSet, { body: { departId, userIds } }),
};

export const categories = {
  rows: () => http.call(extra.categoryRows),
  add: (body: BodyOf<typeof extra.categoryAdd>) => http.call(extra.categoryAdd, { body }),
  edit: (body: BodyOf<typeof extra.categoryEdit>) => http.call(extra.categoryEdit, { body }),
  remove: (id: string, version: number) => http.call(extra.categoryDelete, { query: { id, version } }),
  exportFile: () => http.blob(pathOf(extra.categoryExport)),
  importFile: (content: string) => http.call(extra.categoryImport, { body: { content } }),
};

export const regionAdmin = {
  list: (query: QueryOf<typeof extra.regionAdminList>) => http.call(extra.regionAdminList, { query }),
  add: (body: BodyOf<typeof extra.regionAdd>) => http.call(extra.regionAdd, { body }),
  edit: (body: BodyOf<typeof extra.regionEdit>) => http.call(extra.regionEdit, { body }),
  remove: (id: string, version: number) => http.call(extra.regionDelete, { query: { id, version } }),
};

export const dataSources = {
  list: (query: QueryOf<typeof extra.dataSourceList> = {}) => http.call(extra.dataSourceList, { query }),
  add: (body: BodyOf<typeof extra.dataSourceAdd>) => http.call(extra.dataSourceAdd, { body }),
  edit: (body: BodyOf<typeof extra.dataSourceEdit>) => http.call(extra.dataSourceEdit, { body }),
  remove: (id: string, version: number) => http.call(extra.dataSourceDelete, { query: { id, version } }),
  test: (body: BodyOf<typeof extra.dataSourceTest>) => http.call(extra.dataSourceTest, { body }),
};
