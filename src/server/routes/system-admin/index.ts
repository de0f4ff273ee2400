/**
 * System administration, the rest (issue 21): fill rules, check rules (the editor; checkByCode is in lookup),
 * positions and the data log. Handlers read the request and answer; the services hold the rules.
 */
import type { FastifyInstance } from 'fastify';
import * as contract from '../../../contract/routes/system-admin.ts';
import { PERMS } from '../../auth/perms.ts';
import { ok, page, paging } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { createCheckRule, deleteCheckRule, editCheckRule, listCheckRules, testSteps } from './checkRules.ts';
import { whoOf } from '../../http/adminChange.ts';
import { dataLogTables, listDataLog } from './dataLog.ts';
import { createFillRule, deleteFillRule, editFillRule, listFillRules, previewCodes } from './fillRules.ts';
import { assignPosition, createPosition, deletePosition, editPosition, listPositions } from './positions.ts';

export default async function systemAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const needs = (perm: string) => ({ config: { perm } });

  // fill rules
  addRoute(app, contract.fillRuleList, needs(PERMS.fillRuleManage), async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listFillRules(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.fillRuleAdd, needs(PERMS.fillRuleManage), async (request) => ok(await createFillRule(db, whoOf(request), request.body), '添加成功'));
  addRoute(app, contract.fillRuleEdit, needs(PERMS.fillRuleManage), async (request) => ok(await editFillRule(db, whoOf(request), request.body), '编辑成功'));
  addRoute(app, contract.fillRuleDelete, needs(PERMS.fillRuleManage), async (request) => {
    await deleteFillRule(db, whoOf(request), request.query.id, request.query.version);
    return ok(null, '删除成功');
  });
  addRoute(app, contract.fillRulePreview, needs(PERMS.fillRuleManage), async (request) => ok(await previewCodes(db, request.query)));

  // check rules
  addRoute(app, contract.checkRuleList, needs(PERMS.checkRuleList), async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listCheckRules(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.checkRuleAdd, needs(PERMS.checkRuleEdit), async (request) => ok(await createCheckRule(db, whoOf(request), request.body), '添加成功'));
  addRoute(app, contract.checkRuleEdit, needs(PERMS.checkRuleEdit), async (request) => ok(await editCheckRule(db, whoOf(request), request.body), '编辑成功'));
  addRoute(app, contract.checkRuleDelete, needs(PERMS.checkRuleEdit), async (request) => {
    await deleteCheckRule(db, whoOf(request), request.query.id, request.query.version);
    return ok(null, '删除成功');
  });
  addRoute(app, contract.checkRuleTest, needs(PERMS.checkRuleList), async (request) => ok(testSteps(request.body.steps, request.body.value)));

  // positions
  addRoute(app, contract.positionList, needs(PERMS.positionManage), async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listPositions(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.positionAdd, needs(PERMS.positionManage), async (request) => ok(await createPosition(db, whoOf(request), request.body), '添加成功'));
  addRoute(app, contract.positionEdit, needs(PERMS.positionManage), async (request) => ok(await editPosition(db, whoOf(request), request.body), '编辑成功'));
  addRoute(app, contract.positionDelete, needs(PERMS.positionManage), async (request) => {
    await deletePosition(db, whoOf(request), request.query.id, request.query.version);
    return ok(null, '删除成功');
  });
  addRoute(app, contract.positionAssign, needs(PERMS.positionManage), async (request) => ok(await assignPosition(db, whoOf(request), request.body), '保存成功'));

  // data log
  addRoute(app, contract.dataLogList, needs(PERMS.dataLogList), async (request) => {
    const { current, size, offset } = paging(request.query);
    const { total, records } = await listDataLog(db, request.query, size, offset);
    return ok(page(records, total, current, size));
  });
  addRoute(app, contract.dataLogTables, needs(PERMS.dataLogList), async () => ok(await dataLogTables(db)));
}
