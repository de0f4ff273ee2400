/** The `larder` command line: dispatch to a command, turn user-facing failures into one line. */
import { bench, BENCH_USAGE } from './commands/bench.ts';
import { paginateCommand, PAGINATE_USAGE } from './commands/paginate.ts';
import { render, RENDER_USAGE } from './commands/render.ts';
import { serve, SERVE_USAGE } from './commands/serve.ts';
import { CliError } from './errors.ts';

const COMMANDS: Record<string, (argv: string[]) => Promise<number>> = {
  render,
  paginate: paginateCommand,
  serve,
  bench,
};

const USAGE = `larder — print templates laid out into pages, PDF and HTML

Usage:
  ${RENDER_USAGE}

  ${PAGINATE_USAGE}

  ${SERVE_USAGE}

  ${BENCH_USAGE}

Common options:
  --now ISO       the current time for watermarks and dates (default: the clock)
  --tz MINUTES    minutes east of UTC for dates (default: this machine's zone; 480 = UTC+8)
  --mode MODE     design shows testData for unbound fields (default without --data), print does not

Examples:
  larder render public/templates/delivery-note.json --data public/templates/delivery-note.data.json --out note.pdf
  larder paginate public/templates/report.json --data public/templates/report.data.json --json
`;

/** Run one command line; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`larder: unknown command '${name}' (commands: ${Object.keys(COMMANDS).join(', ')}; see larder --help)\n`);
    return 2;
  }
  try {
    return await command(rest);
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`larder: ${error.message}\n`);
      return error.exitCode;
    }
    // A bug, not a user mistake: say so, and keep the stack for the report.
    process.stderr.write(`larder: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 70;
  }
}
