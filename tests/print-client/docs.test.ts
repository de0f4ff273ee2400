/** The print client's README says every error code, option and event there is. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRINT_ERRORS } from '../../src/print-client/errors.ts';
import { USAGE } from '../../src/print-client/options.ts';
import { CLIENT_EVENTS, SERVER_EVENTS } from '../../src/contract/printClient.ts';

const readme = readFileSync(new URL('../../src/print-client/README.md', import.meta.url), 'utf8');

describe('print client README', () => {
  it('documents every error code', () => {
    for (const code of Object.keys(PRINT_ERRORS)) expect(readme, code).toContain(`\`${code}\``);
  });

  it('documents every event', () => {
    for (const event of [...CLIENT_EVENTS, ...SERVER_EVENTS]) expect(readme, event).toContain(`\`${event}\``);
  });

  it('documents every option that --help lists', () => {
    const options = [...USAGE.matchAll(/^ {2}(?:-h, )?(--[a-z-]+)/gm)].map((m) => m[1]!);
    expect(options.length).toBeGreaterThan(8);
    for (const option of options.filter((o) => o !== '--help')) expect(readme, option).toContain(`\`${option}`);
  });
});
