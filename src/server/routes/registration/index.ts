/**
 * Public sign-up: POST /sys/user/register (a platform user, when the sys_setting registerEnable is '1')
 * and POST /supplier/register (a supplier company with its login account and a service contract not yet
 * initiated). Both need an SMS code sent to the phone with smsmode '0'.
 */
import type { FastifyInstance } from 'fastify';
import { supplierRegister, userRegister } from '../../../contract/routes/registration.ts';
import { audit } from '../../auth/audit.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { supplierCompanyProblem, supplierContactProblem } from '../../../contract/rules/index.ts';
import { users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { checkCredentials, registrationOpen, rethrowTaken } from './checks.ts';
import { registerSupplier } from './supplier.ts';

/** Canteen (restaurant) staff: the kind of user who signs up; an administrator then grants roles and departments. */
const SELF_REGISTERED_TYPE = 3;
/** Per client address; sign-up hashes a password and is a target for account farming. */
const registerLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, userRegister, { config: { public: true, ...registerLimit } }, async (request) => {
    if (!(await registrationOpen(db))) fail('REGISTER_DISABLED');
    const body = request.body;
    const { username, password, phone } = await checkCredentials(app, body);
    const realname = body.realname?.trim() || username;
    const passwordHash = await hashPassword(password);
    const [user] = await db
      .insert(users)
      .values({ username, realname, passwordHash, phone, userType: SELF_REGISTERED_TYPE, createdBy: username })
      .returning({ id: users.id, username: users.username })
      .catch(rethrowTaken);
    await audit(db, request, 'register', username, { phone, userType: SELF_REGISTERED_TYPE }, user);
    return ok({ username }, '注册成功');
  });

  addRoute(app, supplierRegister, { config: { public: true, ...registerLimit } }, async (request) => {
    const body = request.body;
    const companyName = body.companyName?.trim() ?? '';
    const contact = body.contact?.trim() ?? '';
    const problem = supplierCompanyProblem(companyName) ?? supplierContactProblem(contact);
    if (problem) fail(problem);
    const regionId = body.regionId?.trim() || null;
    const address = body.address?.trim() || null;
    const created = await registerSupplier(app, { ...body, companyName, contact, regionId, address });
    await audit(db, request, 'supplier_register', companyName, { supplierId: created.supplierId, contractId: created.contractId, phone: created.phone }, created.user);
    return ok({ username: created.user.username, supplierId: created.supplierId }, '注册成功');
  });
}
