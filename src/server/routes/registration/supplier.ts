/** A supplier's sign-up: the company, its login user and its service contract, in one transaction. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords.ts';
import { roles, serviceContracts, suppliers, userRoles, users } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';
import { checkCredentials, rethrowTaken, type Credentials } from './checks.ts';

const SUPPLIER_TYPE = 2;
/** Contract status 0: not yet initiated; the platform starts it (fee, period) before the supplier signs. */
const CONTRACT_NOT_INITIATED = 0;

export interface SupplierSignUp extends Credentials {
  companyName: string;
  contact: string;
}

export async function registerSupplier(app: FastifyInstance, form: SupplierSignUp) {
  const { db } = app;
  const [twin] = await db.select({ id: suppliers.id }).from(suppliers).where(and(eq(suppliers.name, form.companyName), eq(suppliers.deleted, false))).limit(1);
  if (twin) fail('SUPPLIER_COMPANY_EXISTS');
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
      .values({ name: form.companyName, userId: user.id, contact: form.contact, phone, createdBy: username })
      .returning({ id: suppliers.id });
    const [contract] = await tx
      .insert(serviceContracts)
      .values({ supplierId: supplier.id, status: CONTRACT_NOT_INITIATED, createdBy: username })
      .returning({ id: serviceContracts.id });
    return { user, phone, supplierId: supplier.id, contractId: contract.id };
  });
}
