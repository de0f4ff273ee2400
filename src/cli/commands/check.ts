/**
 * `larder check`: open templates as larder would and list what it says about each, for teams
 * moving a folder of hiprint templates over. Every warning (a value read otherwise or left at
 * its default) and every refusal is listed with its path; exit 1 when any template is refused.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadTemplate, TemplateError, type TemplateIssue } from '../../../engine/index.ts';
import { parseCommandArgs } from '../args.ts';
import { CliError, usageError } from '../errors.ts';
import { displayPath, readJsonFile } from '../files.ts';
import { CHECK_USAGE } from '../usage.ts';

export interface CheckResult {
  file: string;
  /** Opens (possibly with warnings) or is refused. */
  opens: boolean;
  warnings: TemplateIssue[];
  errors: TemplateIssue[];
}

/** The template files named: files as given, folders as their *.json files but data files (*.data.json). */
async function templateFiles(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (info?.isDirectory()) {
      const names = (await readdir(path)).filter((n) => n.endsWith('.json') && !n.endsWith('.data.json')).sort();
      files.push(...names.map((n) => join(path, n)));
    } else {
      files.push(path);
    }
  }
  return files;
}

/** Check one template file; unreadable files and bad JSON are refusals too. */
export async function checkFile(file: string): Promise<CheckResult> {
  const label = displayPath(file);
  let json: unknown;
  try {
    json = await readJsonFile(file);
  } catch (error) {
    const message = error instanceof CliError ? error.message.replace(`${label}: `, '') : String(error);
    return { file: label, opens: false, warnings: [], errors: [{ path: '', message }] };
  }
  try {
    return { file: label, opens: true, warnings: loadTemplate(json).warnings, errors: [] };
  } catch (error) {
    if (error instanceof TemplateError) return { file: label, opens: false, warnings: [], errors: error.issues };
    throw error;
  }
}

const line = (kind: string, issue: TemplateIssue) => `  ${kind} ${issue.path || '(template)'}: ${issue.message}\n`;

export async function check(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } });
  if (values.help) {
    process.stdout.write(`${CHECK_USAGE}\n`);
    return 0;
  }
  if (positionals.length === 0) throw usageError('larder check needs a template file or folder');
  const results: CheckResult[] = [];
  for (const file of await templateFiles(positionals)) results.push(await checkFile(file));
  const refused = results.filter((r) => !r.opens).length;
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ templates: results, refused })}\n`);
  } else {
    for (const r of results) {
      process.stdout.write(`${r.file}: ${r.opens ? (r.warnings.length ? `opens with ${r.warnings.length} warning(s)` : 'opens') : 'refused'}\n`);
      for (const e of r.errors) process.stdout.write(line('error', e));
      for (const w of r.warnings) process.stdout.write(line('warning', w));
    }
    process.stdout.write(`${results.length} template(s), ${refused} refused\n`);
  }
  return refused > 0 ? 1 : 0;
}
