/** A failure the user can fix (bad file, bad option): printed as one `larder: ...` line, no stack. */
export class CliError extends Error {
  /** Process exit code: 1 for bad input, 2 for bad usage. */
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

/** A usage mistake (unknown option, missing argument): exit code 2 and a hint to --help. */
export const usageError = (message: string): CliError => new CliError(`${message} (see larder --help)`, 2);
