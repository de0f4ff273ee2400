/**
 * A document's user code has a time budget and gives up on code that keeps failing: hooks
 * that never return or always throw cannot hold a layout for long (userCode.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontBook, fontBytes, testContext } from '../tests/helpers/fonts.ts';
import type { HookRunner } from './context.ts';
import { layoutDocument } from './host/render.ts';
import { HOOK_FAILURE_LIMIT } from './limits.ts';
import { loadTemplate } from './load/load.ts';
import { paginate } from './paginate/paginate.ts';
import { createSandbox, type Sandbox } from './sandbox/index.ts';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});
afterAll(() => sandbox.dispose());

const LOOP = 'function(){while(true){}}';

/** A runner over `inner` that counts its calls. */
function counting(inner: HookRunner): HookRunner & { calls: number } {
  const runner = {
    calls: 0,
    clock: inner.clock,
    call(source: string, args: unknown[]) {
      runner.calls++;
      return inner.call(source, args);
    },
  };
  return runner;
}

/** A runner whose every call takes `ms` on its own clock and then fails as the sandbox's time limit does. */
function slowFailing(ms: number): HookRunner & { calls: number } {
  let now = 0;
  const runner = {
    calls: 0,
    clock: () => now,
    call() {
      runner.calls++;
      now += ms;
      throw new Error('InternalError: interrupted (time limit of 50 ms)');
    },
  };
  return runner;
}

/** `n` text elements bound to field `v`, one under the other, with formatter `formatter(i)`. */
function texts(n: number, formatter: (i: number) => string) {
  const printElements = Array.from({ length: n }, (_, i) => ({
    options: { left: 10, top: 10 + i * 5, width: 100, height: 5, field: 'v', formatter: formatter(i) },
    printElementType: { type: 'text' },
  }));
  return loadTemplate({ panels: [{ width: 210, height: 297, paperNumberDisabled: true, printElements }] });
}

const records = (n: number) => Array.from({ length: n }, (_, i) => ({ v: i }));
const codes = (diagnostics: { code: string }[]) => diagnostics.reduce<Record<string, number>>((by, d) => ({ ...by, [d.code]: (by[d.code] ?? 0) + 1 }), {});

describe('failing code', () => {
  it('an infinite-loop formatter over 200 records runs 3 times and is reported once', () => {
    const runner = counting(sandbox);
    const { pages, diagnostics } = paginate(texts(1, () => LOOP), records(200), testContext({ hooks: runner }));
    expect(pages).toHaveLength(200);
    expect(runner.calls).toBe(HOOK_FAILURE_LIMIT);
    expect(diagnostics).toEqual([
      {
        code: 'hook-failed',
        path: 'panels[0].printElements[0].options.formatter',
        message: expect.stringMatching(/^formatter failed and was skipped: .*time.*; it failed 3 times and is not called again in this document$/),
      },
    ]);
  });

  it('the same infinite loop in 40 elements over 50 records runs 3 times in all', () => {
    const runner = counting(sandbox);
    const { pages, diagnostics } = paginate(texts(40, () => LOOP), records(50), testContext({ hooks: runner }));
    expect(pages).toHaveLength(50);
    expect(runner.calls).toBe(HOOK_FAILURE_LIMIT);
    expect(codes(diagnostics)).toEqual({ 'hook-failed': 3, 'hook-skipped': 37 });
    expect(diagnostics[3]).toEqual({
      code: 'hook-skipped',
      path: 'panels[0].printElements[3].options.formatter',
      message: 'formatter was skipped: the same code failed 3 times in this document',
    });
  });

  it('a hook failing every time is called at most 3 times, whatever its kind, over many records', () => {
    const runner: HookRunner & { calls: number } = {
      calls: 0,
      call() {
        runner.calls++;
        throw new Error('nope');
      },
    };
    const column = { title: 'A', field: 'a', formatter2: 'function (v) { return v; }', styler2: 'function () { return { a: 1 }; }', stylerHeader: 'function () { return { h: 1 }; }' };
    const tableJson = {
      options: {
        left: 10, top: 60, width: 200, height: 40, field: 'rows', columns: [[column]],
        rowStyler: 'function () { return {}; }',
        footerFormatter: 'function () { return "<tr><td>x</td></tr>"; }',
        groupFields: ['a'],
        groupFormatter: 'function (g) { return g.name; }',
        groupFooterFormatter: 'function (g) { return g.name + "!"; }',
        rowsColumnsMerge: 'function () { return [1, 1]; }',
      },
      printElementType: { type: 'table' },
    };
    const html = { options: { left: 10, top: 30, width: 100, height: 20, formatter: 'function (t, v) { return "<b>" + v + "</b>"; }' }, printElementType: { type: 'html' } };
    const template = loadTemplate({ panels: [{ width: 210, height: 297, paperNumberDisabled: true, printElements: [html, tableJson] }] });
    const data = Array.from({ length: 30 }, () => ({ rows: records(20).map((r) => ({ a: r.v % 3 })) }));
    const { diagnostics } = paginate(template, data, testContext({ hooks: runner }));
    const paths = [
      '0].options.formatter',
      '1].options.groupFormatter',
      '1].options.groupFooterFormatter',
      '1].options.columns[0][0].formatter2',
      '1].options.columns[0][0].styler2',
      '1].options.rowStyler',
      '1].options.rowsColumnsMerge',
      '1].options.columns[0][0].stylerHeader',
      '1].options.footerFormatter',
    ];
    expect(diagnostics.map((d) => [d.code, d.path!.replace('panels[0].printElements[', '')])).toEqual(paths.map((p) => ['hook-failed', p]));
    expect(diagnostics.every((d) => d.message.endsWith('it failed 3 times and is not called again in this document'))).toBe(true);
    // Three failures each; a batch that fails as a whole (or the table's hand-over) is one call more.
    expect(runner.calls).toBeLessThanOrEqual(paths.length * (HOOK_FAILURE_LIMIT + 1));
  });
});

describe('time budget', () => {
  it('40 elements x 50 records of different infinite loops end within the budget, each hook skipped reported once', () => {
    const runner = slowFailing(50);
    const template = texts(40, (i) => `function(){var n${i}=0;while(true){n${i}++}}`);
    const { pages, diagnostics } = paginate(template, records(50), testContext({ hooks: runner }));
    expect(pages).toHaveLength(50);
    // 5000 ms at 50 ms a call: two records of 40 calls, and 20 calls of the third.
    expect(runner.calls).toBe(100);
    expect(codes(diagnostics)).toEqual({ 'hook-failed': 40, 'hook-budget-spent': 20 });
    expect(diagnostics.filter((d) => d.message.endsWith('is not called again in this document')).map((d) => d.path)).toHaveLength(20);
    expect(diagnostics.find((d) => d.code === 'hook-budget-spent')).toEqual({
      code: 'hook-budget-spent',
      path: 'panels[0].printElements[20].options.formatter',
      message: "formatter was not run: the document's hooks used up their 5000 ms time budget",
    });
  });

  it('is set by the host and measured with the sandbox clock', () => {
    const runner = counting(sandbox);
    const template = texts(40, (i) => `function(){var n${i}=0;while(true){n${i}++}}`);
    const ctx = testContext({ hooks: runner, hookBudgetMs: 300 });
    const { pages, diagnostics } = paginate(template, records(50), ctx);
    expect(pages).toHaveLength(50);
    // Each call stops at the sandbox's 50 ms limit: the budget allows about 6, and one that starts before it is spent.
    expect(runner.calls).toBeLessThanOrEqual(10);
    expect(codes(diagnostics)['hook-budget-spent']).toBeGreaterThanOrEqual(30);
    expect(diagnostics.filter((d) => d.code === 'hook-budget-spent')[0]!.message).toBe("formatter was not run: the document's hooks used up their 300 ms time budget");
  });

  it('runs nothing without a budget and does not time calls without a clock', () => {
    const none = testContext({ hooks: slowFailing(50), hookBudgetMs: 0 });
    expect(codes(paginate(texts(2, () => LOOP), records(1), none).diagnostics)).toEqual({ 'hook-budget-spent': 2 });
    const ok: HookRunner = { call: () => 'fine' };
    const { diagnostics } = paginate(texts(3, () => 'function(){return 1}'), records(100), testContext({ hooks: ok, hookBudgetMs: 1 }));
    expect(diagnostics).toEqual([]);
  });
});

describe('layoutDocument', () => {
  it('takes the budget from the host and times hooks with the sandbox it lends', async () => {
    const runner = slowFailing(50);
    const host = {
      fonts: async () => ({ files: fontBytes(), book: fontBook() }),
      imageBytes: async () => {
        throw new Error('no images');
      },
      sandbox: async () => ({ hooks: runner, release: () => undefined }),
    };
    const template = texts(4, (i) => `function(){var n${i}=0;while(true){n${i}++}}`);
    const result = await layoutDocument(host, template, records(10), { mode: 'print', now: 0, timezoneOffset: 0, hookBudgetMs: 100 });
    expect(result.pageCount).toBe(10);
    expect(runner.calls).toBe(2);
    // The two that ran failed once each; all four are then skipped for the budget.
    expect(codes(result.diagnostics)).toEqual({ 'hook-failed': 2, 'hook-budget-spent': 4 });
  });
});
