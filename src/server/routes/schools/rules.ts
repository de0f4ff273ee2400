/** What the school and canteen services share: who may read or manage, checks of the referenced rows, the audit row. */
import { and, eq, inArray } from 'drizzle-orm';
import { SCHOOL_MANAGERS, SCHOOL_READERS, type SchoolProblem } from '../../../contract/domain/school.ts';
import { actingDepartments, type Actor } from '../../auth/scope.ts';
import type { Db } from '../../db/index.ts';
import { auditLog, departments, regions } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';

/** Who acts, with the address the request came from (none for the demo seed). */
export interface Acting extends Actor {
  ip?: string | null;
}

const DISTRICT_LEVEL = 3;

export function mayRead(actor: Actor): void {
  if (!SCHOOL_READERS.includes(actor.kind)) fail('SCHOOL_READ_FORBIDDEN');
}

export function mayManage(actor: Actor): void {
  if (!SCHOOL_MANAGERS.includes(actor.kind)) fail('SCHOOL_MANAGE_FORBIDDEN');
}

export function refuse(problem: SchoolProblem): void {
  if (problem) fail(problem.code, problem.params);
}

export async function checkRegion(tx: Db, regionId: string | null | undefined): Promise<void> {
  if (!regionId) return;
  const [region] = await tx.select({ level: regions.level }).from(regions).where(eq(regions.id, regionId));
  if (region?.level !== DISTRICT_LEVEL) fail('SCHOOL_REGION_INVALID', { id: regionId });
}

export async function checkDepartments(tx: Db, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return;
  const found = new Set((await tx.select({ id: departments.id }).from(departments).where(and(inArray(departments.id, wanted), eq(departments.deleted, false)))).map((d) => d.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing) fail('SCHOOL_DEPART_NOT_FOUND', { id: missing });
}

/** Procurement names only its own departments (or those under them) as a college's procurement department. */
export async function checkProcurementDepartment(tx: Db, actor: Actor, departId: string): Promise<void> {
  await checkDepartments(tx, [departId]);
  if (actor.kind !== 'procurement') return;
  const [mine] = await tx.select({ id: departments.id }).from(departments).where(and(eq(departments.id, departId), inArray(departments.id, actingDepartments(tx, actor))));
  if (!mine) fail('SCHOOL_DEPART_OUT_OF_SCOPE');
}

/** The audit row of a change, written in the change's transaction. */
export async function auditChange(tx: Db, actor: Acting, action: string, target: string, detail: Record<string, unknown>): Promise<void> {
  await tx.insert(auditLog).values({ userId: actor.id, username: actor.username, action, target, detail, ip: actor.ip ?? null });
}

/** Only the fields that changed, before and after, for the audit row. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null)) diff[key] = { from: before[key] ?? null, to: value ?? null };
  }
  return diff;
}
