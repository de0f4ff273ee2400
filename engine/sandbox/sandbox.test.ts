import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, MAX_ARRAY_LENGTH, type Sandbox } from './index.ts';

function failure(sandbox: Sandbox, source: string, args: unknown[] = []): string {
  try {
    sandbox.call(source, args);
  } catch (err) {
    expect(err).toBeInstanceOf(Error);
    return (err as Error).message;
  }
  throw new Error(`expected ${source} to fail`);
}

describe('sandbox', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox();
  });
  afterAll(() => sandbox.dispose());

  describe('accepted forms', () => {
    it('runs anonymous and named function expressions', () => {
      expect(sandbox.call("function(value,row,index){return value+'元'}", [12, { a: 1 }, 0])).toBe('12元');
      expect(sandbox.call('function (a, b) { return a * b }', [6, 7])).toBe(42);
      expect(sandbox.call('function fmt(a) { return fmt.name + ":" + a }', ['x'])).toBe('fmt:x');
    });

    it('gives hooks a silent console, as hooks written for a browser expect one', () => {
      expect(sandbox.call('function (v) { console.log("merging", v); console.warn(v); return v + 1 }', [1])).toBe(2);
    });

    it('gives hooks a window without browser libraries, so checks for one take their fallback', () => {
      expect(sandbox.call('function () { return window.echarts ? "chart" : "<div>fallback</div>" }', [])).toBe('<div>fallback</div>');
    });

    it('runs arrow functions', () => {
      expect(sandbox.call('(v) => v * 2', [21])).toBe(42);
      expect(sandbox.call('v => v + 1', [1])).toBe(2);
      expect(sandbox.call('(a, b) => { return a + b }', ['a', 'b'])).toBe('ab');
      expect(sandbox.call('() => ({ color: "red" })', [])).toEqual({ color: 'red' });
    });

    it('tolerates surrounding whitespace, a trailing semicolon and a trailing line comment', () => {
      expect(sandbox.call('\n  function (v) { return v }; \n', [3])).toBe(3);
      expect(sandbox.call('v => v // identity', [4])).toBe(4);
    });

    it('rejects sources that are not functions', () => {
      expect(failure(sandbox, "value + '元'", [1])).toBe("not a function: value + '元'");
      expect(failure(sandbox, 'return value', [1])).toMatch(/^not a function: return value/);
      expect(failure(sandbox, '({ a: 1 })')).toBe('not a function: ({ a: 1 })');
      expect(failure(sandbox, '')).toBe('not a function: ');
    });

    it('reports syntax errors', () => {
      expect(failure(sandbox, 'function (v) { return v +; }')).toMatch(/^SyntaxError: /);
      expect(failure(sandbox, 'function (v) { return v }) + (1')).toMatch(/^(SyntaxError|not a function)/);
    });
  });

  describe('values across the boundary', () => {
    it('round-trips JSON-compatible arguments and results', () => {
      const row = { name: '大米', qty: 3, price: 4.5, tags: ['a', 'b'], meta: { ok: true, none: null } };
      expect(sandbox.call('function (row) { return row }', [row])).toEqual(row);
      expect(sandbox.call('function (a, b, c, d) { return [typeof a, typeof b, typeof c, d] }', ['s', 1, false, null])).toEqual([
        'string',
        'number',
        'boolean',
        null,
      ]);
      expect(sandbox.call('function (rows) { return rows.map(function (r) { return r.q * 2 }) }', [[{ q: 1 }, { q: 2 }]])).toEqual([2, 4]);
    });

    it('keeps undefined arguments and results undefined', () => {
      expect(sandbox.call('function (a, b) { return a === undefined && b === 2 }', [undefined, 2])).toBe(true);
      expect(sandbox.call('function () {}', [])).toBeUndefined();
      expect(sandbox.call('function (a) { return arguments.length }', [1, 2, 3])).toBe(3);
    });

    it('passes copies: the hook cannot change the host objects', () => {
      const row = { n: 1 };
      sandbox.call('function (row) { row.n = 99; row.added = true }', [row]);
      expect(row).toEqual({ n: 1 });
    });

    it('returns numbers that JSON cannot carry, when they are the result itself', () => {
      expect(sandbox.call('function () { return 0 / 0 }', [])).toBeNaN();
      expect(sandbox.call('function () { return -1 / 0 }', [])).toBe(-Infinity);
    });

    it('rejects results that are not JSON values', () => {
      expect(failure(sandbox, 'function () { return function () {} }')).toBe('TypeError: hook returned a function, not a JSON value');
      expect(failure(sandbox, '() => Symbol("s")')).toBe('TypeError: hook returned a symbol, not a JSON value');
      expect(failure(sandbox, '() => ({ f: function () {} })')).toBe('TypeError: hook result contains a function, not a JSON value');
      expect(failure(sandbox, '() => new Date(0)')).toBe('TypeError: hook result contains a Date, not a plain object or array');
      expect(failure(sandbox, '() => { var o = {}; o.self = o; return o }')).toMatch(/^RangeError: hook result is nested deeper than/);
    });

    it('rejects arguments that are not JSON-compatible', () => {
      expect(failure(sandbox, 'v => v', [10n])).toMatch(/^hook arguments are not JSON-compatible/);
    });
  });

  describe('failures', () => {
    it('surfaces errors thrown by the hook as short messages', () => {
      expect(failure(sandbox, 'function () { throw new Error("bad row") }')).toBe('Error: bad row');
      expect(failure(sandbox, 'function () { throw "boom" }')).toBe('hook threw "boom"');
      expect(failure(sandbox, 'function (row) { return row.missing.field }', [{}])).toMatch(/^TypeError: /);
      expect(failure(sandbox, 'function () { throw new Error("x".repeat(5000)) }').length).toBeLessThanOrEqual(300);
    });

    it('stops an infinite loop at the time limit, and the next call works', () => {
      expect(failure(sandbox, 'function () { while (true) {} }')).toBe('hook timed out after 50 ms');
      expect(sandbox.call('function (v) { return v + 1 }', [1])).toBe(2);
    });

    it('does not let the hook catch the time-out', () => {
      const source = 'function () { try { while (true) {} } catch (e) { return "caught" } finally { return "finally" } }';
      expect(failure(sandbox, source)).toBe('hook timed out after 50 ms');
      expect(sandbox.call('() => "still fine"', [])).toBe('still fine');
    });

    it('turns runaway recursion into an error', () => {
      expect(failure(sandbox, 'function f(n) { return f(n + 1) + 1 }', [0])).toBe('InternalError: stack overflow');
      expect(sandbox.call('() => 1', [])).toBe(1);
    });

    it('refuses native array loops over huge sparse arrays instead of hanging', () => {
      const message = failure(sandbox, 'function () { var a = []; a.length = 4294967295; return a.join("") }');
      expect(message).toBe(`RangeError: array too long for a hook (length 4294967295, at most ${MAX_ARRAY_LENGTH})`);
      expect(failure(sandbox, 'function () { var a = []; a.length = 4294967295; return [a].flat().length }')).toMatch(/^RangeError: array too long/);
      expect(sandbox.call('(a) => [a.join("-"), a.indexOf(3), [a].flat().length, Array.prototype.slice.call({ length: 2, 0: "x", 1: "y" }).join("")]', [[1, 2, 3]])).toEqual([
        '1-2-3',
        2,
        3,
        'xy',
      ]);
    });
  });

  describe('isolation', () => {
    it('gives no access to host globals', () => {
      expect(sandbox.call('() => [typeof process, typeof require, typeof fetch, typeof document, typeof globalThis.process, typeof setTimeout, typeof window.process]', [])).toEqual(
        Array(7).fill('undefined'),
      );
      // window is the sandbox's own global object, not the host's.
      expect(sandbox.call('() => window === globalThis', [])).toBe(true);
    });

    it('gives no way to compile code from strings', () => {
      expect(failure(sandbox, "() => globalThis.constructor.constructor('return process')()")).toMatch(/^EvalError: code generation/);
      expect(failure(sandbox, "() => (function () {}).constructor('return 1')()")).toMatch(/^EvalError: code generation/);
      expect(failure(sandbox, "() => (async function () {}).constructor('return 1')")).toMatch(/^EvalError: code generation/);
      expect(failure(sandbox, '() => Function("return this")()')).toMatch(/^EvalError: code generation/);
      expect(failure(sandbox, '() => eval("Function")("return this")()')).toMatch(/^EvalError: code generation/);
      expect(failure(sandbox, '() => eval("(function () {}).constructor")("return 1")()')).toMatch(/^EvalError: code generation/);
    });

    it('runs eval as hiprint templates use it: in the hook\'s scope, inside the same sandbox', () => {
      // ccsimple-template8's formatter: markup filled by eval(key) over its own arguments.
      const fill = 'function (t, e, d) { return "${d.a.b} - ${t}".replace(/\\${(\\S+)}/g, function (m, key) { return eval(key) }) }';
      expect(sandbox.call(fill, ['T', {}, { a: { b: 'X' } }])).toBe('X - T');
      expect(sandbox.call('() => eval("[typeof process, typeof require, typeof fetch, eval(\'this\') === globalThis].join()")', [])).toBe('undefined,undefined,undefined,true');
    });

    it('stops hostile eval: loops at the time limit, deep nesting as a catchable error', () => {
      expect(failure(sandbox, '() => eval("while (true) {}")')).toBe('hook timed out after 50 ms');
      expect(failure(sandbox, '() => { try { eval("for (;;) {}") } catch (e) {} return "caught" }')).toBe('hook timed out after 50 ms');
      for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}'], ['(function () { return ', '})()'], ['`${', '}`'], ['f(', ')']]) {
        const code = JSON.stringify(`${open.repeat(20000)}1${close.repeat(20000)}`);
        expect(failure(sandbox, `() => eval(${code})`)).toMatch(/^SyntaxError: /);
        expect(sandbox.call('() => 1', [])).toBe(1);
      }
      expect(failure(sandbox, '() => eval("x".repeat(1 << 26))')).toBe('hook ran out of memory (limit 16 MB)');
      expect(sandbox.call('() => eval("1 + 1")', [])).toBe(2);
    });

    it('keeps the helpers safe from hooks that overwrite built-ins', () => {
      expect(sandbox.call('function () { JSON.parse = JSON.stringify = null; Reflect.apply = null; return "done" }', [])).toBe('done');
      expect(sandbox.call('(a, b) => ({ sum: a.n + b })', [{ n: 1 }, 2])).toEqual({ sum: 3 });
    });
  });

  describe('compile cache', () => {
    it('compiles each distinct source once', async () => {
      const fresh = await createSandbox();
      try {
        const source = 'function (v, row, i) { return v + ":" + i }';
        for (let i = 0; i < 100; i++) expect(fresh.call(source, ['x', {}, i])).toBe(`x:${i}`);
        expect(fresh.compileCount).toBe(1);
        fresh.call('v => v', [1]);
        fresh.call('v => v', [2]);
        expect(fresh.compileCount).toBe(2);
        // A source that fails to compile is remembered too.
        failure(fresh, 'function ( {');
        failure(fresh, 'function ( {');
        expect(fresh.compileCount).toBe(3);
      } finally {
        fresh.dispose();
      }
    });
  });
});

describe('sandbox limits and lifecycle', () => {
  it('stops a hook that exhausts memory, and the next call works', async () => {
    const sandbox = await createSandbox({ memoryLimitBytes: 2 * 1024 * 1024, timeLimitMs: 5000 });
    try {
      const hog = 'function () { var a = []; while (true) a.push("item " + a.length + " of a list that only grows") }';
      expect(failure(sandbox, hog)).toBe('hook ran out of memory (limit 2 MB)');
      expect(sandbox.call('(v) => v.repeat(2)', ['ab'])).toBe('abab');
    } finally {
      sandbox.dispose();
    }
  });

  it('reads the time only through the clock it is given', async () => {
    let now = 0;
    const sandbox = await createSandbox({ timeLimitMs: 5, clock: () => now++ });
    try {
      expect(failure(sandbox, '() => { for (;;) {} }')).toBe('hook timed out after 5 ms');
      expect(sandbox.call('() => "ok"', [])).toBe('ok');
    } finally {
      sandbox.dispose();
    }
  });

  it('replaces its wasm module after a failure outside QuickJS and keeps working', async () => {
    let broken = false;
    const sandbox = await createSandbox({
      clock: () => {
        if (broken) throw new Error('clock failed');
        return performance.now();
      },
    });
    try {
      broken = true;
      expect(failure(sandbox, '() => { for (;;) {} }')).toMatch(/^sandbox crashed \(Error: clock failed\); restarting/);
      broken = false;
      await sandbox.ready();
      expect(sandbox.call('(v) => v * 3', [3])).toBe(9);
    } finally {
      sandbox.dispose();
    }
  });

  it('refuses calls after dispose', async () => {
    const sandbox = await createSandbox();
    sandbox.dispose();
    expect(failure(sandbox, 'v => v', [1])).toBe('sandbox is disposed');
  });

  it('validates its options', async () => {
    await expect(createSandbox({ timeLimitMs: 0 })).rejects.toThrow(/timeLimitMs/);
    await expect(createSandbox({ memoryLimitBytes: 10 })).rejects.toThrow(/memoryLimitBytes/);
  });
});
