/**
 * Demo data for the embedded database's first start (LARDER_DEMO=0 turns it off): users, departments,
 * roles with their menus, platform settings, colleges, suppliers, notices, orders, print templates and an
 * online form with a report.
 * Runs once: a database that already has users is left alone.
 */
import { count } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import type { FileStorage } from '../storage/storage.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_PASSWORD, type SeedContext } from './context.ts';
import { seedAccounts } from './accounts.ts';
import { seedLookups } from './lookups.ts';
import { seedMenus } from './menus.ts';
import { seedBusiness } from './business.ts';
import { seedContract } from './contract.ts';
import { seedNotices } from './notices.ts';
import { seedOrders } from './orders.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedPurchaseBids } from './purchaseBids.ts';
import { seedAfterSales } from './afterSale.ts';
import { seedSchools } from './schools.ts';
import { seedSettings } from './settings.ts';
import { seedSuppliers } from './suppliers.ts';
import { seedTemplates } from './templates.ts';
import { seedOperations } from './operations.ts';
import { seedSystemAdmin } from './systemAdmin.ts';
import { seedPurchasePricing } from './purchasePricing.ts';
import { seedTickets } from './tickets.ts';
import { seedPaySteps } from './payStep.ts';
import { seedSystemExtra } from './systemExtra.ts';
import { seedSupplierDirectory } from './supplierDirectory.ts';
import { seedOnline } from './online.ts';

export interface SeedOptions {
  log?: (line: string) => void;
  storage?: FileStorage;
}


type SeedStep = (context: SeedContext) => Promise<void>;

/** The steps in order; features add theirs here. */
const STEPS: SeedStep[] = [seedSettings, seedAccounts, seedMenus, seedLookups, seedBusiness, seedContract, seedTemplates, seedNotices, seedSystemAdmin, seedSystemExtra, seedOrders, seedSchools, seedSuppliers, seedAfterSales, seedTickets, seedPaySteps, seedCatalogue, seedPurchaseBids, seedPurchasePricing, seedOperations, seedSupplierDirectory, seedOnline];

/** Seed when the database has no users yet; returns whether it seeded. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    const context: SeedContext = { db: tx as unknown as Db, ids: {}, storage: options.storage };
    for (const step of STEPS) await step(context);
  });
  options.log?.(`larder: seeded the demo data (users admin, buyer, supplier, grain, canteen; password ${DEMO_PASSWORD})`);
  return true;
}


export { DEMO_PASSWORD, type SeedContext } from './context.ts';
