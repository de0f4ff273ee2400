/** Template and data files read with user-facing errors: `file: reason`, line and column for JSON. */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { loadTemplate, type Template, TemplateError } from '../../engine/index.ts';
import { CliError } from './errors.ts';

/** Path as shown in messages: relative to the cwd when that is shorter. */
export function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}

/** Parse a JSON file; unreadable files and syntax errors become `file: message` errors. */
export async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : `cannot read (${code})`;
    throw new CliError(`${displayPath(file)}: ${reason}`);
  }
  return parseJson(text.replace(/^\uFEFF/, ''), displayPath(file));
}

/** JSON.parse with the error position turned into line and column. */
export function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const pos = /at position (\d+)/.exec(message);
    const offset = pos ? Number(pos[1]) : /end of JSON input/.test(message) ? text.length : undefined;
    const reason = message.replace(/\s*in JSON at position \d+.*$/s, '').replace(/ \(line \d+ column \d+\)$/, '');
    if (offset === undefined) throw new CliError(`${label}: invalid JSON: ${reason}`);
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    const column = offset - before.lastIndexOf('\n');
    throw new CliError(`${label}: invalid JSON at line ${line}, column ${column}: ${reason}`);
  }
}

/** Read and validate a template file; validation issues become one line per issue. */
export async function readTemplate(file: string): Promise<{ template: Template; json: unknown }> {
  const json = await readJsonFile(file);
  try {
    return { template: loadTemplate(json), json };
  } catch (error) {
    if (error instanceof TemplateError) {
      const label = displayPath(file);
      const lines = error.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
      throw new CliError(lines.map((l, n) => (n === 0 ? `${label}: ${l}` : `larder: ${label}: ${l}`)).join('\n'));
    }
    throw error;
  }
}

/** The folder relative image paths in a template file are read from. */
export const templateDirOf = (file: string): string => dirname(resolve(file));
