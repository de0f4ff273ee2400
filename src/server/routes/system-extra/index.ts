/**
 * System administration, the last screens (issue 21): 我的部门, 分类字典 and 多数据源 (地址管理 lives with the
 * region lookups in ../region). Handlers read the request and answer; the services hold the rules.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contract from '../../../contract/routes/system-extra.ts';
import { hasPermission } from '../../auth/permissions.ts';
import { PERMS } from '../../auth/perms.ts';
import { whoOf } from '../../http/adminChange.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { readWorkbook, sendWorkbook, type ExcelColumn } from '../../http/excel.ts';
import { fail, localeOf } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { CATEGORY_HEADINGS, categoryRecords, createCategory, deleteCategory, editCategory, importCategories } from './categories.ts';
import { createDataSource, deleteDataSource, editDataSource, listDataSources, testDataSource } from './dataSources.ts';
import { addMembers, candidates, listMembers, managedTree, positionOptions, removeMember, setHeads, setMemberPosition, type Manager } from './departUsers.ts';

export default async function systemExtraRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const needs = (perm: string) => ({ config: { perm } });

  // 我的部门: any signed-in user; the services answer only within the departments the caller heads
  const managerOf = async (request: FastifyRequest): Promise<Manager> => {
    const user = request.user!;
    return { id: user.id, username: user.username, userType: user.userType, everywhere: await hasPermission(db, user.id, PERMS.departEdit) };
  };
  addRoute(app, contract.managedDeparts, {}, async (request) => {
    const manager = await managerOf(request);
    return ok({ departs: await managedTree(db, manager), canManageHeads: manager.everywhere });
  });
  addRoute(app, contract.departMembers, {}, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listMembers(db, await managerOf(request), request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.memberCandidates, {}, async (request) => ok(await candidates(db, await managerOf(request), request.query.departId, request.query.keyword)));
  addRoute(app, contract.memberAdd, {}, async (request) => ok({ added: await addMembers(db, await managerOf(request), whoOf(request), request.body.departId, request.body.userIds) }, '添加成功'));
  addRoute(app, contract.memberRemove, {}, async (request) => {
    await removeMember(db, await managerOf(request), whoOf(request), request.query.departId, request.query.userId);
    return ok(null, '移除成功');
  });
  addRoute(app, contract.memberPositionOptions, {}, async () => ok(await positionOptions(db)));
  addRoute(app, contract.memberPosition, {}, async (request) => ok(await setMemberPosition(db, await managerOf(request), whoOf(request), request.body), '保存成功'));
  addRoute(app, contract.departHeadsSet, needs(PERMS.departEdit), async (request) => {
    await setHeads(db, whoOf(request), request.body.departId, request.body.userIds);
    return ok(null, '保存成功');
  });

  // 分类字典: reading the tree needs the list permission, changing it the edit permission
  addRoute(app, contract.categoryRows, needs(PERMS.categoryList), async () => ok(await categoryRecords(db)));
  addRoute(app, contract.categoryAdd, needs(PERMS.categoryEdit), async (request) => ok(await createCategory(db, whoOf(request), request.body), '添加成功'));
  addRoute(app, contract.categoryEdit, needs(PERMS.categoryEdit), async (request) => ok(await editCategory(db, whoOf(request), request.body), '编辑成功'));
  addRoute(app, contract.categoryDelete, needs(PERMS.categoryEdit), async (request) => {
    await deleteCategory(db, whoOf(request), request.query.id, request.query.version);
    return ok(null, '删除成功');
  });
  addRoute(app, contract.categoryExport, needs(PERMS.categoryList), async (request, reply) => {
    const locale = localeOf(request.headers['accept-language']);
    const headings = CATEGORY_HEADINGS[locale];
    const rows = await categoryRecords(db);
    const codeOf = new Map(rows.map((row) => [row.id, row.code]));
    const columns: ExcelColumn<contract.CategoryRecord>[] = [
      { header: headings.code, value: (r) => r.code, width: 20 },
      { header: headings.name, value: (r) => r.name, width: 30 },
      { header: headings.parentCode, value: (r) => (r.parentId ? codeOf.get(r.parentId) ?? '' : ''), width: 20 },
      { header: headings.sortNo, value: (r) => r.sortNo },
    ];
    return sendWorkbook(reply, locale === 'en' ? 'categories' : '分类字典', columns, rows);
  });
  addRoute(app, contract.categoryImport, needs(PERMS.categoryEdit), async (request) => {
    let sheet: Record<string, string>[];
    try {
      sheet = await readWorkbook(Buffer.from(request.body.content, 'base64'));
    } catch {
      fail('CATEGORY_IMPORT_UNREADABLE');
    }
    return ok(await importCategories(db, whoOf(request), sheet, localeOf(request.headers['accept-language'])));
  });

  // 多数据源
  const sources = needs(PERMS.dataSourceManage);
  addRoute(app, contract.dataSourceList, sources, async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listDataSources(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.dataSourceAdd, sources, async (request) => ok(await createDataSource(db, whoOf(request), request.body), '添加成功'));
  addRoute(app, contract.dataSourceEdit, sources, async (request) => ok(await editDataSource(db, whoOf(request), request.body), '编辑成功'));
  addRoute(app, contract.dataSourceDelete, sources, async (request) => {
    await deleteDataSource(db, whoOf(request), request.query.id, request.query.version);
    return ok(null, '删除成功');
  });
  addRoute(app, contract.dataSourceTest, sources, async (request) => ok(await testDataSource(db, request.body)));
}
