/**
 * Demo data of system administration (issue 21), made through its services: the fill rules that number
 * orders and order groups (before the orders are seeded), a few more rules, and positions with holders.
 */
import { SYSTEM_FILL_RULES } from '../db/numbering.ts';
import { createFillRule } from '../routes/system-admin/fillRules.ts';
import { assignPosition, createPosition } from '../routes/system-admin/positions.ts';
import type { Who } from '../http/adminChange.ts';
import type { SeedContext } from './context.ts';

export async function seedSystemAdmin({ db, ids }: SeedContext): Promise<void> {
  const admin: Who = { id: ids['user:admin'] ?? null, username: 'admin', ip: null };
  await createFillRule(db, admin, { ruleCode: SYSTEM_FILL_RULES.orderNo, ruleName: '订单号', prefix: 'DD', datePart: 'yyyyMMdd', seqWidth: 6, resetPeriod: 'day', description: '下单时生成订单号' });
  await createFillRule(db, admin, { ruleCode: SYSTEM_FILL_RULES.groupNo, ruleName: '订单组号', prefix: 'OG', datePart: 'yyyyMMdd', seqWidth: 6, resetPeriod: 'day', description: '食堂某到货日的第一张订单生成订单组号' });
  await createFillRule(db, admin, { ruleCode: 'SUPPLIER_NO', ruleName: '供应商编号', prefix: 'GYS', datePart: 'yyyy', seqWidth: 4, resetPeriod: 'year', description: null });
  const positions = [
    { code: 'canteen_manager', name: '食堂经理', rank: 2, holders: ['canteen'] },
    { code: 'buyer', name: '采购员', rank: 3, holders: ['buyer'] },
    { code: 'platform_admin', name: '平台管理员', rank: 1, holders: ['admin'] },
  ];
  for (const { holders, ...position } of positions) {
    const created = await createPosition(db, admin, { ...position, description: null });
    const userIds = holders.map((name) => ids[`user:${name}`]).filter((id): id is string => Boolean(id));
    await assignPosition(db, admin, { id: created.id, version: created.version, userIds });
  }
}
