/**
 * Schools and canteens (issue 18): 学校管理 and 食堂管理. Handlers read the request and answer; who may
 * do what and the field rules live in src/contract/domain/school.ts, the services beside this file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as schools from '../../../contract/routes/schools.ts';
import type { CanteenRecord, CollegeRecord } from '../../../contract/routes/schools.ts';
import { actorOf } from '../../auth/scope.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { localeOf } from '../../http/errors.ts';
import { sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { addRoute } from '../../http/route.ts';
import { allCanteens, canteenById, createCanteen, editCanteen, listCanteens, pickableDepartments, setCanteenStatus } from './canteens.ts';
import { allColleges, collegeById, createCollege, editCollege, listColleges, setCollegeStatus } from './colleges.ts';
import type { Acting } from './rules.ts';

type Words = { zh: string; en: string };
const status = (value: number, locale: 'zh' | 'en') => (value === 1 ? { zh: '启用', en: 'Enabled' } : { zh: '停用', en: 'Disabled' })[locale];

function columns<Row>(locale: 'zh' | 'en', list: Array<[Words, ExcelColumn<Row>['value']]>): ExcelColumn<Row>[] {
  return list.map(([words, value]) => ({ header: words[locale], value }));
}

const collegeColumns = (locale: 'zh' | 'en') => columns<CollegeRecord>(locale, [
  [{ zh: '学校编码', en: 'Code' }, (r) => r.code],
  [{ zh: '学校名称', en: 'College' }, (r) => r.name],
  [{ zh: '采购部门', en: 'Procurement department' }, (r) => r.procurementDepartName],
  [{ zh: '所在地区', en: 'Region' }, (r) => r.regionName],
  [{ zh: '地址', en: 'Address' }, (r) => r.address],
  [{ zh: '联系人', en: 'Contact' }, (r) => r.contact],
  [{ zh: '电话', en: 'Phone' }, (r) => r.phone],
  [{ zh: '食堂数', en: 'Canteens' }, (r) => r.canteenCount],
  [{ zh: '状态', en: 'Status' }, (r) => status(r.status, locale)],
]);

const canteenColumns = (locale: 'zh' | 'en') => columns<CanteenRecord>(locale, [
  [{ zh: '食堂名称', en: 'Canteen' }, (r) => r.name],
  [{ zh: '所属学校', en: 'College' }, (r) => r.collegeName],
  [{ zh: '所在地区', en: 'Region' }, (r) => r.regionName],
  [{ zh: '地址', en: 'Address' }, (r) => r.address],
  [{ zh: '联系人', en: 'Contacts' }, (r) => r.contacts.map((c) => `${c.name} ${c.phone}`).join('; ')],
  [{ zh: '配送时段', en: 'Delivery slots' }, (r) => r.deliverySlots.map((s) => `${s.name} ${s.time}`).join('; ')],
  [{ zh: '所属部门', en: 'Department' }, (r) => r.departName],
  [{ zh: '状态', en: 'Status' }, (r) => status(r.status, locale)],
]);

export default async function schoolRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const actor = (request: FastifyRequest): Acting => ({ ...actorOf(request.user as Parameters<typeof actorOf>[0]), ip: request.ip });
  const locale = (request: FastifyRequest) => localeOf(request.headers['accept-language']);

  addRoute(app, schools.collegeList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listColleges(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, schools.collegeExport, {}, async (request, reply) => {
    const rows = await allColleges(db, actor(request), request.query);
    return sendWorkbook(reply, locale(request) === 'en' ? 'colleges' : '学校列表', collegeColumns(locale(request)), rows);
  });
  addRoute(app, schools.collegeDetail, {}, async (request) => ok(await collegeById(db, actor(request), request.params.id)));
  addRoute(app, schools.collegeCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await collegeById(db, who, await createCollege(db, who, request.body)), '添加成功');
  });
  addRoute(app, schools.collegeEdit, {}, async (request) => {
    const who = actor(request);
    await editCollege(db, who, request.params.id, request.body);
    return ok(await collegeById(db, who, request.params.id), '编辑成功');
  });
  for (const [route, enabled] of [[schools.collegeDisable, false], [schools.collegeEnable, true]] as const) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await setCollegeStatus(db, who, request.params.id, request.body.version, enabled);
      return ok(await collegeById(db, who, request.params.id));
    });
  }

  addRoute(app, schools.canteenList, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listCanteens(db, actor(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, schools.canteenExport, {}, async (request, reply) => {
    const rows = await allCanteens(db, actor(request), request.query);
    return sendWorkbook(reply, locale(request) === 'en' ? 'canteens' : '食堂列表', canteenColumns(locale(request)), rows);
  });
  addRoute(app, schools.canteenDetail, {}, async (request) => ok(await canteenById(db, actor(request), request.params.id)));
  addRoute(app, schools.canteenCreate, {}, async (request) => {
    const who = actor(request);
    return ok(await canteenById(db, who, await createCanteen(db, who, request.body)), '添加成功');
  });
  addRoute(app, schools.canteenEdit, {}, async (request) => {
    const who = actor(request);
    await editCanteen(db, who, request.params.id, request.body);
    return ok(await canteenById(db, who, request.params.id), '编辑成功');
  });
  for (const [route, enabled] of [[schools.canteenDisable, false], [schools.canteenEnable, true]] as const) {
    addRoute(app, route, {}, async (request) => {
      const who = actor(request);
      await setCanteenStatus(db, who, request.params.id, request.body.version, enabled);
      return ok(await canteenById(db, who, request.params.id));
    });
  }
  addRoute(app, schools.schoolDepartments, {}, async (request) => ok(await pickableDepartments(db, actor(request))));
}
