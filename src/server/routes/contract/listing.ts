/**
 * The contract list and its Excel export (same filters): the platform (contract management permission) reads
 * every supplier's contracts, a supplier its own; procurement and canteens are refused.
 */
import { and, count, eq, gte, ilike, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addDays, CONTRACT_STATUS, RENEWAL_WINDOW_DAYS, STATUS_NAMES, type ContractStatus } from '../../../contract/domain/serviceContract.ts';
import { contractExport, contractList, type ServiceContract } from '../../../contract/routes/contract.ts';
import type { Static } from 'typebox';
import type { Locale } from '../../../contract/errors.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { ownSuppliers } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { serviceContracts, suppliers } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/sql.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { fail, localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { sortDirection, sorter } from '../../http/listQuery.ts';
import { addRoute } from '../../http/route.ts';
import { attachmentsOf, contractView, notRenewableOf } from './access.ts';
import { businessDay } from './dates.ts';

type Query = Static<typeof contractList.querystring>;

type SupplierScope = ReturnType<typeof ownSuppliers> | undefined;

/**
 * The suppliers whose contracts the caller reads (a subquery, wrapped: a query builder is awaitable):
 * undefined for the platform (all); refused for everyone but suppliers.
 */
async function contractScope(db: Db, request: FastifyRequest): Promise<{ suppliers: SupplierScope }> {
  const user = request.user!;
  if (await hasPermission(db, user.id, PERMS.contractManage)) return { suppliers: undefined };
  if (user.userType === 2) return { suppliers: ownSuppliers(db, user.id) };
  fail('CONTRACT_PLATFORM_ONLY');
}

function conditions(query: Query, { suppliers: scope }: { suppliers: SupplierScope }): SQL | undefined {
  const today = businessDay();
  const name = query.supplierName?.trim();
  return and(
    eq(suppliers.deleted, false),
    scope ? inArray(serviceContracts.supplierId, scope) : undefined,
    query.status === undefined ? undefined : eq(serviceContracts.status, query.status),
    query.supplierId ? eq(serviceContracts.supplierId, query.supplierId) : undefined,
    name ? ilike(suppliers.name, containsPattern(name)) : undefined,
    query.expiry === 'expired' ? and(eq(serviceContracts.status, CONTRACT_STATUS.effective), lt(serviceContracts.endDate, today)) : undefined,
    query.expiry === 'expiring'
      ? and(eq(serviceContracts.status, CONTRACT_STATUS.effective), gte(serviceContracts.endDate, today), lte(serviceContracts.endDate, addDays(today, RENEWAL_WINDOW_DAYS)))
      : undefined,
  );
}

const SORTS = { createTime: serviceContracts.createdAt, endDate: serviceContracts.endDate, status: serviceContracts.status };

async function contractRows(db: Db, query: Query, where: SQL | undefined, limit: number, offset: number): Promise<ServiceContract[]> {
  const rows = await db
    .select({ contract: serviceContracts, supplierName: suppliers.name })
    .from(serviceContracts)
    .innerJoin(suppliers, eq(suppliers.id, serviceContracts.supplierId))
    .where(where)
    .orderBy(sorter(SORTS, query, 'createTime'), sortDirection(query)(serviceContracts.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.contract.id);
  const [attachments, blocked] = await Promise.all([attachmentsOf(db, ids), notRenewableOf(db, rows.map((row) => row.contract))]);
  return rows.map((row) => contractView(row.contract, row.supplierName, attachments.get(row.contract.id) ?? [], blocked.has(row.contract.id)));
}

const pick = (locale: Locale, zh: string, en: string) => (locale === 'en' ? en : zh);
const STATUS_EN: Readonly<Record<ContractStatus, string>> = { 0: 'Not initiated', 1: 'Awaiting supplier', 3: 'Supplier signed', 9: 'Both signed', 12: 'Effective' };

const columns = (l: Locale): ExcelColumn<ServiceContract>[] => [
  { header: pick(l, '供应商', 'Supplier'), value: (r) => r.supplierName },
  { header: pick(l, '状态', 'Status'), value: (r) => (l === 'en' ? STATUS_EN : STATUS_NAMES)[r.status as ContractStatus] ?? String(r.status) },
  { header: pick(l, '已过期', 'Expired'), value: (r) => (r.expired ? pick(l, '是', 'yes') : '') },
  { header: pick(l, '开始日期', 'Begins'), value: (r) => r.beginDate },
  { header: pick(l, '结束日期', 'Ends'), value: (r) => r.endDate },
  { header: pick(l, '年交易额（元）', 'Annual trade (yuan)'), value: (r) => r.annualTrade, format: '0.00' },
  { header: pick(l, '技术服务费（元）', 'Service fee (yuan)'), value: (r) => r.totalAmount, format: '0.00' },
  { header: pick(l, '续签自', 'Renews'), value: (r) => (r.previousId ? pick(l, '是', 'yes') : '') },
  { header: pick(l, '附件数', 'Attachments'), value: (r) => r.contractAttachments.length },
  { header: pick(l, '创建时间', 'Created'), value: (r) => new Date(r.createTime), format: 'yyyy-mm-dd hh:mm' },
];

/** Register the list and its export. */
export function listRoutes(app: FastifyInstance): void {
  const { db } = app;
  addRoute(app, contractList, {}, async (request) => {
    const query = request.query;
    const { current, size, offset } = paging(query);
    const where = conditions(query, await contractScope(db, request));
    const [{ total }] = await db.select({ total: count() }).from(serviceContracts).innerJoin(suppliers, eq(suppliers.id, serviceContracts.supplierId)).where(where);
    return ok(page(await contractRows(db, query, where, size, offset), total, current, size));
  });

  addRoute(app, contractExport, {}, async (request, reply) => {
    const query = request.query;
    const where = conditions(query, await contractScope(db, request));
    const locale = localeOf(request.headers['accept-language']);
    const rows = await contractRows(db, query, where, EXPORT_ROW_LIMIT + 1, 0);
    return sendWorkbook(reply, pick(locale, '服务合同', 'Service contracts'), columns(locale), rows);
  });
}
