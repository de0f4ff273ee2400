/** Operations calls (issue 21): messages, scheduled jobs, monitoring, the file list and the big screen. */
import * as messageRoutes from '../../contract/routes/messages.ts';
import * as monitorRoutes from '../../contract/routes/monitor.ts';
import * as ossRoutes from '../../contract/routes/oss.ts';
import * as scheduleRoutes from '../../contract/routes/schedules.ts';
import * as screenRoutes from '../../contract/routes/screen.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf } from '../http.ts';

export const messageTemplates = {
  list: (query: QueryOf<typeof messageRoutes.templateList> = {}) => http.call(messageRoutes.templateList, { query }),
  add: (body: BodyOf<typeof messageRoutes.templateAdd>) => http.call(messageRoutes.templateAdd, { body }),
  edit: (id: string, body: BodyOf<typeof messageRoutes.templateEdit>) => http.call(messageRoutes.templateEdit, { params: { id }, body }),
  remove: (id: string) => http.call(messageRoutes.templateDelete, { params: { id } }),
  preview: (body: BodyOf<typeof messageRoutes.templatePreview>) => http.call(messageRoutes.templatePreview, { body }),
  send: (body: BodyOf<typeof messageRoutes.messageSend>) => http.call(messageRoutes.messageSend, { body }),
};

export const messageLog = {
  list: (query: QueryOf<typeof messageRoutes.messageList> = {}) => http.call(messageRoutes.messageList, { query }),
  resend: (id: string) => http.call(messageRoutes.messageResend, { params: { id } }),
  exportXlsx: (query: QueryOf<typeof messageRoutes.messageExport>) => http.blob(pathOf(messageRoutes.messageExport), { query }),
};

export const schedules = {
  list: () => http.call(scheduleRoutes.scheduleList),
  edit: (name: string, body: BodyOf<typeof scheduleRoutes.scheduleEdit>) => http.call(scheduleRoutes.scheduleEdit, { params: { name }, body }),
  pause: (name: string, version: number) => http.call(scheduleRoutes.schedulePause, { params: { name }, body: { version } }),
  resume: (name: string, version: number) => http.call(scheduleRoutes.scheduleResume, { params: { name }, body: { version } }),
  runNow: (name: string) => http.call(scheduleRoutes.scheduleRunNow, { params: { name } }),
  runs: (name: string, query: QueryOf<typeof scheduleRoutes.scheduleRuns> = {}) => http.call(scheduleRoutes.scheduleRuns, { params: { name }, query }),
};

export const monitor = {
  services: () => http.call(monitorRoutes.monitorServices),
  disk: () => http.call(monitorRoutes.monitorDisk),
  trace: (query: QueryOf<typeof monitorRoutes.monitorTrace> = {}) => http.call(monitorRoutes.monitorTrace, { query }),
  setTraceSampling: (percent: number) => http.call(monitorRoutes.monitorTraceSampling, { body: { percent } }),
  runtime: () => http.call(monitorRoutes.monitorRuntime),
  database: () => http.call(monitorRoutes.monitorDatabase),
  system: () => http.call(monitorRoutes.monitorSystem),
  queue: () => http.call(monitorRoutes.monitorQueue),
};

export const ossFiles = {
  list: (query: QueryOf<typeof ossRoutes.ossFileList> = {}) => http.call(ossRoutes.ossFileList, { query }),
  remove: (id: string) => http.call(ossRoutes.ossFileDelete, { params: { id } }),
  exportXlsx: (query: QueryOf<typeof ossRoutes.ossFileExport>) => http.blob(pathOf(ossRoutes.ossFileExport), { query }),
  quota: (query: QueryOf<typeof ossRoutes.ossQuota> = {}) => http.call(ossRoutes.ossQuota, { query }),
};

export const bigScreen = {
  overview: () => http.call(screenRoutes.screenOverview),
};
