/**
 * What no input may do: crash a handler into a 500 halfway through a change. Bodies and query strings are
 * read by our own rules before any handler runs — an empty JSON body is no body (body-less calls such as
 * logout work from any client), JSON nested deeper than any form is refused, NUL and lone surrogates are
 * refused with the path of the field, since PostgreSQL cannot store them — and PostgreSQL's own data
 * exceptions (a number out of range, a string it cannot store) answer 400 instead of 500. A body's null
 * where its field takes none is refused by path (http/nulls.ts) before the coercing validator reads it as 0.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { misplacedNull } from './nulls.ts';

/** Deeper than any form or template the product writes (a hiprint template is about 8 levels deep). */
export const MAX_JSON_DEPTH = 64;

/** NUL, or a surrogate half without its partner. */
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string (key or value) holding a character PostgreSQL cannot store, or of a level too deep. */
export function inputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): { kind: 'depth' | 'character'; path: string } | undefined {
  // Iterative: a hostile body must not be able to overflow the stack of the check itself.
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (BAD_CHARACTER.test(current)) return { kind: 'character', path: path || '(body)' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return { kind: 'depth', path: path || '(body)' };
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: `${path}[${i}]`, depth: depth + 1 });
      continue;
    }
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (BAD_CHARACTER.test(key)) return { kind: 'character', path: childPath };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

function refuse(problem: { kind: 'depth' | 'character'; path: string }): ApiError {
  return problem.kind === 'depth'
    ? new ApiError('INPUT_TOO_DEEP', { path: problem.path, max: MAX_JSON_DEPTH })
    : new ApiError('INPUT_BAD_CHARACTER', { path: problem.path });
}

/** PostgreSQL's data exceptions (class 22) that bad input can cause, as the catalogue's 400 answers. */
export function databaseInputError(error: unknown): ApiError | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '22003') return new ApiError('INPUT_OUT_OF_RANGE');
    if (e.code === '22021' || e.code === '22P05') return new ApiError('INPUT_BAD_CHARACTER', { path: '(body)' });
    if (e.code === '22P02' || e.code === '22007' || e.code === '22008') return new ApiError('INPUT_INVALID_VALUE');
  }
  return undefined;
}

/** Install the JSON body parser and the query check on the API. */
export function installInputChecks(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return done(new ApiError('INPUT_JSON_INVALID', { detail: (error as Error).message }), undefined);
    }
    const problem = inputProblem(parsed);
    if (problem) return done(refuse(problem), undefined);
    done(null, parsed);
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.params);
    if (problem) throw refuse(problem);
    const body = request.routeOptions.schema?.body as Record<string, unknown> | undefined;
    const misplaced = body && request.body !== undefined ? misplacedNull(body, request.body) : undefined;
    if (misplaced) throw new ApiError('INPUT_NULL', { path: misplaced });
  });
}
