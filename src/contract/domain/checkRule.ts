/**
 * Check rules (issue 21): a rule is a list of {pattern, message} steps; a value passes when it matches every
 * pattern, else the first failing step's message is the answer. Patterns come from administrators and run on
 * the server, so a pattern is accepted only when it cannot backtrack catastrophically (patternProblem) and a
 * value is tested only up to CHECK_VALUE_MAX characters.
 */
export const CHECK_PATTERN_MAX = 300;
export const CHECK_VALUE_MAX = 256;
/** Unbounded repeats (*, +, {n,}) per pattern: with the value cap, the worst case stays near 256³ steps. */
export const CHECK_UNBOUNDED_MAX = 3;
export const CHECK_STEPS_MAX = 10;

export interface RuleStep {
  pattern: string;
  message: string;
}

export type PatternProblem = 'empty' | 'tooLong' | 'syntax' | 'nestedQuantifier' | 'backReference' | 'lookaround' | 'tooManyRepeats';

/**
 * Why a pattern is refused, or null. Refused: a repeated group that itself holds a quantifier or an alternation
 * ((a+)+, (\d*x?){2,}, (a|aa)*), back-references and look-arounds; those are what make a regular expression take exponential
 * time; and more than CHECK_UNBOUNDED_MAX unbounded repeats. What is left runs in time polynomial, of a small
 * degree, in a value of at most CHECK_VALUE_MAX characters.
 */
export function patternProblem(pattern: string): PatternProblem | null {
  if (!pattern) return 'empty';
  if (pattern.length > CHECK_PATTERN_MAX) return 'tooLong';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'syntax';
  }
  // Walk the pattern once: for each open group remember whether it holds a quantifier or an alternation.
  const groups: Array<{ risky: boolean }> = [];
  let unbounded = 0;
  let inClass = false;
  let quantifiable = false;
  /** The atom just closed is a group holding a quantifier or '|': repeating it may backtrack exponentially. */
  let riskyAtom = false;
  const mark = () => {
    if (groups.length) groups[groups.length - 1].risky = true;
  };
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9k]/.test(next)) return 'backReference';
      i++;
      quantifiable = !inClass;
      riskyAtom = false;
      continue;
    }
    if (inClass) {
      if (c === ']') {
        inClass = false;
        quantifiable = true;
        riskyAtom = false;
      }
      continue;
    }
    if (c === '[') {
      inClass = true;
      continue;
    }
    if (c === '(') {
      if (/^\(\?<?[=!]/.test(pattern.slice(i))) return 'lookaround';
      groups.push({ risky: false });
      quantifiable = false;
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      quantifiable = true;
      riskyAtom = group?.risky ?? false;
      if (riskyAtom) mark();
      continue;
    }
    if (c === '|') {
      mark();
      quantifiable = false;
      riskyAtom = false;
      continue;
    }
    const bounded = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
    if (c === '*' || c === '+' || c === '?' || bounded) {
      // x? and x{n} repeat nothing; *, + and {n,m} over a risky group are refused
      const repeats = c === '*' || c === '+' || (bounded !== null && bounded[2] !== undefined);
      if (quantifiable && riskyAtom && repeats) return 'nestedQuantifier';
      if (c === '*' || c === '+' || (bounded !== null && bounded[2] !== undefined && bounded[3] === '')) unbounded++;
      if (unbounded > CHECK_UNBOUNDED_MAX) return 'tooManyRepeats';
      if (bounded) i += bounded[0].length - 1;
      if (pattern[i + 1] === '?') i++; // lazy
      mark();
      quantifiable = false;
      riskyAtom = false;
      continue;
    }
    quantifiable = c !== '^' && c !== '$';
    riskyAtom = false;
  }
  return null;
}

/** The first failing step's message, or null when the value passes every step. Steps must have passed patternProblem. */
export function firstFailingStep(steps: readonly RuleStep[], value: string): string | null {
  for (const step of steps) if (!new RegExp(step.pattern, 'u').test(value)) return step.message;
  return null;
}

export type Evaluation =
  | { kind: 'passed' }
  | { kind: 'failed'; message: string }
  | { kind: 'valueTooLong' }
  /** `step` is 1-based; 'empty' also stands for a step that is not {pattern, message}. */
  | { kind: 'unsafe'; step: number; problem: PatternProblem };

/**
 * Run a stored or edited rule on a value: the one function behind checkByCode and the rule editor's test box.
 * `steps` is checked for shape and safety first, so nothing unsafe ever reaches RegExp.
 */
export function evaluateRule(steps: unknown, value: string): Evaluation {
  if (value.length > CHECK_VALUE_MAX) return { kind: 'valueTooLong' };
  const problem = unsafeStep(steps);
  if (problem) return problem;
  const message = firstFailingStep(steps as RuleStep[], value);
  return message === null ? { kind: 'passed' } : { kind: 'failed', message };
}

/** The first malformed or unsafe step of a rule, or null. */
export function unsafeStep(steps: unknown): Extract<Evaluation, { kind: 'unsafe' }> | null {
  if (!Array.isArray(steps) || steps.length === 0) return { kind: 'unsafe', step: 1, problem: 'empty' };
  for (const [index, step] of (steps as Array<Partial<RuleStep> | null>).entries()) {
    const shaped = typeof step?.pattern === 'string' && typeof step.message === 'string';
    const problem = shaped ? patternProblem(step!.pattern!) : 'empty';
    if (problem) return { kind: 'unsafe', step: index + 1, problem };
  }
  return null;
}
