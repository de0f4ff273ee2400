/** Who may read and change supplier management rows: the party kinds of src/server/auth/scope.ts. */
import type { ActorKind } from '../../../contract/domain/order.ts';
import type { Actor } from '../../auth/scope.ts';
import { fail } from '../../http/errors.ts';

export const ACTOR_NAMES: Readonly<Record<ActorKind, string>> = { canteen: '食堂', supplier: '供应商', procurement: '采购', platform: '平台' };

/** Refuse an actor whose kind is not among `kinds`. */
export function allow(actor: Actor, kinds: readonly ActorKind[], action: string): void {
  if (!kinds.includes(actor.kind)) fail('STATE_ACTOR_FORBIDDEN', { actor: ACTOR_NAMES[actor.kind], action });
}
