/** The moves of a state machine's rows as routes: one per action, each moving the row and answering its detail as it now is. */
import type { FastifyInstance } from 'fastify';
import type { BodyOf, RouteContract } from '../../contract/route.ts';
import { actorOf, type Actor } from '../auth/scope.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { ok } from './envelope.ts';
import { addRoute } from './route.ts';

/** Registers `routes` (action -> contract, each with an :id): `move` takes the step, `detail` reads the row back in the caller's scope. */
export function actionRoutes<Action extends string, R extends RouteContract>(
  app: FastifyInstance,
  routes: Readonly<Record<Action, R>>,
  move: (actor: Actor, id: string, action: Action, body: BodyOf<R>) => Promise<unknown>,
  detail: (actor: Actor, id: string) => Promise<unknown>,
): void {
  for (const [action, route] of Object.entries(routes) as Array<[Action, R]>) {
    addRoute(app, route, {}, async (request) => {
      const who = actorOf(request.user as SessionUser);
      const { id } = request.params as { id: string };
      await move(who, id, action, request.body as BodyOf<R>);
      return ok(await detail(who, id));
    });
  }
}
