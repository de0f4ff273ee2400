/** The calls of the system administration screens of issue 21 (src/contract/routes/system-admin.ts). */
import * as admin from '../../contract/routes/system-admin.ts';
import { auditLogExport } from '../../contract/routes/audit-log.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import { http, pathOf, type Query } from '../http.ts';

export const fillRules = {
  list: (query: QueryOf<typeof admin.fillRuleList> = {}) => http.call(admin.fillRuleList, { query }),
  add: (body: BodyOf<typeof admin.fillRuleAdd>) => http.call(admin.fillRuleAdd, { body }),
  edit: (body: BodyOf<typeof admin.fillRuleEdit>) => http.call(admin.fillRuleEdit, { body }),
  remove: (id: string, version: number) => http.call(admin.fillRuleDelete, { query: { id, version } }),
  preview: (query: QueryOf<typeof admin.fillRulePreview>) => http.call(admin.fillRulePreview, { query }, { silent: true }),
};

export const checkRules = {
  list: (query: QueryOf<typeof admin.checkRuleList> = {}) => http.call(admin.checkRuleList, { query }),
  add: (body: BodyOf<typeof admin.checkRuleAdd>) => http.call(admin.checkRuleAdd, { body }),
  edit: (body: BodyOf<typeof admin.checkRuleEdit>) => http.call(admin.checkRuleEdit, { body }),
  remove: (id: string, version: number) => http.call(admin.checkRuleDelete, { query: { id, version } }),
  test: (body: BodyOf<typeof admin.checkRuleTest>) => http.call(admin.checkRuleTest, { body }),
};

export const positions = {
  list: (query: QueryOf<typeof admin.positionList> = {}) => http.call(admin.positionList, { query }),
  add: (body: BodyOf<typeof admin.positionAdd>) => http.call(admin.positionAdd, { body }),
  edit: (body: BodyOf<typeof admin.positionEdit>) => http.call(admin.positionEdit, { body }),
  remove: (id: string, version: number) => http.call(admin.positionDelete, { query: { id, version } }),
  assign: (id: string, version: number, userIds: string[]) => http.call(admin.positionAssign, { body: { id, version, userIds } }),
};

export const dataLog = {
  list: (query: QueryOf<typeof admin.dataLogList> = {}) => http.call(admin.dataLogList, { query }),
  tables: () => http.call(admin.dataLogTables),
};

/** The audit log's filtered list as an .xlsx blob. */
export const exportAuditLog = (query: QueryOf<typeof auditLogExport>) => http.blob(pathOf(auditLogExport), { query: query as Query });
