/** Who is looking: the kind of party the signed-in user acts for (the server decides; the screens only hide buttons). */
import { useSnapshot } from 'valtio';
import { actorKindOf, type ActorKind } from '../../contract/domain/order.ts';
import { sessionState } from '../../shell/state/session.ts';

export function useActorKind(): ActorKind {
  const session = useSnapshot(sessionState);
  return actorKindOf(Number(session.user?.userType ?? 3));
}
