/**
 * The supplier directory (/index/SupplierList, issue 19; src/contract/routes/supplierDirectory.ts): approved
 * suppliers for procurement, canteens and the platform, with an Excel export of the same filters and a detail.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DIRECTORY_CONTRACT_NAMES } from '../../../contract/domain/supplierDirectory.ts';
import type { Locale } from '../../../contract/errors.ts';
import { directoryDetail as detailRoute, directoryExport, directoryList, type DirectoryRecord } from '../../../contract/routes/supplierDirectory.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { directoryDetail, listDirectory } from './directory.ts';

const pick = (l: Locale, zh: string, en: string) => (l === 'en' ? en : zh);

const columns = (l: Locale): ExcelColumn<DirectoryRecord>[] => [
  { header: pick(l, '供应商', 'Supplier'), value: (r) => r.name },
  { header: pick(l, '供应品类', 'Categories'), value: (r) => r.categories.map((c) => c.name).join(pick(l, '、', ', ')) },
  { header: pick(l, '所在地区', 'Region'), value: (r) => r.regionName },
  { header: pick(l, '综合评分', 'Rating'), value: (r) => r.rating.overall, format: '0.00' },
  { header: pick(l, '质量', 'Quality'), value: (r) => r.rating.quality, format: '0.00' },
  { header: pick(l, '配送', 'Delivery'), value: (r) => r.rating.delivery, format: '0.00' },
  { header: pick(l, '服务', 'Service'), value: (r) => r.rating.service, format: '0.00' },
  { header: pick(l, '评价次数', 'Evaluations'), value: (r) => r.rating.count },
  { header: pick(l, '服务合同', 'Contract'), value: (r) => DIRECTORY_CONTRACT_NAMES[r.contractState][l] },
  { header: pick(l, '合同到期', 'Contract ends'), value: (r) => r.contractEnd },
];

export default async function supplierDirectoryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: FastifyRequest) => actorOf(request.user!);

  addRoute(app, directoryList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listDirectory(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });

  addRoute(app, directoryExport, {}, async (request, reply) => {
    const { records } = await listDirectory(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const l = localeOf(request.headers['accept-language']);
    return sendWorkbook(reply, pick(l, '供应商名录', 'supplier-directory'), columns(l), records, pick(l, `仅导出前 ${EXPORT_ROW_LIMIT} 行`, `Only the first ${EXPORT_ROW_LIMIT} rows`));
  });

  addRoute(app, detailRoute, {}, async (request) => ok(await directoryDetail(db, actor(request), request.params.id)));
}
