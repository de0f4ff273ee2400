/**
 * Demo pay steps, made through the services the API uses: the fee record of 鲜丰's service contract year,
 * its payment proof handed in by the supplier and confirmed by the platform (prepayment confirmed).
 */
import { eq } from 'drizzle-orm';
import { files, payStepRecords } from '../db/schema/index.ts';
import { movePayStep, openPayStep } from '../routes/pay-step/service.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';

const HOUR = 3_600_000;


export async function seedPaySteps({ db, ids }: SeedContext): Promise<void> {
  const contractId = ids['contract:fresh'];
  if (!contractId) return;
  const [admin, fresh] = await demoActors(db, 'admin', 'supplier');
  const now = Date.now();
  const id = await openPayStep(db, admin, contractId, new Date(now - 72 * HOUR));
  // the proof: a file record of the supplier's (the demo has no bytes behind it)
  const [proof] = await db.insert(files).values({ path: 'demo/payment-proof.pdf', originalName: '技术服务费预付款凭证.pdf', contentType: 'application/pdf', size: 0, uploadedBy: fresh.id, purpose: 'payment' }).returning({ path: files.path });
  await movePayStep(db, fresh, id, 'upload', { version: 1, proofPath: proof!.path }, new Date(now - 48 * HOUR));
  const [row] = await db.select({ version: payStepRecords.version }).from(payStepRecords).where(eq(payStepRecords.id, id));
  await movePayStep(db, admin, id, 'confirm', { version: row!.version }, new Date(now - 24 * HOUR));
}
