/** The one transition function moved down to src/server/http/transition.ts (the catalogue uses it too). */
export { ACTOR_NAMES, conflict, recordEvent, transition, type EntityKind, type TransitionRequest } from '../../http/transition.ts';
