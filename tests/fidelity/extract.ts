/**
 * Adds a corpus template from a repository snapshot: the file is read from git and parsed by
 * the TypeScript parser as data (object literals, arrays, strings, numbers; a function becomes
 * its source text, as hiprint stores hooks), never run. The template is the object holding
 * `panels`; the data is an exported `printData` when the file has one, else made from the
 * template's fields (data.ts). The source is recorded in corpus/SOURCES.
 *
 *   npx tsx tests/fidelity/extract.ts MIRROR_GIT_DIR COMMIT PATH NAME REPO [NTH] [DATA_PATH]
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { sampleData } from './data.ts';
import { CORPUS } from './measure.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A literal expression as data; anything that is not data gives undefined. */
function literal(node: ts.Expression, source: ts.SourceFile): Json | undefined {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literal(node.expression, source);
  if (ts.isObjectLiteralExpression(node)) {
    const out: { [key: string]: Json } = {};
    for (const p of node.properties) {
      if (ts.isPropertyAssignment(p)) {
        const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name) ? p.name.text : undefined;
        if (key === undefined) continue;
        const v = literal(p.initializer, source);
        if (v !== undefined) out[key] = v;
      } else if (ts.isMethodDeclaration(p) && ts.isIdentifier(p.name)) {
        out[p.name.text] = `function ${p.getText(source).slice(p.name.text.length)}`;
      }
    }
    return out;
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((e) => literal(e, source) ?? null);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return -Number(node.operand.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isFunctionExpression(node) || ts.isArrowFunction(node)) return node.getText(source);
  return undefined;
}

/** The value a file exports by default (its print data, for demo data files). */
function exportedDefault(text: string): Json | undefined {
  const source = ts.createSourceFile('f.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  for (const s of source.statements) if (ts.isExportAssignment(s)) return literal(s.expression, source);
  return undefined;
}

/** Every object literal with a `panels` list, and the value of `printData`, in source order. */
function scan(text: string): { templates: Json[]; printData: Json | undefined } {
  const source = ts.createSourceFile('f.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const templates: Json[] = [];
  let printData: Json | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && node.properties.some((p) => p.name && ts.isIdentifier(p.name) ? p.name.text === 'panels' : p.name && ts.isStringLiteral(p.name) && p.name.text === 'panels')) {
      templates.push(literal(node, source)!);
      return;
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'printData' && node.initializer) printData = literal(node.initializer, source);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { templates, printData };
}

const [gitDir, commit, path, name, repo, nth = '0', dataPath] = process.argv.slice(2);
if (!gitDir || !commit || !path || !name || !repo) throw new Error('usage: extract.ts MIRROR_GIT_DIR COMMIT PATH NAME REPO [NTH] [DATA_PATH]');
const show = (file: string) => execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${file}`], { encoding: 'utf8' });
// Markup files: only their scripts are read.
const scripts = (t: string) => [...t.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]).join('\n;\n');
const raw = show(path);
const text = /\.(vue|html?)$/i.test(path) ? scripts(raw) : /\.json$/i.test(path) ? `(${raw})` : raw;
const scanned = scan(text);
const { templates } = scanned;
const printData = dataPath ? exportedDefault(show(dataPath)) : scanned.printData;
const template = templates[Number(nth)];
if (!template) throw new Error(`${path}: no template object #${nth} (found ${templates.length})`);
writeFileSync(join(CORPUS, `${name}.json`), `${JSON.stringify(template, null, 2)}\n`);
const data = printData ?? sampleData(template);
writeFileSync(join(CORPUS, `${name}.data.json`), `${JSON.stringify(data, null, 2)}\n`);
const sources = readFileSync(join(CORPUS, 'SOURCES'), 'utf8');
if (!sources.split('\n').some((l) => l.split(/\s+/)[0] === name)) {
  appendFileSync(join(CORPUS, 'SOURCES'), `${name}\t${repo}\t${path}${nth !== '0' ? `#${nth}` : ''}\t${commit}\t${dataPath ? `data from ${dataPath}` : printData ? 'printData from the file' : 'data made by data.ts'}\n`);
}
console.log(`${name}: ${path} (${printData ? 'with its printData' : 'sample data'})`);
