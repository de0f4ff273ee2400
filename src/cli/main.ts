/** The `larder` command line: dispatch to a command, turn user-facing failures into one line. */
import { CliError } from './errors.ts';
import { USAGE } from './usage.ts';

type Command = (argv: string[]) => Promise<number>;

/** Each command loaded when it runs: `larder --help` loads no engine, `render` no server. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  render: async () => (await import('./commands/render.ts')).render,
  paginate: async () => (await import('./commands/paginate.ts')).paginateCommand,
  serve: async () => (await import('./commands/serve.ts')).serve,
  bench: async () => (await import('./commands/bench.ts')).bench,
  check: async () => (await import('./commands/check.ts')).check,
};


/** Run one command line; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    process.stderr.write(`larder: unknown command '${name}' (commands: ${Object.keys(COMMANDS).join(', ')}; see larder --help)\n`);
    return 2;
  }
  try {
    const command = await load();
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
