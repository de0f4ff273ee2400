/**
 * A paged list and its Excel export registered over one service: the export takes the list's filters,
 * so what the user saw filtered is what they get, up to the export cap (the sheet then says it was cut).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteContract } from '../../contract/route.ts';
import type { Locale } from '../../contract/errors.ts';
import { actorOf, type Actor } from '../auth/scope.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { ok, page, paging } from './envelope.ts';
import { localeOf } from './errors.ts';
import { columnsIn, EXPORT_ROW_LIMIT, sendWorkbook, type Columns } from './excel.ts';
import { addRoute, type ContractRequest } from './route.ts';

/** One page of a list in the actor's scope. */
export type Lister<Row> = (actor: Actor, query: any, size: number, offset: number) => Promise<{ total: number; capped?: boolean; records: Row[] }>;

/** A sheet's name and columns in both languages; columns given per language where their cells are words (states). */
export interface ListSheet<Row> {
  name: { zh: string; en: string };
  columns: Columns<Row> | ((locale: Locale) => Columns<Row>);
}

/** Registers `list` (a page) and `exportRoute` (the xlsx of the same filters) over `lister`. */
export function listWithExport<Row>(app: FastifyInstance, [list, exportRoute]: readonly [RouteContract, RouteContract], lister: Lister<Row>, sheet: ListSheet<Row>): void {
  const actor = (request: { user: unknown }) => actorOf(request.user as SessionUser);
  addRoute(app, list, {}, async (request: ContractRequest<RouteContract>) => {
    const query = request.query as { pageNo?: number; pageSize?: number };
    const { current, size, offset } = paging(query);
    const { total, capped, records } = await lister(actor(request), query, size, offset);
    return ok(page(records, total, current, size, capped));
  });
  addRoute(app, exportRoute, {}, async (request: ContractRequest<RouteContract>, reply: FastifyReply) => {
    const locale = localeOf(request.headers['accept-language']);
    // one row past the cap tells sendWorkbook that the export was cut
    const { records } = await lister(actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const columns = typeof sheet.columns === 'function' ? sheet.columns(locale) : sheet.columns;
    return sendWorkbook(reply, sheet.name[locale], columnsIn(columns, locale), records, cutNote(locale));
  });
}

/** The closing line of an export cut at the cap. */
export const cutNote = (locale: Locale) => (locale === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);
