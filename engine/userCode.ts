/**
 * User code as layout runs it. Every hook call of a document (text and html formatters, the
 * table's column, row, group, header, merge and footer hooks) goes through here, so that no
 * template can make a document's layout take more than its budget:
 *
 * - Time: all calls of one document together may take `hookBudgetMs` (DEFAULT_HOOK_BUDGET_MS
 *   unless the host sets it), measured with the context's clock (the hook runner's, normally:
 *   the sandbox reads one to enforce its own per-call limit; the engine reads none). Once it is
 *   spent no hook runs again; each hook skipped is reported once (`hook-budget-spent`) and
 *   layout goes on without it. Without a clock, calls are not timed (tests, no user code).
 * - Failures: code that failed HOOK_FAILURE_LIMIT times (a throw, a syntax error, the sandbox's
 *   time limit) is not called again in the document, wherever it is bound. A hook's first
 *   failure is reported at its path (`hook-failed`, noting when the code is given up); a hook
 *   whose code was given up elsewhere is reported once (`hook-skipped`).
 *
 * Failures and reports can be rolled back to a mark when layout runs again (lastPaperFooter);
 * time spent cannot.
 */
import type { Diagnostic, HookRunner, LayoutContext } from './context.ts';
import { HOOK_FAILURE_LIMIT } from './limits.ts';


/** A user hook as layout knows it: its option name, its source and the template path it came from. */
export interface HookRef {
  name: string;
  source: string;
  path: string;
}

/** What {@link restoreUserCode} rolls back to. */
export interface UserCodeMark {
  failures: Map<string, number>;
  reported: Map<string, Diagnostic>;
}

export function markUserCode(ctx: LayoutContext): UserCodeMark {
  return { failures: new Map(ctx.userCode.failures), reported: new Map(ctx.userCode.reported) };
}

/** Forget the failures and reports since `mark` (their diagnostics are being dropped); time spent stays spent. */
export function restoreUserCode(ctx: LayoutContext, mark: UserCodeMark): void {
  ctx.userCode.failures = new Map(mark.failures);
  ctx.userCode.reported = new Map(mark.reported);
}

/** Whether `hook` may run now; when it may not, the reason is reported once for its path. */
export function mayRun(ctx: LayoutContext, hook: HookRef): boolean {
  const state = ctx.userCode;
  if ((state.failures.get(hook.source) ?? 0) >= HOOK_FAILURE_LIMIT) {
    report(ctx, 'failed', hook, 'hook-skipped', `${hook.name} was skipped: the same code failed ${HOOK_FAILURE_LIMIT} times in this document`);
    return false;
  }
  if (state.spentMs >= state.budgetMs) {
    report(ctx, 'budget', hook, 'hook-budget-spent', `${hook.name} was not run: the document's hooks used up their ${state.budgetMs} ms time budget`);
    return false;
  }
  return true;
}

/**
 * Run `source` (the hook's own, or a wrapper around it) with `args` in the context's runner,
 * charging its time to the document's budget. Throws what the runner throws.
 */
export function runUserCode(ctx: LayoutContext, source: string, args: unknown[]): unknown {
  const state = ctx.userCode;
  const runner: HookRunner = ctx.hooks;
  const clock = state.clock;
  if (!clock) return runner.call(source, args);
  const start = clock();
  try {
    return runner.call(source, args);
  } finally {
    state.spentMs += Math.max(0, clock() - start);
  }
}

/** Count a failure of `hook`'s code and report the first at its path. */
export function hookFailed(ctx: LayoutContext, hook: HookRef, message: string): void {
  const state = ctx.userCode;
  const failures = (state.failures.get(hook.source) ?? 0) + 1;
  state.failures.set(hook.source, failures);
  const given = failures === HOOK_FAILURE_LIMIT ? `; it failed ${HOOK_FAILURE_LIMIT} times and is not called again in this document` : '';
  const earlier = state.reported.get(`failed ${hook.path}`);
  if (earlier) {
    if (given && earlier.code === 'hook-failed' && !earlier.message.endsWith(given)) earlier.message += given;
    return;
  }
  report(ctx, 'failed', hook, 'hook-failed', `${hook.name} failed and was skipped: ${message}${given}`);
}

/** Call `hook` once with `args`: its result, or undefined when it may not run or fails (reported). */
export function callUserHook(ctx: LayoutContext, hook: HookRef, args: unknown[]): unknown {
  if (!mayRun(ctx, hook)) return undefined;
  try {
    return runUserCode(ctx, hook.source, args);
  } catch (e) {
    hookFailed(ctx, hook, (e as Error).message);
    return undefined;
  }
}

function report(ctx: LayoutContext, kind: 'failed' | 'budget', hook: HookRef, code: string, message: string): void {
  const key = `${kind} ${hook.path}`;
  if (ctx.userCode.reported.has(key)) return;
  const diagnostic: Diagnostic = { code, message, path: hook.path };
  ctx.userCode.reported.set(key, diagnostic);
  ctx.diagnostics.push(diagnostic);
}
