/**
 * Operations (issue 21): message templates and their ${variables}, message channels and send states, cron
 * schedules, the monitoring samples' names. Browser and server check templates and schedules with these.
 */

export const MESSAGE_CHANNELS = ['inapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** queued: waiting for (another) attempt; sent: delivered; failed: every attempt failed. */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A template code: letters, digits, '_', '.', '-'. */
export const TEMPLATE_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_.-]{1,63}$';
/** A variable's name: an identifier. */
export const VARIABLE_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]{0,39}$';
/** Recipients one send may address. */
export const MAX_RECIPIENTS = 200;

const PLACEHOLDER = /\$\{([^}]*)\}/g;

/** The names a text uses as ${name}, in order of first use (a malformed name is returned as written). */
export function placeholdersOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1].trim();
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** What is wrong with a template's texts and declared variables: undeclared, malformed or duplicated names. */
export function templateProblems(texts: string[], variables: readonly string[]): { undeclared: string[]; invalid: string[]; duplicate: string[] } {
  const identifier = new RegExp(VARIABLE_NAME_PATTERN);
  const used = [...new Set(texts.flatMap(placeholdersOf))];
  return {
    undeclared: used.filter((name) => identifier.test(name) && !variables.includes(name)),
    invalid: [...used.filter((name) => !identifier.test(name)), ...variables.filter((name) => !identifier.test(name))],
    duplicate: variables.filter((name, i) => variables.indexOf(name) !== i),
  };
}

/** Fill ${name} with values; `missing` lists the names without a value (left as written). */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): { text: string; missing: string[] } {
  const missing: string[] = [];
  const out = text.replace(PLACEHOLDER, (whole, raw: string) => {
    const name = raw.trim();
    if (Object.hasOwn(values, name)) return values[name];
    if (!missing.includes(name)) missing.push(name);
    return whole;
  });
  return { text: out, missing };
}

// ---- cron ----

const CRON_FIELDS: ReadonlyArray<{ name: string; min: number; max: number }> = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

/**
 * Why a five-field cron expression (minute hour day month weekday; numbers, '*', ranges a-b, steps /n and
 * lists) is not valid, or null when it is. Names (JAN, MON) and seconds are not taken: one plain dialect.
 */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return `expected 5 fields (minute hour day month weekday), got ${fields.length}`;
  for (let i = 0; i < 5; i++) {
    const { name, min, max } = CRON_FIELDS[i];
    for (const part of fields[i].split(',')) {
      const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
      if (!match) return `${name}: '${part}' is not a number, range, step or '*'`;
      const [, , from, to, step] = match;
      const numbers = [from, to].filter((n) => n !== undefined).map(Number);
      if (numbers.some((n) => n < min || n > max)) return `${name}: '${part}' is outside ${min}-${max}`;
      if (numbers.length === 2 && numbers[0] > numbers[1]) return `${name}: '${part}' runs backwards`;
      if (step !== undefined && Number(step) === 0) return `${name}: a step of 0`;
    }
  }
  return null;
}

/** Runs of a scheduled job: running, or how it ended. */
export const RUN_STATES = ['running', 'completed', 'failed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Requests the HTTP trace keeps (the newest; older ones drop out). */
export const TRACE_CAPACITY = 500;
/** The config key of the share of API requests the HTTP trace keeps, in percent (0-100; absent: 100). */
export const TRACE_SAMPLE_CONFIG_KEY = 'SYS_CONFIG_TRACE_SAMPLE_PERCENT';
