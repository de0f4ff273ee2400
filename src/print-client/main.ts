/** `npm run print-client`: start the local print client and run until interrupted. */
import { startPrintClient } from './client.ts';
import { OptionsError, parseOptions, USAGE } from './options.ts';

/** Run the program; resolves to an exit code when it cannot start, otherwise runs until a signal. */
export async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    if (error instanceof OptionsError) {
      process.stderr.write(`larder-print: ${error.message} (see --help)\n`);
      return 2;
    }
    throw error;
  }
  if (parsed.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const { config } = parsed;
  const stamp = (): string => new Date().toISOString().replace('T', ' ').replace(/\.\d+Z$/, '');
  let client: Awaited<ReturnType<typeof startPrintClient>>;
  try {
    client = await startPrintClient(config, { report: (line) => process.stdout.write(`${stamp()} ${line}\n`) });
  } catch (error) {
    process.stderr.write(`larder-print: ${(error as Error).message}\n`);
    return 1;
  }
  const lines = [
    `larder print client listening on ${client.url}`,
    client.mode === 'spool'
      ? `  mode:    spool — jobs are written as PDF files to ${client.storeDir}`
      : `  mode:    CUPS — jobs go to this machine's printers (PDFs kept in ${client.storeDir} ${config.keepDays > 0 ? `for ${config.keepDays} days` : 'for ever'})`,
    `  job log: ${client.logFile}`,
    `  token:   ${config.token ? 'required' : 'none (any allowed page may print)'}`,
    `  origins: ${config.origins.join(', ')}`,
    `  HTML:    ${client.chromium ? `Chromium at ${client.chromium}` : 'no Chromium found: HTML jobs will fail (PDF jobs work)'}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => {
      process.stdout.write('stopping: waiting for queued jobs\n');
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await client.close();
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`larder-print: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(70);
  },
);
