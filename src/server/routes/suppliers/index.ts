/**
 * Supplier management (issue 19): the platform's audit of registrations, qualifications and the daily check
 * of their expiry, canteens' white lists. Handlers read the request and answer; the rules are in
 * src/contract/domain/supplier.ts and the services beside this file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { QUALIFICATION_TYPE_DICT } from '../../../contract/domain/supplier.ts';
import * as routes from '../../../contract/routes/suppliers.ts';
import { actorOf } from '../../auth/scope.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { localeOf } from '../../http/errors.ts';
import { EXPORT_ROW_LIMIT, sendWorkbook } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { checkQualifications } from '../../jobs/qualifications.ts';
import { allow } from './access.ts';
import { listRegistrations, moveRegistration, registrationById, registrationDetail, supplierOptionsOf } from './audit.ts';
import { infoColumns, qualificationColumns, registrationColumns, whiteListColumns } from './exports.ts';
import { infoById, listInfo, updateInfo } from './info.ts';
import { createQualification, deleteQualification, listQualifications, qualificationById, updateQualification } from './qualifications.ts';
import { addToWhiteList, listWhiteList, removeFromWhiteList } from './whiteList.ts';

export default async function supplierRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: { user: unknown }) => actorOf(request.user as Parameters<typeof actorOf>[0]);
  const locale = (request: FastifyRequest) => localeOf(request.headers['accept-language']);
  const cut = (l: 'zh' | 'en') => (l === 'en' ? `Only the first ${EXPORT_ROW_LIMIT} rows` : `仅导出前 ${EXPORT_ROW_LIMIT} 行`);

  // registrations and their audit
  addRoute(app, routes.registrationList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listRegistrations(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, routes.registrationExport, {}, async (request, reply) => {
    const { records } = await listRegistrations(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const l = locale(request);
    return sendWorkbook(reply, l === 'en' ? 'supplier-registrations' : '供应商注册', registrationColumns(l), records, cut(l));
  });
  addRoute(app, routes.registrationDetail, {}, async (request) => ok(await registrationDetail(db, actor(request), request.params.id)));
  for (const [route, action] of [[routes.registrationApprove, 'approve'], [routes.registrationReject, 'reject'], [routes.registrationResubmit, 'resubmit']] as const) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await moveRegistration(db, who, request.params.id, action, request.body);
      return ok(await registrationById(db, who, request.params.id));
    });
  }
  addRoute(app, routes.supplierOptions, {}, async (request) => ok(await supplierOptionsOf(db, actor(request), request.query.name, request.query.any === '1')));

  // qualifications
  addRoute(app, routes.qualificationList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listQualifications(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, routes.qualificationExport, {}, async (request, reply) => {
    const { records } = await listQualifications(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const types = new Map((await db
      .select({ value: dictionaryItems.itemValue, text: dictionaryItems.itemText })
      .from(dictionaryItems)
      .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictId))
      .where(eq(dictionaries.dictCode, QUALIFICATION_TYPE_DICT))).map((item) => [item.value, item.text]));
    const l = locale(request);
    return sendWorkbook(reply, l === 'en' ? 'qualifications' : '资质', qualificationColumns(l, (value) => types.get(value) ?? value), records, cut(l));
  });
  addRoute(app, routes.qualificationCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await qualificationById(db, who, await createQualification(db, who, request.body)), '保存成功');
  });
  addRoute(app, routes.qualificationUpdate, {}, async (request) => {
    const who = actor(request);
    await updateQualification(db, who, request.params.id, request.body);
    return ok(await qualificationById(db, who, request.params.id), '保存成功');
  });
  addRoute(app, routes.qualificationDelete, {}, async (request) => {
    await deleteQualification(db, actor(request), request.params.id, request.body.version);
    return ok(null, '删除成功');
  });
  addRoute(app, routes.qualificationCheckRun, {}, async (request) => {
    allow(actor(request), ['platform'], 'check');
    return ok(await checkQualifications(db));
  });

  // the supplier's information
  addRoute(app, routes.supplierInfoList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listInfo(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, routes.supplierInfoExport, {}, async (request, reply) => {
    const { records } = await listInfo(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const l = locale(request);
    return sendWorkbook(reply, l === 'en' ? 'suppliers' : '供应商信息', infoColumns(l), records, cut(l));
  });
  addRoute(app, routes.supplierInfoUpdate, {}, async (request) => {
    const who = actor(request);
    await updateInfo(db, who, request.params.id, request.body);
    return ok(await infoById(db, who, request.params.id), '保存成功');
  });

  // white lists
  addRoute(app, routes.whiteListList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listWhiteList(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, routes.whiteListExport, {}, async (request, reply) => {
    const { records } = await listWhiteList(db, actor(request), request.query, EXPORT_ROW_LIMIT + 1, 0);
    const l = locale(request);
    return sendWorkbook(reply, l === 'en' ? 'white-list' : '白名单', whiteListColumns(l), records, cut(l));
  });
  addRoute(app, routes.whiteListAdd, {}, async (request) => ok(await addToWhiteList(db, actor(request), request.body), '已加入白名单'));
  addRoute(app, routes.whiteListRemove, {}, async (request) => {
    await removeFromWhiteList(db, actor(request), request.body);
    return ok(null, '已移出白名单');
  });
}
