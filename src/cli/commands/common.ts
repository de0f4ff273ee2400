/** Options shared by the commands that lay out a document (render, paginate). */
import type { Diagnostic, LayoutMode } from '../../../engine/index.ts';
import { dateOption, intOption, type OptionSpec } from '../args.ts';
import { usageError } from '../errors.ts';
import { hostNow, hostTimezoneOffset, type LayoutRequest } from '../document.ts';

export const LAYOUT_OPTIONS = {
  data: { type: 'string', short: 'd' },
  now: { type: 'string' },
  tz: { type: 'string' },
  mode: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionSpec;

interface LayoutValues {
  data?: string;
  now?: string;
  tz?: string;
  mode?: string;
}

/** Turn parsed options into a layout request. Without data, design mode shows testData. */
export function layoutRequest(command: string, positionals: string[], values: LayoutValues): LayoutRequest {
  if (positionals.length !== 1) throw usageError(`${command}: expected one TEMPLATE.json, got ${positionals.length}`);
  const mode = values.mode ?? (values.data === undefined ? 'design' : 'print');
  if (mode !== 'design' && mode !== 'print') throw usageError(`--mode: expected design or print, got '${mode}'`);
  return {
    templateFile: positionals[0]!,
    dataFile: values.data,
    now: dateOption('now', values.now, hostNow()),
    timezoneOffset: intOption('tz', values.tz, hostTimezoneOffset()),
    mode: mode as LayoutMode,
  };
}

/** Diagnostics are warnings: layout went on, the user may want to know. */
export function reportDiagnostics(diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) {
    const where = [d.path, d.page === undefined ? undefined : `page ${d.page + 1}`].filter(Boolean).join(', ');
    process.stderr.write(`larder: warning: ${where ? `${where}: ` : ''}${d.message} [${d.code}]\n`);
  }
}
