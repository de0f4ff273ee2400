/** A supplier's sign-up: the company, its login user and its service contract, in one transaction. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_STATUS } from '../../../contract/domain/serviceContract.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { SUPPLIER_ACTIVE } from '../../../contract/domain/supplier.ts';
import { regions, roles, serviceContracts, supplierProfiles, suppliers, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { checkCredentials, rethrowTaken, type Credentials } from './checks.ts';

const SUPPLIER_TYPE = 2;

/** The level of a district in `regions`, the only level an address may name. */
const DISTRICT_LEVEL = 3;

export interface SupplierSignUp extends Credentials {
  companyName: string;
  contact: string;
  /** A district's region id, or null. */
  regionId: string | null;
  /** The street line, or null. */
  address: string | null;
}

export async function registerSupplier(app: FastifyInstance, form: SupplierSignUp) {
  const { db } = app;
  const [twin] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.name, form.companyName), eq(suppliers.deleted, false))).limit(1);
  if (twin) fail('SUPPLIER_COMPANY_EXISTS');
  if (form.regionId !== null) {
    const [region] = await db.select({ level: regions.level }).from(regions).where(eq(regions.id, form.regionId)).limit(1);
    if (region?.level !== DISTRICT_LEVEL) fail('SUPPLIER_REGION_INVALID', { id: form.regionId });
  }
  // checked last: a form mistake above does not use up the SMS code
  const { username, password, phone } = await checkCredentials(app, form);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username, realname: form.contact, passwordHash, phone, userType: SUPPLIER_TYPE, createdBy: username })
      .returning({ id: users.id, username: users.username })
      .catch(rethrowTaken);
    // the 'supplier' role when the platform has one; otherwise an administrator grants roles later
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, 'supplier')).limit(1);
    if (role) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: form.companyName, userId: user.id, contact: form.contact, phone, regionId: form.regionId, address: form.address, status: SUPPLIER_ACTIVE.no, createdBy: username })
      .returning({ id: suppliers.id });
    // awaiting the platform's audit (issue 19): it signs in and completes its qualifications meanwhile
    await tx.insert(supplierProfiles).values({ supplierId: supplier.id, auditStatus: 'pending', createdBy: username });
    // not initiated yet: the platform starts it (fee, period) before the supplier signs
    const [contract] = await tx
      .insert(serviceContracts)
      .values({ supplierId: supplier.id, status: CONTRACT_STATUS.notInitiated, createdBy: username })
      .returning({ id: serviceContracts.id });
    return { user, phone, supplierId: supplier.id, contractId: contract.id };
  });
}
