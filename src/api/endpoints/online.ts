/** Online development calls (src/contract/routes/online.ts): forms, their rows, reports. */
import * as online from '../../contract/routes/online.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf } from '../http.ts';

export type { DataRow, DataSchema, FormDetail, FormRecord, MenuChoice, PublishOptions, ReportRecord, ReportResult } from '../../contract/routes/online.ts';
export type FormBody = BodyOf<typeof online.formCreate>;
export type ReportBody = BodyOf<typeof online.reportCreate>;
type DataQuery = QueryOf<typeof online.dataList>;

export const onlineForms = {
  list: (query: QueryOf<typeof online.formList> = {}) => http.call(online.formList, { query }),
  get: (id: string) => http.call(online.formDetail, { params: { id } }),
  create: (body: FormBody) => http.call(online.formCreate, { body }),
  update: (id: string, body: BodyOf<typeof online.formUpdate>) => http.call(online.formUpdate, { params: { id }, body }),
  remove: (id: string) => http.call(online.formDelete, { params: { id } }),
  publishOptions: (id: string) => http.call(online.formPublishOptions, { params: { id } }),
  publish: (id: string, roleIds: string[], parentId?: string | null) => http.call(online.formPublish, { params: { id }, body: { roleIds, parentId } }),
  unpublish: (id: string) => http.call(online.formUnpublish, { params: { id } }),
};

export const onlineData = {
  schema: (code: string) => http.call(online.dataSchema, { params: { code } }),
  list: (code: string, query: DataQuery = {}) => http.call(online.dataList, { params: { code }, query }),
  create: (code: string, values: Record<string, unknown>) => http.call(online.dataCreate, { params: { code }, body: { values } }),
  update: (code: string, id: string, values: Record<string, unknown>, version: number) => http.call(online.dataUpdate, { params: { code, id }, body: { values, version } }),
  remove: (code: string, id: string) => http.call(online.dataDelete, { params: { code, id } }),
  exportFile: (code: string, query: DataQuery = {}) => http.blob(pathOf(online.dataExport, { code }), { query }),
  importFile: (code: string, content: string) => http.call(online.dataImport, { params: { code }, body: { content } }),
};

export const onlineReports = {
  list: (query: QueryOf<typeof online.reportList> = {}) => http.call(online.reportList, { query }),
  byCode: (code: string) => http.call(online.reportByCode, { params: { code } }),
  create: (body: ReportBody) => http.call(online.reportCreate, { body }),
  update: (id: string, body: BodyOf<typeof online.reportUpdate>) => http.call(online.reportUpdate, { params: { id }, body }),
  remove: (id: string) => http.call(online.reportDelete, { params: { id } }),
  sources: () => http.call(online.reportSources),
  run: (id: string, params: Record<string, string>) => http.call(online.reportRun, { params: { id }, body: { params } }),
  exportFile: (id: string, params: Record<string, string>) => http.blob(pathOf(online.reportExport, { id }), { method: 'POST', body: { params } }),
};
