/**
 * State machines as data (STYLE.md habit 15): a table of transitions, each naming the action, the state it
 * leaves, the state it reaches, who may take it and an optional guard over the action's input. The server's
 * one transition function applies a table; screens ask which actions a row allows instead of restating it.
 */
import type { ErrorCode } from '../errors.ts';

/** Why a guard refuses: a catalogue code and its placeholders. */
export interface Refusal {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export interface Transition<S extends string, A extends string, K extends string, C> {
  action: A;
  from: S;
  to: S;
  /** The kinds of actor who may take it. */
  who: readonly K[];
  /** Checks the action's input against the row; null lets it pass. */
  guard?: (context: C) => Refusal | null;
}

export type Machine<S extends string, A extends string, K extends string, C> = readonly Transition<S, A, K, C>[];

/** What choosing a transition came to: the transition, or why there is none. */
export type Choice<S extends string, A extends string, K extends string, C> =
  | { ok: true; transition: Transition<S, A, K, C> }
  | { ok: false; reason: 'state' | 'actor' }
  | { ok: false; reason: 'guard'; refusal: Refusal };

/**
 * The transition `actor` takes with `action` from `from`. Several rows may share action and state (a check
 * that ends in 'received' or, partly received, back in 'preparing'): the first whose guard passes wins, and
 * when none passes the first row's refusal is the answer.
 */
export function chooseTransition<S extends string, A extends string, K extends string, C>(
  machine: Machine<S, A, K, C>,
  action: A,
  from: S,
  actor: K,
  context: C,
): Choice<S, A, K, C> {
  const rows = machine.filter((t) => t.action === action && t.from === from);
  if (rows.length === 0) return { ok: false, reason: 'state' };
  const mine = rows.filter((t) => t.who.includes(actor));
  if (mine.length === 0) return { ok: false, reason: 'actor' };
  let first: Refusal | null = null;
  for (const transition of mine) {
    const refusal = transition.guard?.(context) ?? null;
    if (!refusal) return { ok: true, transition };
    first ??= refusal;
  }
  return { ok: false, reason: 'guard', refusal: first! };
}

/** The actions `actor` may take on a row in `status` (guards aside: they need the action's input). */
export function actionsFor<S extends string, A extends string, K extends string, C>(machine: Machine<S, A, K, C>, status: S, actor: K): A[] {
  return [...new Set(machine.filter((t) => t.from === status && t.who.includes(actor)).map((t) => t.action))];
}
