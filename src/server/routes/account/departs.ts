/** GET /sys/user/getCurrentUserDeparts and PUT|POST /sys/selectDepart: the user's current department. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addRoute, type ContractRequest } from '../../http/route.ts';
import { currentUserDeparts, selectDepart, selectDepartPost } from '../../../contract/routes/account.ts';
import { users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { userDeparts, userInfo } from '../../auth/users.ts';

/** Register the department list and choice routes. */
export function departRoutes(app: FastifyInstance): void {
  const { db } = app;

  addRoute(app, currentUserDeparts, {}, async (request) => {
    const list = await userDeparts(db, request.user!.id);
    return ok({ list, orgCode: request.user!.orgCode });
  });

  const choose = async (request: ContractRequest<typeof selectDepart>) => {
    const body = request.body ?? {};
    const me = request.user!;
    if (body.username !== undefined && body.username.trim() !== me.username) fail('NOT_OWN_ACCOUNT');
    const orgCode = body.orgCode?.trim();
    if (!orgCode) fail('DEPART_REQUIRED');
    const departs = await userDeparts(db, me.id);
    const chosen = departs.find((d) => d.orgCode === orgCode);
    if (!chosen) fail('DEPART_NOT_MINE');
    const [updated] = await db.update(users).set({ orgCode }).where(eq(users.id, me.id)).returning();
    return ok({ userInfo: userInfo(updated, chosen.departName) });
  };
  addRoute(app, selectDepart, {}, choose);
  addRoute(app, selectDepartPost, {}, (request) => choose(request));
}
