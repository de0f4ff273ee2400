/** The audit log (spec section 7): who did what, when and from where, newest first. */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Paging } from '../rows.ts';

export const AuditRecord = Type.Object({
  id: Type.String(),
  userId: Nullable(Type.String()),
  username: Nullable(Type.String()),
  /** login, logout, user_add, role_permission_save … */
  action: Type.String(),
  target: Nullable(Type.String()),
  /** What changed, as the action recorded it (free-form JSON). */
  detail: Type.Unknown(),
  ip: Nullable(Type.String()),
  createTime: DateTime,
});
export type AuditRecord = Static<typeof AuditRecord>;

export const auditLogList = defineRoute({
  method: 'GET',
  url: '/sys/log/list',
  summary: "The audit log, paged, newest first; dates 'YYYY-MM-DD[ HH:mm[:ss]]', a bare end date includes that day",
  tag: 'audit-log',
  querystring: Type.Object({
    ...Paging,
    action: Type.Optional(Type.String({ maxLength: 100 })),
    username: Type.Optional(Type.String({ maxLength: 100 })),
    /** What the action was about (contains). */
    target: Type.Optional(Type.String({ maxLength: 200 })),
    ip: Type.Optional(Type.String({ maxLength: 64 })),
    createTime_begin: Type.Optional(Type.String({ maxLength: 30 })),
    createTime_end: Type.Optional(Type.String({ maxLength: 30 })),
  }),
  result: PageOf(AuditRecord),
});

/** The same filters as the list, as an .xlsx download (issue 21). */
export const auditLogExport = defineRoute({
  method: 'GET',
  url: '/sys/log/exportXls',
  summary: 'The audit log with the list\'s filters as an Excel workbook, newest first (at most 50,000 rows)',
  tag: 'audit-log',
  querystring: auditLogList.querystring,
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'the audit log as .xlsx' },
});
