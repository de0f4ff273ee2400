/** Printing order documents, the ledgers, their totals and exports (src/contract/routes/orderPrint.ts, ordering.ts). */
import { jobStatus } from '../../contract/routes/jobs.ts';
import * as ordering from '../../contract/routes/ordering.ts';
import * as printing from '../../contract/routes/orderPrint.ts';
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import type { PrintDocument } from '../../contract/domain/orderPrint.ts';
import { http } from '../http.ts';

export type PrintSelection = BodyOf<typeof printing.printRecords>;
export type StandingBookQuery = QueryOf<typeof ordering.standingBook>;
export type SubLedgerQuery = QueryOf<typeof ordering.goodsSubLedger>;

export const orderPrint = {
  records: (body: PrintSelection) => http.call(printing.printRecords, { body }),
  batch: (body: BodyOf<typeof printing.printBatchOrders>) => http.call(printing.printBatchOrders, { body }),
  templates: (document: PrintDocument) => http.call(printing.printTemplatesOf, { query: { document } }),
  recent: (query: QueryOf<typeof printing.printRecent>) => http.call(printing.printRecent, { query }),
  job: (id: string) => http.call(jobStatus, { params: { id } }),
  /** The PDF a finished job made. */
  file: (path: string) => http.blob(`/sys/common/static/${path}`),
};

export const ledgers = {
  standingBook: (query: StandingBookQuery = {}) => http.call(ordering.standingBook, { query }),
  standingBookTotals: (query: QueryOf<typeof printing.standingBookTotals>) => http.call(printing.standingBookTotals, { query }),
  standingBookExport: (query: QueryOf<typeof printing.standingBookExport>) => http.blob(printing.standingBookExport.url, { query: query as Record<string, string> }),
  subLedger: (query: SubLedgerQuery) => http.call(ordering.goodsSubLedger, { query }),
  subLedgerExport: (query: QueryOf<typeof printing.goodsSubLedgerExport>) => http.blob(printing.goodsSubLedgerExport.url, { query: query as Record<string, string> }),
};
