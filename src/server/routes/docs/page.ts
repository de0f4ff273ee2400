/**
 * The API reference page, rendered on the server from the OpenAPI document and the error catalogue: pure
 * (document in, HTML out), no script and no external resource, so it passes the app's CSP as it is.
 */
import type { ErrorDefinition } from '../../../contract/errors.ts';

/** The parts of an OpenAPI 3.0 document the page reads. */
export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  'x-public'?: boolean;
  'x-perm'?: string;
  'x-any-perm'?: string[];
  'x-login-type'?: boolean;
  'x-rate-limit'?: { max?: unknown; timeWindow?: unknown };
}

/** A JSON schema as the OpenAPI 3.0 document writes it. */
export type Schema = { [key: string]: unknown };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const REF = '#/components/schemas/';

/** The name a `$ref` is shown under: the shape's title (MenuNode …), else its key. */
function refName(ref: string, components: Record<string, Schema>): string {
  const key = ref.startsWith(REF) ? ref.slice(REF.length) : ref;
  const title = components[key]?.title;
  return typeof title === 'string' ? title : key;
}

/** The limits of a value, shown after its type (≤ 100 chars, ≥ 1 …). */
function constraints(schema: Schema): string {
  const notes: string[] = [];
  if (typeof schema.format === 'string') notes.push(schema.format);
  if (typeof schema.minLength === 'number') notes.push(`min ${schema.minLength} chars`);
  if (typeof schema.maxLength === 'number') notes.push(`max ${schema.maxLength} chars`);
  if (typeof schema.minimum === 'number') notes.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === 'number') notes.push(`≤ ${schema.maximum}`);
  if (typeof schema.pattern === 'string') notes.push(`/${schema.pattern}/`);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

/**
 * A schema as readable TypeScript-like text: `{ id: string; avatar?: string | null }`, `MenuNode[]`.
 * Named shapes (refs) are shown by name and listed once in the page's shapes section.
 */
export function schemaText(schema: Schema | undefined, components: Record<string, Schema>, indent = ''): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  const nullable = schema.nullable === true ? ' | null' : '';
  if (typeof schema.$ref === 'string') return refName(schema.$ref, components) + nullable;
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return variants.map((variant) => schemaText(variant, components, indent)).join(' | ') + nullable;
  // OpenAPI 3.0 writes null as {nullable: true, enum: [null]}
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ') + (schema.enum.includes(null) ? '' : nullable);
  if ('const' in schema) return JSON.stringify(schema.const) + nullable;
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    const text = schemaText(items, components, indent);
    const union = Boolean(items.anyOf ?? items.oneOf ?? items.nullable) || (Array.isArray(items.enum) && items.enum.length > 1);
    return (union ? `Array<${text}>` : `${text}[]`) + nullable;
  }
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const inner = `${indent}  `;
    const lines = Object.entries(properties).map(
      ([name, property]) => `${inner}${name}${required.has(name) ? '' : '?'}: ${schemaText(property, components, inner)}${constraints(property)}`,
    );
    const extra = schema.additionalProperties;
    if (extra && typeof extra === 'object') lines.push(`${inner}[key: string]: ${schemaText(extra as Schema, components, inner)}`);
    if (lines.length === 0) return (extra ? '{ [key: string]: any }' : '{}') + nullable;
    return `{\n${lines.join('\n')}\n${indent}}${nullable}`;
  }
  if (schema.type === 'integer') return 'integer' + nullable;
  if (typeof schema.type === 'string') return schema.type + nullable;
  return 'any' + nullable;
}

/** The success answer's `result` schema of an operation, or undefined when it answers something else. */
export function resultSchema(operation: Operation): Schema | undefined {
  const envelope = operation.responses?.['200']?.content?.['application/json']?.schema;
  const properties = envelope?.properties as Record<string, Schema> | undefined;
  return properties && 'success' in properties ? properties.result : undefined;
}

function access(operation: Operation): string {
  const parts: string[] = [operation['x-public'] ? 'public (no session needed)' : 'session required'];
  if (operation['x-perm']) parts.push(`permission <code>${escapeHtml(operation['x-perm'])}</code>`);
  if (operation['x-any-perm']?.length) {
    parts.push(`any of ${operation['x-any-perm'].map((perm) => `<code>${escapeHtml(perm)}</code>`).join(', ')}`);
  }
  if (operation['x-login-type']) parts.push('login-type (code "200" on success)');
  const limit = operation['x-rate-limit'];
  if (limit) parts.push(`rate limit ${escapeHtml(String(limit.max))} per ${escapeHtml(String(limit.timeWindow))}`);
  return parts.join(' · ');
}

const pre = (text: string) => `<pre>${escapeHtml(text)}</pre>`;

function operationHtml(method: string, path: string, operation: Operation, components: Record<string, Schema>): string {
  const rows: string[] = [];
  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    const items = parameters.map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'required' : 'optional'}</td>` +
        `<td><code>${escapeHtml(schemaText(p.schema, components) + constraints(p.schema ?? {}))}</code></td></tr>`,
    );
    rows.push(`<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th></th><th>type</th></tr>${items.join('')}</table>`);
  }
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (body) rows.push(`<h4>Body (JSON)</h4>${pre(schemaText(body, components))}`);
  const result = resultSchema(operation);
  const ok = operation.responses?.['200'];
  if (result) rows.push(`<h4>Result</h4>${pre(schemaText(result, components))}`);
  else if (ok) {
    const types = Object.keys(ok.content ?? {}).join(', ');
    rows.push(`<h4>Answer</h4><p>${escapeHtml(ok.description ?? '')}${types ? ` <small>(${escapeHtml(types)})</small>` : ''}</p>`);
  }
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return (
    `<section class="op" id="${escapeHtml(id)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(operation.summary ?? '')}</p><p class="access">${access(operation)}</p>${rows.join('')}</section>`
  );
}

const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:0;color:#1f2933;background:#f7f8fa}
header,main{max-width:1100px;margin:0 auto;padding:16px 24px}
h1{margin:8px 0}h2{border-bottom:2px solid #d9dee4;padding-bottom:4px;margin-top:40px}
nav a{margin-right:12px;white-space:nowrap;display:inline-block}
.op{background:#fff;border:1px solid #e1e5ea;border-radius:6px;padding:8px 16px;margin:12px 0}
.op h3{font-size:15px;margin:6px 0}.op h4{margin:10px 0 4px;font-size:13px;color:#52606d}
.method{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2f80ed}.post{background:#27ae60}.put{background:#f2994a}.delete{background:#eb5757}
.access{color:#52606d;font-size:13px}
pre{background:#f4f6f8;padding:8px 12px;border-radius:4px;overflow:auto;font-size:12.5px}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #e1e5ea;padding:3px 8px;text-align:left;vertical-align:top}
`;

/** The whole page: routes grouped by tag, the named shapes they share, and the error catalogue. */
export function renderDocsPage(document: OpenApiDocument, errors: Record<string, ErrorDefinition>): string {
  const components = document.components?.schemas ?? {};
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'other';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(method, path, operation, components));
      byTag.set(tag, list);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map((tag) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`);
  const shapes = Object.entries(components).map(
    ([key, schema]) => `<h3>${escapeHtml(refName(REF + key, components))}</h3>${pre(schemaText(schema, components))}`,
  );
  const errorRows = Object.entries(errors).map(
    ([code, e]) =>
      `<tr><td><code>${escapeHtml(code)}</code></td><td>${e.status}</td><td>${escapeHtml(e.zh)}</td><td>${escapeHtml(e.en)}</td></tr>`,
  );
  const base = document.servers?.[0]?.url ?? '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description ?? '')}</p>
<p>Paths are under <code>${escapeHtml(base)}</code>. The machine-readable document: <a href="${escapeHtml(base)}/docs/openapi.json">openapi.json</a>.</p>
<nav>${tags.map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('')}<a href="#shapes">shapes</a><a href="#errors">errors</a></nav></header>
<main>${sections.join('')}
<h2 id="shapes">Shapes</h2>${shapes.join('')}
<h2 id="errors">Error catalogue</h2>
<p>A failure answers {success: false, message, code} with the HTTP status below (200 for business errors); the message is Chinese unless the request's Accept-Language prefers English.</p>
<table><tr><th>code</th><th>HTTP status</th><th>zh</th><th>en</th></tr>${errorRows.join('')}</table>
</main></body></html>`;
}
