/** Command-line parsing: a thin typed layer over node:util parseArgs with larder's messages. */
import { parseArgs } from 'node:util';
import { usageError } from './errors.ts';

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

type Values<S extends OptionSpec> = {
  [K in keyof S]?: S[K]['type'] extends 'string' ? string : boolean;
};

export interface ParsedArgs<S extends OptionSpec> {
  positionals: string[];
  values: Values<S>;
}

/** Parse `argv` against `spec`; unknown options and missing values are usage errors. */
export function parseCommandArgs<S extends OptionSpec>(argv: string[], spec: S): ParsedArgs<S> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true });
    return { values: values as Values<S>, positionals };
  } catch (error) {
    // parseArgs messages are already precise ("Unknown option '--x'"); keep them, drop the stack.
    throw usageError(error instanceof Error ? error.message.split('\n')[0]! : String(error));
  }
}

/** An integer option such as --tz or --port; absent gives `fallback`. */
export function intOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) throw usageError(`--${name}: expected an integer, got '${raw}'`);
  return n;
}

/** A date option given as ISO 8601 (--now); absent gives `fallback` (ms since the epoch). */
export function dateOption(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw usageError(`--${name}: expected an ISO date such as 2024-05-01T08:00:00Z, got '${raw}'`);
  return ms;
}
