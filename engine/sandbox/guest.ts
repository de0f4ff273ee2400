/**
 * The prelude that runs once inside every fresh QuickJS context, before any user code.
 *
 * It captures the intrinsics it needs (so user code that overwrites `JSON` or `Reflect`
 * only hurts itself), closes the Function constructors (eval stays, see below), caps the
 * array length that native loops will walk, and returns `[compile, run]`:
 *
 * - `compile(source)` evaluates `(source)` and returns the function, or the box with an
 *   `E` message when it does not parse or is not a function.
 * - `run(fn, argsJson, undefinedMask)` calls `fn` and returns a string, number, boolean or
 *   undefined as they are; any other result comes back in the box as `J` + JSON of a checked
 *   copy, and a thrown value as `E` + a one-line description.
 *
 * The box is one null-prototype object that user code never sees, so the host reads its
 * `v` property without running user code. Uncatchable failures (the time-limit interrupt)
 * never reach the `catch` and arrive at the host as an exception instead.
 */

/** Longest array (or array-like) that a guarded native array method will walk. A dense
 * array this long already takes 8 MB, half the default memory limit; the cap exists for
 * sparse arrays (`a.length = 2 ** 32 - 1`), whose native loops never poll the interrupt. */
export const MAX_ARRAY_LENGTH = 1 << 20;

/** Deepest nesting of objects and arrays accepted in a hook's result. */
export const MAX_RESULT_DEPTH = 64;

export const PRELUDE = String.raw`(function () {
  'use strict';
  var G = globalThis;
  var indirectEval = G.eval;
  var OriginalFunction = G.Function;
  var parse = JSON.parse, stringify = JSON.stringify, apply = Reflect.apply;
  var defineProperty = Object.defineProperty, getPrototypeOf = Object.getPrototypeOf;
  var keys = Object.keys, create = Object.create, isArray = Array.isArray;
  var ObjectPrototype = Object.prototype, ErrorCtor = Error;
  var TypeErrorCtor = TypeError, RangeErrorCtor = RangeError, EvalErrorCtor = EvalError;
  var StringCtor = String, spreadable = Symbol.isConcatSpreadable, floor = Math.floor;
  var MAX_LENGTH = ${MAX_ARRAY_LENGTH}, MAX_DEPTH = ${MAX_RESULT_DEPTH};

  var out = create(null);
  out.v = '';
  function put(array, value) {
    defineProperty(array, array.length, { value: value, writable: true, enumerable: true, configurable: true });
  }
  function fail(message) { out.v = 'E' + message; return out; }

  function describe(e) {
    try {
      if (e instanceof ErrorCtor) {
        var name = StringCtor(e.name), message = StringCtor(e.message);
        return message ? name + ': ' + message : name;
      }
      return 'hook threw ' + (typeof e === 'string' ? stringify(e) : StringCtor(e));
    } catch (ignored) {
      return 'hook threw a value that cannot be printed';
    }
  }

  // 1. No Function constructors at call time: the parser is the one part of QuickJS whose
  //    native recursion outruns its own stack check when it is handed a whole function body.
  function noCodeFromStrings() {
    throw new EvalErrorCtor('code generation from strings is disabled in hooks');
  }
  noCodeFromStrings.prototype = OriginalFunction.prototype;
  [function () {}, async function () {}, function* () {}, async function* () {}].forEach(function (f) {
    defineProperty(getPrototypeOf(f), 'constructor', { value: noCodeFromStrings, writable: false, enumerable: false, configurable: false });
  });
  defineProperty(G, 'Function', { value: noCodeFromStrings, writable: true, enumerable: false, configurable: true });
  // eval stays: hiprint templates fill markup with eval(key) in their formatters, and only
  // the intrinsic eval, called directly, sees the hook's own variables. It compiles inside
  // this context, under the call's time limit (the interrupt stops a loop in evaluated code)
  // and the run's stack limit, which turns deep nesting in the evaluated string into a
  // catchable SyntaxError: stack overflow (sandbox.test.ts tries the nestings the parser
  // recurses on, at a 900 KB host stack, in Node). The constructors above stay closed.

  // A silent console: hooks written for hiprint log while they work (rowsColumnsMerge often
  // does), and a browser has a console. Nothing is printed: the host is not the place.
  var silentConsole = create(null);
  ['log', 'info', 'warn', 'error', 'debug', 'trace', 'table', 'dir', 'group', 'groupEnd', 'time', 'timeEnd'].forEach(function (name) {
    silentConsole[name] = function () {};
  });
  defineProperty(G, 'console', { value: silentConsole, writable: true, enumerable: false, configurable: true });
  // window is the global object, as in a browser: a hook that checks for a browser library
  // (if (window.echarts) ...) finds none and takes its fallback, as hiprint's page would
  // without that library.
  defineProperty(G, 'window', { value: G, writable: true, enumerable: false, configurable: true });

  // 2. Native array loops do not poll the interrupt: cap the length they may walk.
  function tooLong(n) {
    return new RangeErrorCtor('array too long for a hook (length ' + n + ', at most ' + MAX_LENGTH + ')');
  }
  function checkArray(a) {
    if (a.length > MAX_LENGTH) throw tooLong(a.length);
  }
  // A genuine array's length is a data property, so one read is the length the native
  // method will see. For array-likes (arguments, plain objects) read it once, check it and
  // hand the native method a real array copy, built by an interruptible JS loop.
  function snapshot(o) {
    var n = +o.length;
    n = n > 0 ? (n < 9007199254740991 ? floor(n) : 9007199254740991) : 0;
    if (n > MAX_LENGTH) throw tooLong(n);
    var a = [];
    a.length = n;
    for (var i = 0; i < n; i++) if (i in o) a[i] = o[i];
    return a;
  }
  var AP = Array.prototype;
  var mutators = create(null);
  ['copyWithin', 'fill', 'reverse', 'shift', 'sort', 'splice', 'unshift'].forEach(function (name) { mutators[name] = true; });
  ['copyWithin', 'every', 'fill', 'filter', 'find', 'findIndex', 'findLast', 'findLastIndex',
   'forEach', 'includes', 'indexOf', 'join', 'lastIndexOf', 'map', 'reduce', 'reduceRight',
   'reverse', 'shift', 'slice', 'some', 'sort', 'splice', 'toLocaleString', 'toReversed',
   'toSorted', 'toSpliced', 'toString', 'unshift', 'with'].forEach(function (name) {
    var original = AP[name];
    if (typeof original !== 'function') return;
    var guarded = ({ [name]: function () {
      var self = this;
      if (isArray(self)) checkArray(self);
      else if (self !== null && (typeof self === 'object' || typeof self === 'function')) {
        if (mutators[name]) throw new TypeErrorCtor('Array.prototype.' + name + ' works only on arrays in hooks');
        self = snapshot(self);
      }
      return apply(original, self, arguments);
    } })[name];
    defineProperty(AP, name, { value: guarded, writable: true, enumerable: false, configurable: true });
  });
  var originalConcat = AP.concat;
  defineProperty(AP, 'concat', { value: function concat() {
    for (var j = -1; j < arguments.length; j++) {
      var p = j < 0 ? this : arguments[j];
      if (isArray(p)) checkArray(p);
      else if (p !== null && (typeof p === 'object' || typeof p === 'function') && spreadable in p) {
        throw new TypeErrorCtor('Symbol.isConcatSpreadable is not supported in hooks');
      }
    }
    return apply(originalConcat, this, arguments);
  }, writable: true, enumerable: false, configurable: true });
  // flat and flatMap walk nested arrays natively; these JS versions poll the interrupt.
  function flatten(target, source, depth) {
    checkArray(source);
    for (var i = 0; i < source.length; i++) {
      if (!(i in source)) continue;
      var v = source[i];
      if (depth > 0 && isArray(v)) flatten(target, v, depth - 1);
      else put(target, v);
    }
    return target;
  }
  defineProperty(AP, 'flat', { value: function flat() {
    var d = arguments.length > 0 && arguments[0] !== undefined ? +arguments[0] : 1;
    if (d !== d) d = 0;
    return flatten([], isArray(this) ? this : snapshot(this), d);
  }, writable: true, enumerable: false, configurable: true });
  defineProperty(AP, 'flatMap', { value: function flatMap(callback, thisArg) {
    if (typeof callback !== 'function') throw new TypeErrorCtor('flatMap callback is not a function');
    var source = isArray(this) ? this : snapshot(this);
    checkArray(source);
    var target = [];
    for (var i = 0; i < source.length; i++) {
      if (!(i in source)) continue;
      var v = apply(callback, thisArg, [source[i], i, source]);
      if (isArray(v)) flatten(target, v, 0);
      else put(target, v);
    }
    return target;
  }, writable: true, enumerable: false, configurable: true });

  // 3. Results: a checked, plain copy that JSON.stringify turns into exactly what the host gets.
  function clone(v, depth) {
    var t = typeof v;
    if (v === null || t === 'string' || t === 'number' || t === 'boolean' || t === 'undefined') return v;
    if (t !== 'object') throw new TypeErrorCtor('hook result contains a ' + t + ', not a JSON value');
    if (depth >= MAX_DEPTH) throw new RangeErrorCtor('hook result is nested deeper than ' + MAX_DEPTH + ' levels');
    var copy, i;
    if (isArray(v)) {
      checkArray(v);
      copy = [];
      for (i = 0; i < v.length; i++) put(copy, clone(v[i], depth + 1));
      return copy;
    }
    var proto = getPrototypeOf(v);
    if (proto !== ObjectPrototype && proto !== null) {
      var ctor = proto && proto.constructor, cname = ctor && typeof ctor.name === 'string' ? ctor.name : 'object';
      throw new TypeErrorCtor('hook result contains a ' + cname + ', not a plain object or array');
    }
    copy = create(null);
    var ks = keys(v);
    for (i = 0; i < ks.length; i++) {
      defineProperty(copy, ks[i], { value: clone(v[ks[i]], depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }

  function compile(source) {
    try {
      var f = indirectEval('(' + source + '\n)');
      if (typeof f === 'function') return f;
      return fail('not a function');
    } catch (e) {
      return fail(describe(e));
    }
  }

  function run(fn, json, mask) {
    try {
      var args = parse(json);
      if (mask) for (var i = 0; i < args.length && i < 30; i++) if (mask & (1 << i)) args[i] = undefined;
      var r = apply(fn, undefined, args);
      var t = typeof r;
      if (t === 'string' || t === 'number' || t === 'boolean' || t === 'undefined') return r;
      if (t !== 'object') throw new TypeErrorCtor('hook returned a ' + t + ', not a JSON value');
      out.v = 'J' + stringify(clone(r, 0));
      return out;
    } catch (e) {
      return fail(describe(e));
    }
  }

  return [compile, run];
})()`;
