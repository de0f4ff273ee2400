/** GET /sys/user/getCurrentUserDeparts and PUT|POST /sys/selectDepart: the user's current department. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@fastify/type-provider-typebox';
import { users } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { userDeparts, userInfo } from '../../auth/users.ts';

/** Register the department list and choice routes. */
export function departRoutes(app: FastifyInstance): void {
  const { db } = app;

  app.get('/sys/user/getCurrentUserDeparts', async (request) => {
    const list = await userDeparts(db, request.user!.id);
    return ok({ list, orgCode: request.user!.orgCode });
  });

  const selectDepart = async (request: FastifyRequest) => {
    const body = (request.body ?? {}) as { orgCode?: string; username?: string };
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
  const options = {
    schema: {
      body: Type.Object({
        orgCode: Type.Optional(Type.String({ maxLength: 64 })),
        username: Type.Optional(Type.String({ maxLength: 100 })),
      }),
    },
  };
  app.put('/sys/selectDepart', options, selectDepart);
  app.post('/sys/selectDepart', options, selectDepart);
}
