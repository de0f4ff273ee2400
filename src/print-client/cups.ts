/**
 * CUPS through its command-line tools: `lpstat` for the printers, `lpoptions` for their
 * attributes, `lp` to print. Programs are run with argument lists, never a shell string, so a
 * printer name or title from a page cannot become a command.
 */
import { cupsMedia } from './paper.ts';
import type { PrintOutcome, PrintTask, PrinterSystem, Run } from './printers.ts';
import { PrintError } from './errors.ts';
import type { PrinterInfo } from '../contract/printClient.ts';

export interface LpstatPrinter {
  name: string;
  state: 'idle' | 'printing' | 'disabled';
}

/** Read `lpstat -d -p` output (C locale): the default destination and each printer's state. */
export function parseLpstat(stdout: string): { defaultPrinter: string | null; printers: LpstatPrinter[] } {
  let defaultPrinter: string | null = null;
  const printers: LpstatPrinter[] = [];
  for (const line of stdout.split('\n')) {
    const def = /^system default destination: (\S+)/.exec(line);
    if (def) {
      defaultPrinter = def[1]!;
      continue;
    }
    const printer = /^printer (\S+) (is idle|now printing|disabled)/.exec(line);
    if (printer) {
      const state = printer[2] === 'is idle' ? 'idle' : printer[2] === 'now printing' ? 'printing' : 'disabled';
      printers.push({ name: printer[1]!, state });
    }
  }
  return { defaultPrinter, printers };
}

/**
 * Read `lpoptions -p NAME` output: space-separated `key=value` pairs where a value may be quoted
 * ('...' or "...") or escape a space with a backslash, and a key may stand alone (empty value).
 */
export function parseLpoptions(stdout: string): Record<string, string> {
  const options: Record<string, string> = {};
  const text = stdout.trim();
  let i = 0;
  while (i < text.length) {
    while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t') i += 1;
    if (i >= text.length) break;
    let key = '';
    while (i < text.length && text[i] !== '=' && !/\s/.test(text[i]!)) key += text[i++];
    let value = '';
    if (text[i] === '=') {
      i += 1;
      while (i < text.length && !/\s/.test(text[i]!)) {
        const c = text[i]!;
        if (c === "'" || c === '"') {
          const close = text.indexOf(c, i + 1);
          const end = close < 0 ? text.length : close;
          value += text.slice(i + 1, end);
          i = end + 1;
        } else if (c === '\\' && i + 1 < text.length) {
          value += text[i + 1];
          i += 2;
        } else {
          value += c;
          i += 1;
        }
      }
    }
    if (key) options[key] = value;
  }
  return options;
}

/** The printer as `printerList` shows it. */
export function toPrinterInfo(printer: LpstatPrinter, options: Record<string, string>, isDefault: boolean): PrinterInfo {
  const info = options['printer-info'] || printer.name;
  const state = Number(options['printer-state']);
  const stopped = printer.state === 'disabled' || state === 5 || options['printer-is-accepting-jobs'] === 'false';
  return {
    name: printer.name,
    displayName: info,
    description: options['printer-make-and-model'] || info,
    status: stopped ? 5 : 0,
    isDefault,
    options,
  };
}

/** The arguments for `lp` that print one task. */
export function buildLpArgs(task: PrintTask): string[] {
  const { settings } = task;
  const args = ['-d', task.printer, '-t', settings.title ?? (settings.templateId ? `larder ${settings.templateId}` : `larder job ${task.jobId}`)];
  if (settings.copies > 1) args.push('-n', String(settings.copies), '-o', 'collate=true');
  if (settings.pageRanges) args.push('-o', `page-ranges=${settings.pageRanges}`);
  if (settings.duplex) {
    const sides = { simplex: 'one-sided', longEdge: 'two-sided-long-edge', shortEdge: 'two-sided-short-edge' }[settings.duplex];
    args.push('-o', `sides=${sides}`);
  }
  if (settings.pageSize) args.push('-o', `media=${cupsMedia(settings.pageSize)}`);
  // An HTML job's PDF was laid out landscape already; rotating it again would turn it back.
  if (settings.landscape && task.from === 'pdf') args.push('-o', 'orientation-requested=4');
  args.push('--', task.file);
  return args;
}

/** The job id in lp's answer ("request id is Office-12 (1 file(s))"). */
export function parseLpRequestId(stdout: string): string | null {
  return /request id is (\S+)/.exec(stdout)?.[1] ?? null;
}

/** Whether a CUPS scheduler answers on this machine (false when lpstat is missing or it is down). */
export async function cupsAvailable(run: Run): Promise<boolean> {
  try {
    const { stdout } = await run('lpstat', ['-r']);
    return /scheduler is running/.test(stdout);
  } catch {
    return false;
  }
}

/** The machine's CUPS printers. */
export function cupsPrinters(run: Run): PrinterSystem {
  return {
    mode: 'cups',
    async list() {
      let stdout: string;
      try {
        stdout = (await run('lpstat', ['-d', '-p'])).stdout;
      } catch (error) {
        // lpstat exits non-zero when no printer is set up, after printing what it knows.
        stdout = (error as { stdout?: string }).stdout ?? '';
      }
      const { defaultPrinter, printers } = parseLpstat(stdout);
      return Promise.all(
        printers.map(async (printer) => {
          let options: Record<string, string> = {};
          try {
            options = parseLpoptions((await run('lpoptions', ['-p', printer.name])).stdout);
          } catch {
            // A printer whose options cannot be read is still a printer.
          }
          return toPrinterInfo(printer, options, printer.name === defaultPrinter);
        }),
      );
    },
    async print(task): Promise<PrintOutcome> {
      try {
        const { stdout } = await run('lp', buildLpArgs(task));
        const id = parseLpRequestId(stdout);
        return { detail: id ? `CUPS job ${id}` : stdout.trim() || 'sent to lp' };
      } catch (error) {
        const failure = error as { stderr?: string; message?: string };
        throw new PrintError('PRINT_FAILED', { detail: (failure.stderr?.trim() || failure.message || String(error)).split('\n')[0]! });
      }
    },
  };
}
