/**
 * The daily qualification check (`suppliers.qualifications`, once across all processes): an in-app notice
 * to the supplier's account REMIND_DAYS (or fewer) before a qualification expires — once per expiry date —
 * and the suspension of suppliers with an expired qualification (lifted when none is expired any more).
 * `now` is the clock, so a test moves it instead of waiting for a date.
 */
import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { CATEGORY, READ_FLAG, SEND_STATUS } from '../../contract/domain/announcement.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import { addDays, QUALIFICATION_TYPE_DICT, REMIND_DAYS, SUSPEND_REASON } from '../../contract/domain/supplier.ts';
import { inTransaction, type Db } from '../db/index.ts';
import {
  announcements, announcementSends, dictionaries, dictionaryItems, supplierProfiles, supplierQualifications, suppliers,
} from '../db/schema/index.ts';
import { settleSuspension, type StandingActor } from '../db/supplierStanding.ts';
import { defineJob } from './registry.ts';

export const QUALIFICATION_CHECK = 'suppliers.qualifications';

/** The job acts as itself in the trail. */
const JOB_ACTOR: StandingActor = { id: null, username: QUALIFICATION_CHECK, kind: 'job' };

export interface QualificationSummary {
  reminded: number;
  suspended: number;
  lifted: number;
}

export const qualificationCheckJob = defineJob<Record<string, never>>({
  name: QUALIFICATION_CHECK,
  rules: { retryLimit: 2, retryDelay: 300, retryBackoff: false, expireInSeconds: 3600 },
  // 01:17 UTC: 09:17 in China, when the suppliers' offices are open
  schedule: '17 1 * * *',
  run: (_job, app) => checkQualifications(app.db),
});

/** One in-app notice, addressed to one user and released at once. */
async function notify(tx: Db, userId: string, title: string, content: string, now: Date): Promise<void> {
  const [notice] = await tx
    .insert(announcements)
    .values({
      titile: title,
      msgContent: content,
      sender: QUALIFICATION_CHECK,
      priority: 'H',
      msgCategory: CATEGORY.system,
      msgType: 'USER',
      sendStatus: SEND_STATUS.released,
      sendTime: now,
      userIds: userId,
      busType: 'supplier_qualification',
      createdBy: QUALIFICATION_CHECK,
      createdAt: now,
    })
    .returning({ id: announcements.id });
  await tx.insert(announcementSends).values({ anntId: notice!.id, userId, readFlag: READ_FLAG.unread });
}

export async function checkQualifications(db: Db, now = new Date()): Promise<QualificationSummary> {
  const today = chinaDate(now);
  const summary: QualificationSummary = { reminded: 0, suspended: 0, lifted: 0 };

  const due = await db
    .select({ q: supplierQualifications, userId: suppliers.userId, typeName: dictionaryItems.itemText })
    .from(supplierQualifications)
    .innerJoin(suppliers, eq(suppliers.id, supplierQualifications.supplierId))
    .leftJoin(dictionaries, eq(dictionaries.dictCode, QUALIFICATION_TYPE_DICT))
    .leftJoin(dictionaryItems, and(eq(dictionaryItems.dictId, dictionaries.id), eq(dictionaryItems.itemValue, supplierQualifications.qualType)))
    .where(and(
      eq(supplierQualifications.deleted, false),
      gte(supplierQualifications.expiryDate, today),
      lte(supplierQualifications.expiryDate, addDays(today, REMIND_DAYS)),
      sql`${supplierQualifications.remindedFor} IS DISTINCT FROM ${supplierQualifications.expiryDate}`,
      isNotNull(suppliers.userId),
    ));
  for (const { q, userId, typeName } of due) {
    await inTransaction(db, async (tx) => {
      const name = `${typeName ?? q.qualType} ${q.number}`;
      await notify(tx, userId!, `资质即将到期：${name}`,
        `<p>您的资质“${escape(name)}”将于 ${q.expiryDate} 到期，请在到期前上传新的证照，到期后将暂停接单。</p>`
        + `<p>Your qualification "${escape(name)}" expires on ${q.expiryDate}. Upload the renewed licence before then; after it, new orders stop.</p>`, now);
      await tx.update(supplierQualifications).set({ remindedFor: q.expiryDate }).where(eq(supplierQualifications.id, q.id));
    });
    summary.reminded++;
  }

  // suppliers with an expired qualification, and those this rule suspended (to lift once renewed)
  const candidates = await db
    .selectDistinct({ supplierId: suppliers.id, userId: suppliers.userId })
    .from(suppliers)
    .leftJoin(supplierProfiles, eq(supplierProfiles.supplierId, suppliers.id))
    .where(or(
      sql`EXISTS (SELECT 1 FROM ${supplierQualifications} WHERE ${supplierQualifications.supplierId} = ${suppliers.id} AND NOT ${supplierQualifications.deleted} AND ${supplierQualifications.expiryDate} < ${today})`,
      and(isNotNull(supplierProfiles.suspendedAt), eq(supplierProfiles.suspendReason, SUSPEND_REASON.qualificationExpired)),
    ));
  for (const { supplierId, userId } of candidates) {
    await inTransaction(db, async (tx) => {
      const change = await settleSuspension(tx, supplierId, JOB_ACTOR, now);
      if (change === 'suspended') {
        summary.suspended++;
        if (userId) {
          await notify(tx, userId, '资质已过期，已暂停接单',
            '<p>您有资质已过期，平台已暂停向您分配新订单，您也不能接单。上传有效证照后自动恢复。</p>'
            + '<p>A qualification of yours has expired: no new order lines are allotted to you and you cannot accept lines. Upload a valid licence to resume.</p>', now);
        }
      }
      if (change === 'lifted') summary.lifted++;
    });
  }
  return summary;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
