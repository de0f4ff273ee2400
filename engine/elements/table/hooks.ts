/**
 * Running a table's user hooks without paying per cell for what hiprint's signatures pass.
 *
 * - Per-row and per-cell hooks (formatter2, styler2, rowStyler) run in batches: one sandbox
 *   call loops over a few hundred rows, so the cost of entering the sandbox and copying the
 *   element options is paid per batch, not per cell.
 * - Hooks that receive the whole table (rowsColumnsMerge, footerFormatter,
 *   gridColumnsFooterFormatter) would copy every row into the sandbox on every call, which is
 *   quadratic. The table is handed over once, in slices, into a sandbox global that the
 *   wrappers read. That needs a runner that keeps globals between calls (the QuickJS sandbox
 *   does); with one that does not, small tables are passed whole on each call and the hook is
 *   skipped, with a diagnostic, for large ones.
 * - A failing hook is skipped for that call and reported once per hook (its template path);
 *   after {@link FAILURE_LIMIT} failures of its code it is not called again in the document,
 *   and no hook runs once the document's user-code time is spent (userCode.ts). A batch counts
 *   as one call.
 *
 * Wrappers embed the user's source as a function expression; the user's function sees the
 * arguments hiprint passes. Every call happens during placement, never while painting.
 */
import { HOOK_FAILURE_LIMIT } from '../../limits.ts';
import { callUserHook, hookFailed, mayRun, runUserCode } from '../../userCode.ts';
import type { ElementEnv } from '../types.ts';
import type { HookSource } from './tableOptions.ts';

/** Failures of one hook's code after which it is no longer called in that document (a render). */
export const FAILURE_LIMIT = HOOK_FAILURE_LIMIT;
/** Rows per sandbox call for per-row hooks. */
const BATCH_ROWS = 200;
/** Rows per slice when handing the table to the sandbox. */
const STASH_SLICE = 500;
/** Largest table passed whole on each call when the runner keeps no globals. */
const SMALL_TABLE = 1000;

export interface BatchResult {
  out: unknown[];
  err: string;
}

const DESCRIBE = `function (e) {
    try { return e && typeof e === 'object' && 'message' in e ? String(e.name || 'Error') + ': ' + String(e.message) : 'hook threw ' + String(e); }
    catch (x) { return 'hook threw a value that cannot be printed'; }
  }`;

/** The user's source as a function expression inside a wrapper. */
function embed(source: string): string {
  return `(${source.trim().replace(/;+$/, '')}\n)`;
}

function perRowWrapper(source: string, rowMode: boolean): string {
  const call = rowMode ? 'f(rows[i], options)' : 'f(values[i], rows[i], offset + i, options)';
  return `function (rows, values, offset, options) {
  var f = ${embed(source)};
  var describe = ${DESCRIBE};
  var out = [], err = '';
  for (var i = 0; i < rows.length; i++) {
    var v;
    try { v = ${call}; } catch (e) { v = null; if (!err) err = describe(e); }
    out.push(v === undefined ? null : v);
  }
  return { out: out, err: err };
}`;
}

const STASH_LOADER = `function (key, rows, reset, print) {
  var g = globalThis, s = g.__larderTableStash;
  if (reset || !s || s.key !== key) { s = { key: key, rows: [], print: print }; g.__larderTableStash = s; }
  for (var i = 0; i < rows.length; i++) s.rows.push(rows[i]);
  return s.rows.length;
}`;

const TABLE_PRELUDE = `var s = globalThis.__larderTableStash;
  if (!table) {
    if (!s || s.key !== key) throw new Error('the table data is not in the sandbox');
    table = s.rows; print = s.print;
  }`;

function mergeWrapper(source: string): string {
  return `function (key, table, print, from, to, cols) {
  var f = ${embed(source)};
  var describe = ${DESCRIBE};
  ${TABLE_PRELUDE}
  var out = [], err = '';
  for (var r = from; r < to; r++) {
    for (var c = 0; c < cols.length; c++) {
      try {
        var v = f(table[r], cols[c], c, r, table, print);
        if (v && typeof v === 'object' && v.length >= 2) {
          var rs = Number(v[0]), cs = Number(v[1]);
          if (rs !== 1 || cs !== 1) out.push(r, c, rs, cs);
        }
      } catch (e) { if (!err) err = describe(e); }
    }
  }
  return { out: out, err: err };
}`;
}

function footerWrapper(source: string): string {
  return `function (key, table, print, options, from, to) {
  var f = ${embed(source)};
  ${TABLE_PRELUDE}
  return f(options, table, print, table.slice(from, to));
}`;
}

let stashSerial = 0;

/** The hooks of one table layout: batching and the table hand-over (failures and time: userCode.ts). */
export class TableHooks {
  private readonly reported = new Set<string>();
  private stash: { key: string } | null | undefined;

  /** Data rows in print order (what tableData means to hooks); set once grouping is known. */
  private rows: readonly unknown[] = [];

  constructor(
    private readonly env: ElementEnv,
    /** The element's options as in the template: hiprint hooks receive them. */
    readonly optionsJson: unknown,
  ) {}

  setRows(rows: readonly unknown[]): void {
    this.rows = rows;
    this.stash = undefined;
  }

  /** Call `hook` once with `args`; undefined when it is absent, disabled or fails. */
  call(hook: HookSource | undefined, args: unknown[]): unknown {
    return hook ? callUserHook(this.env.ctx, hook, args) : undefined;
  }

  /**
   * A per-cell hook (value, row, index, options) or, with `rowMode`, a per-row hook
   * (row, options) over every data row: results by row index (undefined where it failed).
   */
  perRow(hook: HookSource, values: readonly unknown[] | undefined, rowMode: boolean): unknown[] {
    const n = this.rows.length;
    const results: unknown[] = new Array(n);
    const wrapper = perRowWrapper(hook.source, rowMode);
    for (let from = 0; from < n && this.mayRun(hook); from += BATCH_ROWS) {
      const to = Math.min(n, from + BATCH_ROWS);
      const rows = this.rows.slice(from, to);
      const vals = values ? values.slice(from, to) : [];
      let batch: BatchResult | undefined;
      try {
        batch = asBatch(runUserCode(this.env.ctx, wrapper, [rows, vals, from, this.optionsJson]));
      } catch {
        batch = undefined;
      }
      if (batch && batch.out.length === rows.length) {
        for (let i = 0; i < rows.length; i++) results[from + i] = batch.out[i] ?? undefined;
        if (batch.err) this.fail(hook, batch.err);
        continue;
      }
      // The batch as a whole failed (time limit, syntax error ...): one call per row, so the
      // rows that work still get their result and the failure is reported as the user's.
      for (let i = from; i < to && this.mayRun(hook); i++) {
        const args = rowMode ? [this.rows[i], this.optionsJson] : [values?.[i], this.rows[i], i, this.optionsJson];
        results[i] = this.call(hook, args);
      }
    }
    return results;
  }

  /**
   * rowsColumnsMerge over rows [0, n): flat [row, col, rowspan, colspan, ...] for every cell
   * whose answer is not [1, 1]. `columns` are the leaf columns as given in the template.
   */
  merges(hook: HookSource, columns: unknown[], print: unknown): number[] {
    if (!this.mayRun(hook)) return [];
    const access = this.tableAccess(hook, print);
    if (!access) return [];
    const wrapper = mergeWrapper(hook.source);
    const out: number[] = [];
    const n = this.rows.length;
    const step = Math.max(1, Math.floor((BATCH_ROWS * 4) / Math.max(1, columns.length)));
    for (let from = 0; from < n && this.mayRun(hook); from += step) {
      const to = Math.min(n, from + step);
      try {
        const batch = asBatch(runUserCode(this.env.ctx, wrapper, [access.key, access.table, access.print, from, to, columns]));
        if (!batch) throw new Error('rowsColumnsMerge wrapper returned no result');
        for (const v of batch.out) out.push(typeof v === 'number' ? v : NaN);
        if (batch.err) this.fail(hook, batch.err);
      } catch (e) {
        this.fail(hook, (e as Error).message);
      }
    }
    return out;
  }

  /** footerFormatter-like hook: (options, rows, data, pageRows) with pageRows = rows [from, to). */
  footer(hook: HookSource, print: unknown, from: number, to: number): unknown {
    if (!this.mayRun(hook)) return undefined;
    const access = this.tableAccess(hook, print);
    if (!access) return undefined;
    try {
      return runUserCode(this.env.ctx, footerWrapper(hook.source), [access.key, access.table, access.print, this.optionsJson, from, to]);
    } catch (e) {
      this.fail(hook, (e as Error).message);
      return undefined;
    }
  }

  /** How a whole-table hook gets the rows: from the stash, passed whole, or not at all. */
  private tableAccess(hook: HookSource, print: unknown): { key: string; table: unknown[] | null; print: unknown } | undefined {
    if (this.stash === undefined) this.stash = this.loadStash(print);
    if (this.stash) return { key: this.stash.key, table: null, print: null };
    if (this.rows.length <= SMALL_TABLE) return { key: '', table: this.rows as unknown[], print };
    if (!this.reported.has(hook.path)) {
      this.reported.add(hook.path);
      this.env.ctx.diagnostics.push({
        code: 'hook-skipped',
        message: `${hook.name} was skipped: the table's ${this.rows.length} rows could not be handed to the hook runner`,
        path: hook.path,
      });
    }
    return undefined;
  }

  private loadStash(print: unknown): { key: string } | null {
    const key = `t${++stashSerial}`;
    const n = this.rows.length;
    try {
      let length = -1;
      for (let from = 0; from === 0 || from < n; from += STASH_SLICE) {
        const slice = this.rows.slice(from, from + STASH_SLICE);
        length = Number(runUserCode(this.env.ctx, STASH_LOADER, [key, slice, from === 0, from === 0 ? print : null]));
      }
      return length === n ? { key } : null;
    } catch {
      return null;
    }
  }

  private mayRun(hook: HookSource): boolean {
    return mayRun(this.env.ctx, hook);
  }

  private fail(hook: HookSource, message: string): void {
    hookFailed(this.env.ctx, hook, message);
  }
}

function asBatch(value: unknown): BatchResult | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return Array.isArray(v.out) ? { out: v.out, err: typeof v.err === 'string' ? v.err : '' } : undefined;
}
