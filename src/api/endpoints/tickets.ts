/** The settlement calls of the screens (src/contract/routes/tickets.ts). */
import type { StatementAction, TicketAction, TicketDocument } from '../../contract/domain/tickets.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import * as routes from '../../contract/routes/tickets.ts';
import { http, pathOf } from '../http.ts';

export type StatementQuery = QueryOf<typeof routes.statementList>;
export type RequestQuery = QueryOf<typeof routes.requestList>;
export type TicketQuery = QueryOf<typeof routes.ticketList>;
type MovableStatement = Exclude<StatementAction, 'revise' | 'invoice' | 'settle'>;

export const statements = {
  list: (query: StatementQuery = {}) => http.call(routes.statementList, { query }),
  export: (query: StatementQuery = {}) => http.blob(pathOf(routes.statementExport), { query: query as Record<string, string> }),
  detail: (id: string) => http.call(routes.statementDetail, { params: { id } }),
  entries: (id: string, query: QueryOf<typeof routes.statementEntries> = {}) => http.call(routes.statementEntries, { params: { id }, query }),
  create: (body: BodyOf<typeof routes.statementCreate>) => http.call(routes.statementCreate, { body }),
  act: (action: MovableStatement, id: string, version: number, reason?: string) =>
    http.call(routes.STATEMENT_ACTION_ROUTES[action], { params: { id }, body: { version, ...(reason ? { reason } : {}) } }),
  revise: (id: string, body: BodyOf<typeof routes.statementRevise>) => http.call(routes.statementRevise, { params: { id }, body }),
  record: (id: string) => http.call(routes.statementPrintRecord, { params: { id } }),
  print: (ids: string[], templateId: string) => http.call(routes.statementPrint, { body: { ids, templateId, timezoneOffset: -new Date().getTimezoneOffset() } }),
};

export const ticketRequests = {
  list: (query: RequestQuery = {}) => http.call(routes.requestList, { query }),
  export: (query: RequestQuery = {}) => http.blob(pathOf(routes.requestExport), { query: query as Record<string, string> }),
  create: (body: BodyOf<typeof routes.requestCreate>) => http.call(routes.requestCreate, { body }),
  cancel: (id: string, version: number) => http.call(routes.requestCancel, { params: { id }, body: { version } }),
};

export const supplierTickets = {
  list: (query: TicketQuery = {}) => http.call(routes.ticketList, { query }),
  export: (query: TicketQuery = {}) => http.blob(pathOf(routes.ticketExport), { query: query as Record<string, string> }),
  upload: (body: BodyOf<typeof routes.ticketUpload>) => http.call(routes.ticketUpload, { body }),
  act: (action: TicketAction, id: string, version: number, reason?: string) =>
    http.call(routes.TICKET_ACTION_ROUTES[action], { params: { id }, body: { version, ...(reason ? { reason } : {}) } }),
};

export const reconciliation = {
  report: (query: QueryOf<typeof routes.reconciliation>) => http.call(routes.reconciliation, { query }),
  print: (body: BodyOf<typeof routes.reconciliationPrint>) => http.call(routes.reconciliationPrint, { body }),
};

export const ticketPrinting = {
  templates: (document: TicketDocument) => http.call(routes.ticketPrintTemplates, { query: { document } }),
};
