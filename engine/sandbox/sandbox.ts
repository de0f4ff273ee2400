/**
 * A HookRunner that runs template user code (formatter, styler, group and footer hooks)
 * in QuickJS compiled to WebAssembly. The wasm build is inlined in its JS module, so the
 * same code loads in Node, in a bundled Web Worker and in the browser without fetching a
 * .wasm file.
 *
 * What user code gets: a bare ECMAScript global (no process, require, fetch, timers,
 * Proxy, typed arrays or Function constructor; eval, which hiprint templates use to read
 * data by a key, compiles in the same context under the same limits), its arguments as JSON copies, a time
 * limit per call and a memory limit for the sandbox. What it gives back: strings, numbers,
 * booleans, undefined, or plain objects and arrays of those. Every failure - a throw, a
 * syntax error, the time limit, running out of memory - becomes a thrown Error with a short
 * message, and the sandbox keeps working for the next call.
 *
 * Determinism: QuickJS's own `Date.now()`, `new Date()` and `Math.random()` read the host
 * clock and a random seed; they are left in place, so hooks that call them make output
 * depend on when it ran. All hooks in one sandbox share one global object, so a hook that
 * writes globals is seen by the hooks that run after it (in a fixed order, so still
 * deterministic).
 */
import { DefaultIntrinsics, newQuickJSWASMModuleFromVariant } from 'quickjs-emscripten-core';
import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import variant from '@jitl/quickjs-singlefile-browser-release-sync';
import type { HookRunner } from '../context.ts';
import { PRELUDE } from './guest.ts';

export interface SandboxOptions {
  /** Time limit of one call, compiling included, in ms. Default 50. */
  timeLimitMs?: number;
  /** Memory limit of the sandbox's QuickJS runtime, in bytes. Default 16 MB. */
  memoryLimitBytes?: number;
  /**
   * Milliseconds from any fixed origin, read only to enforce the time limit. The sandbox
   * is a host service handed to layout through the context, so unlike the engine it may
   * read a clock. Default `performance.now()`.
   */
  clock?: () => number;
}

export interface Sandbox extends HookRunner {
  /** The clock the time limit reads (`SandboxOptions.clock`); layout times a document's hooks with it. */
  readonly clock: () => number;
  /** How many distinct sources have been compiled (cache misses); for tests and tuning. */
  readonly compileCount: number;
  /** Resolves when the sandbox takes calls again after a crash of the wasm module
   * (normally at once). */
  ready(): Promise<void>;
  /** Frees the QuickJS runtime; later calls throw. */
  dispose(): void;
}

export const DEFAULT_TIME_LIMIT_MS = 50;
export const DEFAULT_MEMORY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * QuickJS's stack check counts only wasm's shadow stack, while the host's native stack
 * grows as well (much faster while parsing). These limits keep deep recursion a catchable
 * `InternalError: stack overflow` with room to spare on a ~1 MB host stack; a host stack
 * overflow anyway is caught and the wasm module replaced (see `crash`).
 */
const RUN_STACK_BYTES = 32 * 1024;
const COMPILE_STACK_BYTES = 8 * 1024;
/** Compiled functions kept per sandbox; the least recently used beyond this are freed. */
const CACHE_LIMIT = 256;
/** Longest error message passed on. */
const MESSAGE_LIMIT = 300;
/** Arguments past this index that are `undefined` arrive as `null` (JSON). */
const MASKED_ARGS = 30;

const FUNCTION_FORM = /^(?:async\b\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/;
const OUT_OF_MEMORY = 'InternalError: out of memory';

/** What calling into the context returns: a value handle or an error handle. */
type CallResult = ReturnType<QuickJSContext['evalCode']>;
type Compiled = { fn: QuickJSHandle } | { error: string };
type Outcome = { ok: true; value: unknown } | { ok: false; message: string; oom?: boolean };

interface Engine {
  runtime: QuickJSRuntime;
  context: QuickJSContext;
  compile: QuickJSHandle;
  run: QuickJSHandle;
  cache: Map<string, Compiled>;
}

const defaultClock = (): number =>
  (globalThis as unknown as { performance: { now(): number } }).performance.now();

/** Creates a sandbox with its own QuickJS wasm module and runtime. */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const memoryLimitBytes = options.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES;
  if (!(timeLimitMs > 0) || !Number.isFinite(timeLimitMs)) {
    throw new Error(`timeLimitMs must be a positive number of ms, got ${timeLimitMs}`);
  }
  if (!(memoryLimitBytes >= 1024 * 1024) || !Number.isFinite(memoryLimitBytes)) {
    throw new Error(`memoryLimitBytes must be at least 1048576, got ${memoryLimitBytes}`);
  }
  const sandbox = new QuickJSSandbox(timeLimitMs, memoryLimitBytes, options.clock ?? defaultClock);
  await sandbox.start();
  return sandbox;
}

class QuickJSSandbox implements Sandbox {
  private module: QuickJSWASMModule | undefined;
  private engine: Engine | undefined;
  private pending: Promise<void> | undefined;
  private failure: string | undefined;
  private disposed = false;
  private deadline = Infinity;
  private interrupted = false;
  private compiles = 0;

  constructor(
    private readonly timeLimitMs: number,
    private readonly memoryLimitBytes: number,
    readonly clock: () => number,
  ) {}

  get compileCount(): number {
    return this.compiles;
  }

  async start(): Promise<void> {
    const module = await newQuickJSWASMModuleFromVariant(variant);
    if (this.disposed) return;
    this.module = module;
    this.engine = this.createEngine(module);
  }

  ready(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }

  call(source: string, args: unknown[]): unknown {
    const engine = this.live();
    if (typeof source !== 'string') throw new Error('hook source is not a string');
    const { json, mask } = encodeArgs(args);
    let outcome: Outcome;
    try {
      const compiled = this.lookup(engine, source);
      outcome = 'fn' in compiled ? this.invoke(engine, compiled.fn, json, mask) : { ok: false, message: compiled.error };
      if (!outcome.ok && outcome.oom) this.resetEngine();
    } catch (err) {
      this.crash(err);
    }
    if (outcome.ok) return outcome.value;
    throw new Error(outcome.message);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.engine) freeEngine(this.engine);
    this.engine = undefined;
    this.module = undefined;
  }

  private live(): Engine {
    if (this.disposed) throw new Error('sandbox is disposed');
    if (this.engine) return this.engine;
    if (this.pending) throw new Error('sandbox is restarting after a crash');
    throw new Error(`sandbox is unavailable: ${this.failure ?? 'not started'}`);
  }

  private createEngine(module: QuickJSWASMModule): Engine {
    const runtime = module.newRuntime();
    runtime.setMemoryLimit(this.memoryLimitBytes);
    runtime.setMaxStackSize(RUN_STACK_BYTES);
    runtime.setInterruptHandler(() => {
      if (this.deadline === Infinity || this.clock() <= this.deadline) return false;
      this.interrupted = true;
      return true;
    });
    const context = runtime.newContext({
      intrinsics: { ...DefaultIntrinsics, Proxy: false, TypedArrays: false },
    });
    const result = context.evalCode(PRELUDE, 'larder-sandbox-prelude.js');
    if (result.error) {
      const detail = JSON.stringify(context.dump(result.error));
      result.error.dispose();
      context.dispose();
      runtime.dispose();
      throw new Error(`sandbox prelude failed: ${detail}`);
    }
    const pair = result.value;
    const compile = context.getProp(pair, 0);
    const run = context.getProp(pair, 1);
    pair.dispose();
    return { runtime, context, compile, run, cache: new Map() };
  }

  /** After running out of memory: a fresh runtime in the same module, empty cache. */
  private resetEngine(): void {
    const engine = this.engine;
    if (!engine || !this.module) return;
    this.engine = undefined;
    freeEngine(engine);
    this.engine = this.createEngine(this.module);
  }

  /**
   * Something failed outside QuickJS's own error handling (typically the host's stack
   * overflowing inside wasm): the module's memory may be inconsistent, so it is dropped
   * whole, without calling into it again, and a new one is built in the background.
   */
  private crash(err: unknown): never {
    this.engine = undefined;
    this.module = undefined;
    this.deadline = Infinity;
    if (!this.pending && !this.disposed) {
      this.pending = newQuickJSWASMModuleFromVariant(variant).then(
        (module) => {
          this.pending = undefined;
          if (this.disposed) return;
          this.module = module;
          this.engine = this.createEngine(module);
        },
        (reason: unknown) => {
          this.pending = undefined;
          this.failure = shorten(String(reason));
        },
      );
    }
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new Error(shorten(`sandbox crashed (${detail}); restarting`));
  }

  private lookup(engine: Engine, source: string): Compiled {
    const hit = engine.cache.get(source);
    if (hit) {
      engine.cache.delete(source);
      engine.cache.set(source, hit);
      return hit;
    }
    let compiled: Compiled;
    const text = source.trim().replace(/;+$/, '');
    if (!FUNCTION_FORM.test(text)) {
      compiled = { error: notAFunction(source) };
    } else {
      this.compiles++;
      const { context, runtime } = engine;
      const sourceHandle = context.newString(text);
      runtime.setMaxStackSize(COMPILE_STACK_BYTES);
      let result: CallResult;
      try {
        result = this.timed(() => context.callFunction(engine.compile, context.undefined, sourceHandle));
      } finally {
        sourceHandle.dispose();
        runtime.setMaxStackSize(RUN_STACK_BYTES);
      }
      if (!result.error && context.typeof(result.value) === 'function') {
        compiled = { fn: result.value };
      } else {
        const outcome = this.read(engine, result);
        if (outcome.ok) throw new Error('sandbox compile returned a value'); // unreachable
        if (outcome.oom) {
          this.resetEngine();
          return { error: outcome.message };
        }
        compiled = { error: outcome.message === 'not a function' ? notAFunction(source) : outcome.message };
      }
    }
    engine.cache.set(source, compiled);
    if (engine.cache.size > CACHE_LIMIT) {
      const [oldest, entry] = engine.cache.entries().next().value as [string, Compiled];
      engine.cache.delete(oldest);
      if ('fn' in entry) entry.fn.dispose();
    }
    return compiled;
  }

  private invoke(engine: Engine, fn: QuickJSHandle, json: string, mask: number): Outcome {
    const { context } = engine;
    const jsonHandle = context.newString(json);
    const maskHandle = mask ? context.newNumber(mask) : undefined;
    let result: CallResult;
    try {
      result = this.timed(() =>
        maskHandle
          ? context.callFunction(engine.run, context.undefined, fn, jsonHandle, maskHandle)
          : context.callFunction(engine.run, context.undefined, fn, jsonHandle),
      );
    } finally {
      jsonHandle.dispose();
      maskHandle?.dispose();
    }
    return this.read(engine, result);
  }

  private timed<T>(run: () => T): T {
    this.interrupted = false;
    this.deadline = this.clock() + this.timeLimitMs;
    try {
      return run();
    } finally {
      this.deadline = Infinity;
    }
  }

  /** Decodes what the guest's `compile`/`run` returned (see guest.ts); frees the handle. */
  private read(engine: Engine, result: CallResult): Outcome {
    const { context } = engine;
    if (result.error) {
      result.error.dispose();
      // Only uncatchable failures get past the guest's catch: the interrupt, or memory
      // running out while the guest was already handling an error.
      if (this.interrupted) return { ok: false, message: `hook timed out after ${this.timeLimitMs} ms` };
      return { ok: false, message: this.outOfMemory(), oom: true };
    }
    const handle = result.value;
    try {
      switch (context.typeof(handle)) {
        case 'string':
          return { ok: true, value: context.getString(handle) };
        case 'number':
          return { ok: true, value: context.getNumber(handle) };
        case 'boolean':
          return { ok: true, value: context.dump(handle) === true };
        case 'undefined':
          return { ok: true, value: undefined };
        case 'object': {
          const boxed = context.getProp(handle, 'v');
          const text = context.getString(boxed);
          boxed.dispose();
          if (text.startsWith('J')) return { ok: true, value: JSON.parse(text.slice(1)) as unknown };
          const message = text.slice(1);
          if (message === OUT_OF_MEMORY) return { ok: false, message: this.outOfMemory(), oom: true };
          return { ok: false, message: shorten(message) };
        }
        default:
          return { ok: false, message: 'sandbox returned an unexpected value' };
      }
    } finally {
      handle.dispose();
    }
  }

  private outOfMemory(): string {
    const mb = this.memoryLimitBytes / (1024 * 1024);
    const limit = Number.isInteger(mb) ? `${mb} MB` : `${this.memoryLimitBytes} bytes`;
    return `hook ran out of memory (limit ${limit})`;
  }
}

function freeEngine(engine: Engine): void {
  try {
    for (const entry of engine.cache.values()) if ('fn' in entry) entry.fn.dispose();
    engine.cache.clear();
    engine.compile.dispose();
    engine.run.dispose();
    engine.context.dispose();
    engine.runtime.dispose();
  } catch {
    // The engine is being abandoned; a failure to free it must not take the host down.
  }
}

function encodeArgs(args: unknown[]): { json: string; mask: number } {
  if (!Array.isArray(args)) throw new Error('hook arguments must be an array');
  let mask = 0;
  for (let i = 0; i < args.length && i < MASKED_ARGS; i++) if (args[i] === undefined) mask |= 1 << i;
  let json: string;
  try {
    json = JSON.stringify(args);
  } catch (err) {
    throw new Error(shorten(`hook arguments are not JSON-compatible: ${err instanceof Error ? err.message : String(err)}`));
  }
  return { json, mask };
}

function notAFunction(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return `not a function: ${flat.length > 60 ? `${flat.slice(0, 60)}…` : flat}`;
}

function shorten(message: string): string {
  return message.length > MESSAGE_LIMIT ? `${message.slice(0, MESSAGE_LIMIT - 1)}…` : message;
}
