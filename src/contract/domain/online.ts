/**
 * Online development (issue 22): the rules of an online form's definition and of its rows, and of an
 * online report's query text. One place for the browser (which checks a form before sending it) and the
 * server (which checks everything again): a definition or a row is refused with catalogue codes naming
 * the field and the rule it broke.
 */

export const FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'select', 'switch'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A form's code: a table-like name, also the suffix of its report view `online_form_<code>`. */
export const FORM_CODE_PATTERN = '^[a-z][a-z0-9_]{1,39}$';
/** A field's name: the key of its value in a row. */
export const FIELD_NAME_PATTERN = '^[a-z][a-zA-Z0-9_]{0,39}$';
/** Names a field may not take: they are the row's own columns in lists, exports and the report view. */
export const RESERVED_FIELD_NAMES = ['id', 'version', 'form_id', 'data', 'createby', 'createtime', 'updateby', 'updatetime', 'created_at', 'created_by', 'updated_at', 'updated_by', 'oid', 'ctid', 'xmin', 'xmax', 'tableoid', 'select', 'from', 'where', 'order', 'group', 'limit', 'offset', 'user', 'table'];
export const MAX_FIELDS = 60;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_PATTERN_LENGTH = 200;

export interface FieldDefinition {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** text and textarea: length bounds. */
  minLength?: number;
  maxLength?: number;
  /** number: value bounds. */
  min?: number;
  max?: number;
  /** text: a regular expression the whole value must match. */
  pattern?: string;
  /** select: the dictionary (system dictionaries) whose items are the options. */
  dictCode?: string;
  defaultValue?: string | number | boolean | null;
  /** Shown as a column of the data list. */
  list?: boolean;
  /** Offered as a filter of the data list (text: starts with; others: equals); the server indexes it. */
  filter?: boolean;
  /** The data list may sort by it; the server indexes it. */
  sortable?: boolean;
}

export interface FormDefinition {
  fields: FieldDefinition[];
  /** The data list's order when the user has chosen none (a sortable field, or the creation time). */
  sort?: { field: string; order: 'asc' | 'desc' };
}

export type RowValue = string | number | boolean | null;
export type RowValues = Record<string, RowValue>;

/** A refusal: the catalogue code and its placeholders (field = the field's label). */
export interface RuleError {
  code: string;
  params: Record<string, string | number>;
}

const empty = (value: unknown) => value === undefined || value === null || value === '';

const err = (code: string, params: Record<string, string | number> = {}): RuleError => ({ code, params });

/** Does the regular expression compile? (a definition's pattern is compiled on both sides) */
function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/**
 * Is the pattern safe to run on every saved row? Refused: a repeated group that itself holds an unbounded
 * repetition (`(a+)+`, `(\w*x)*`: exponential backtracking on a near-miss) and back-references (`\1`,
 * `\k<n>`). Character classes and escapes are stepped over; bounded repeats (`{2,5}`) count as safe.
 */
export function patternIsSafe(pattern: string): boolean {
  const groups: boolean[] = [false];
  const unbounded = (at: number) => {
    const ch = pattern[at];
    if (ch === '*' || ch === '+') return true;
    return ch === '{' && /^\{\d+,\}/.test(pattern.slice(at));
  };
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      if (/[1-9k]/.test(pattern[i + 1] ?? '')) return false;
      i++;
      if (unbounded(i + 1)) groups[groups.length - 1] = true;
      continue;
    }
    if (ch === '[') {
      for (i++; i < pattern.length && pattern[i] !== ']'; i++) if (pattern[i] === '\\') i++;
      if (unbounded(i + 1)) groups[groups.length - 1] = true;
      continue;
    }
    if (ch === '(') {
      groups.push(false);
      continue;
    }
    if (ch === ')') {
      const inner = groups.length > 1 ? groups.pop()! : false;
      if (unbounded(i + 1) && inner) return false;
      if (inner || unbounded(i + 1)) groups[groups.length - 1] = true;
      continue;
    }
    if (ch !== '*' && ch !== '+' && ch !== '?' && ch !== '{' && unbounded(i + 1)) groups[groups.length - 1] = true;
  }
  return true;
}

/**
 * The definition's refusals (empty: valid). `dictionaries`: the dictionary codes that exist, when known;
 * `options`: the item values of each dictionary, when known (a select's default must be one of them).
 */
export function checkDefinition(code: string, title: string, definition: FormDefinition, dictionaries?: ReadonlySet<string>, options?: Record<string, ReadonlySet<string>>): RuleError[] {
  const errors: RuleError[] = [];
  if (!new RegExp(FORM_CODE_PATTERN).test(code)) errors.push(err('ONLINE_FORM_CODE_INVALID', { code }));
  if (!title.trim()) errors.push(err('ONLINE_FORM_TITLE_REQUIRED'));
  const fields = definition.fields ?? [];
  if (fields.length === 0) errors.push(err('ONLINE_FORM_NO_FIELDS'));
  if (fields.length > MAX_FIELDS) errors.push(err('ONLINE_FORM_TOO_MANY_FIELDS', { max: MAX_FIELDS }));
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.name ?? '';
    if (!new RegExp(FIELD_NAME_PATTERN).test(name)) {
      errors.push(err('ONLINE_FIELD_NAME_INVALID', { field: name }));
      continue;
    }
    if (RESERVED_FIELD_NAMES.includes(name.toLowerCase())) errors.push(err('ONLINE_FIELD_NAME_RESERVED', { field: name }));
    if (seen.has(name.toLowerCase())) errors.push(err('ONLINE_FIELD_DUPLICATE', { field: name }));
    seen.add(name.toLowerCase());
    if (!field.label?.trim()) errors.push(err('ONLINE_FIELD_LABEL_REQUIRED', { field: name }));
    if (!FIELD_TYPES.includes(field.type)) {
      errors.push(err('ONLINE_FIELD_TYPE_INVALID', { field: name, type: String(field.type) }));
      continue;
    }
    const isText = field.type === 'text' || field.type === 'textarea';
    if ((field.minLength !== undefined || field.maxLength !== undefined || field.pattern) && !isText) errors.push(err('ONLINE_FIELD_RULE_NOT_FOR_TYPE', { field: name }));
    if ((field.min !== undefined || field.max !== undefined) && field.type !== 'number') errors.push(err('ONLINE_FIELD_RULE_NOT_FOR_TYPE', { field: name }));
    const bad = (n: number | undefined) => n !== undefined && (!Number.isInteger(n) || n < 0 || n > MAX_TEXT_LENGTH);
    if (bad(field.minLength) || bad(field.maxLength) || (field.minLength ?? 0) > (field.maxLength ?? MAX_TEXT_LENGTH)) {
      errors.push(err('ONLINE_FIELD_LENGTH_INVALID', { field: name, max: MAX_TEXT_LENGTH }));
    }
    if (field.min !== undefined && field.max !== undefined && field.min > field.max) errors.push(err('ONLINE_FIELD_RANGE_INVALID', { field: name }));
    if (field.pattern !== undefined && (field.pattern.length > MAX_PATTERN_LENGTH || !compiles(field.pattern))) errors.push(err('ONLINE_FIELD_PATTERN_INVALID', { field: name }));
    else if (field.pattern !== undefined && !patternIsSafe(field.pattern)) errors.push(err('ONLINE_FIELD_PATTERN_UNSAFE', { field: name }));
    if (field.type === 'select') {
      if (!field.dictCode) errors.push(err('ONLINE_FIELD_DICT_REQUIRED', { field: name }));
      else if (dictionaries && !dictionaries.has(field.dictCode)) errors.push(err('ONLINE_FIELD_DICT_UNKNOWN', { field: name, dict: field.dictCode }));
    } else if (field.dictCode) errors.push(err('ONLINE_FIELD_RULE_NOT_FOR_TYPE', { field: name }));
    if (!empty(field.defaultValue)) {
      const choices = field.type === 'select' && field.dictCode ? options?.[field.dictCode] : undefined;
      const problem = checkValue({ ...field, required: false }, field.defaultValue, choices);
      if (problem) errors.push(err('ONLINE_FIELD_DEFAULT_INVALID', { field: name }));
    }
  }
  if (definition.sort) {
    const target = fields.find((f) => f.name === definition.sort!.field);
    if (!target?.sortable) errors.push(err('ONLINE_FORM_SORT_INVALID', { field: definition.sort.field }));
  }
  return errors;
}

/**
 * What a definition change would do to the rows a form already has. A changed type is refused (the stored
 * values would no longer read as the new type); a new required field needs a default, which fills the
 * rows; a removed field's values are dropped from the rows.
 */
export function definitionChanges(before: FormDefinition, after: FormDefinition): { errors: RuleError[]; removed: string[]; filled: FieldDefinition[] } {
  const errors: RuleError[] = [];
  const old = new Map(before.fields.map((f) => [f.name, f]));
  const names = new Set(after.fields.map((f) => f.name));
  const filled: FieldDefinition[] = [];
  for (const field of after.fields) {
    const was = old.get(field.name);
    if (was && was.type !== field.type) errors.push(err('ONLINE_FIELD_TYPE_LOCKED', { field: field.name }));
    if (was && was.type === 'select' && field.type === 'select' && was.dictCode !== field.dictCode) errors.push(err('ONLINE_FIELD_TYPE_LOCKED', { field: field.name }));
    if (field.required && !(was?.required)) {
      if (field.defaultValue === undefined || field.defaultValue === null || field.defaultValue === '') errors.push(err('ONLINE_FIELD_REQUIRED_NEEDS_DEFAULT', { field: field.name }));
      else filled.push(field);
    }
  }
  const removed = before.fields.filter((f) => !names.has(f.name)).map((f) => f.name);
  return { errors, removed, filled };
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** One value against its field (options: the select's allowed values, when known). */
export function checkValue(field: FieldDefinition, value: unknown, options?: ReadonlySet<string>): RuleError | null {
  const label = field.label || field.name;
  if (empty(value)) return field.required && field.type !== 'switch' ? err('ONLINE_ROW_REQUIRED', { field: label }) : null;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return err('ONLINE_ROW_NOT_TEXT', { field: label });
      const length = [...value].length;
      if (length > (field.maxLength ?? MAX_TEXT_LENGTH)) return err('ONLINE_ROW_TOO_LONG', { field: label, max: field.maxLength ?? MAX_TEXT_LENGTH });
      if (field.minLength !== undefined && length < field.minLength) return err('ONLINE_ROW_TOO_SHORT', { field: label, min: field.minLength });
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`, 'u').test(value)) return err('ONLINE_ROW_PATTERN', { field: label });
      return null;
    }
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return err('ONLINE_ROW_NOT_NUMBER', { field: label });
      if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
        return err('ONLINE_ROW_OUT_OF_RANGE', { field: label, min: field.min ?? '-∞', max: field.max ?? '∞' });
      }
      return null;
    case 'date':
      return typeof value === 'string' && isDay(value) ? null : err('ONLINE_ROW_NOT_DATE', { field: label });
    case 'select':
      if (typeof value !== 'string') return err('ONLINE_ROW_NOT_OPTION', { field: label, value: String(value) });
      return options && !options.has(value) ? err('ONLINE_ROW_NOT_OPTION', { field: label, value }) : null;
    case 'switch':
      return typeof value === 'boolean' ? null : err('ONLINE_ROW_NOT_SWITCH', { field: label });
  }
}

/**
 * A row checked against the definition: the values to store (every field, defaults for the ones left out
 * on a new row) or the refusals. Keys that are no field are refused, not silently dropped.
 */
export function checkRow(definition: FormDefinition, input: Record<string, unknown>, options: Record<string, ReadonlySet<string>> = {}, isNew = true): { values: RowValues; errors: RuleError[] } {
  const errors: RuleError[] = [];
  const values: RowValues = {};
  const byName = new Map(definition.fields.map((f) => [f.name, f]));
  for (const key of Object.keys(input)) if (!byName.has(key)) errors.push(err('ONLINE_ROW_UNKNOWN_FIELD', { field: key }));
  for (const field of definition.fields) {
    let value = input[field.name];
    if (value === undefined && isNew && field.defaultValue !== undefined) value = field.defaultValue;
    if (field.type === 'switch' && empty(value)) value = false;
    const problem = checkValue(field, value, options[field.name]);
    if (problem) errors.push(problem);
    else values[field.name] = empty(value) ? null : (value as RowValue);
  }
  return { values, errors };
}

/** A cell of an imported sheet (always text) as the field's value, or the text itself when it does not read as one. */
export function valueFromText(field: FieldDefinition, text: string | undefined): unknown {
  const cell = (text ?? '').trim();
  if (cell === '') return null;
  if (field.type === 'number') return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
  if (field.type === 'switch') return ['1', 'true', '是', 'yes', 'y'].includes(cell.toLowerCase()) ? true : ['0', 'false', '否', 'no', 'n'].includes(cell.toLowerCase()) ? false : cell;
  return cell;
}

// ---- reports ----

export const PARAM_TYPES = ['text', 'number', 'date'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export interface ReportParam {
  name: string;
  label: string;
  type: ParamType;
  defaultValue?: string | null;
  required?: boolean;
}

export const CHART_TYPES = ['bar', 'line'] as const;
export interface ChartConfig {
  type: (typeof CHART_TYPES)[number];
  x: string;
  y: string[];
}

export const REPORT_CODE_PATTERN = FORM_CODE_PATTERN;
export const PARAM_NAME_PATTERN = '^[a-zA-Z_][a-zA-Z0-9_]{0,39}$';
export const MAX_SQL_LENGTH = 20_000;

/**
 * Tables a report never reads: password hashes and login state, the server's signing secrets, sent SMS
 * codes, rate-limit and throttle counters, the audit trail (addresses) and stored file names. Refused by
 * name here; on top, the query runs under a role that holds no SELECT on them.
 */
export const DENIED_TABLES = ['users', 'sessions', 'sms_codes', 'server_secrets', 'login_throttle', 'rate_limits', 'audit_log', 'files', 'permission_version'];

/**
 * Functions a report may not call: ones that run SQL given as text (and so read past the checks), change
 * settings or the role, reach files or other servers, or end sessions. The sleeps are refused only where
 * a running statement cannot be interrupted (the embedded database).
 */
export const DENIED_FUNCTIONS = [
  'set_config', 'query_to_xml', 'query_to_xmlschema', 'query_to_xml_and_xmlschema', 'cursor_to_xml', 'cursor_to_xmlschema', 'table_to_xml', 'table_to_xmlschema',
  'table_to_xml_and_xmlschema', 'schema_to_xml', 'schema_to_xmlschema', 'schema_to_xml_and_xmlschema', 'database_to_xml', 'database_to_xmlschema',
  'database_to_xml_and_xmlschema', 'dblink', 'dblink_exec', 'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_stat_file', 'lo_import', 'lo_export', 'lo_get',
  'lo_open', 'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_advisory_lock', 'pg_advisory_xact_lock', 'pg_notify', 'txid_current', 'nextval', 'setval',
];
export const SLEEP_FUNCTIONS = ['pg_sleep', 'pg_sleep_for', 'pg_sleep_until'];

export interface ScannedSql {
  /** The text with :name placeholders replaced by $1…$n. */
  text: string;
  /** The parameter names in $ order. */
  params: string[];
  /** Lower-cased identifiers outside string literals and comments (quoted ones unquoted). */
  identifiers: string[];
}

/**
 * Reads a report's SQL: comments, string literals and quoted identifiers are stepped over, so that a
 * semicolon or a :name inside them means nothing. Refuses a second statement and anything that does not
 * start with SELECT or WITH.
 */
export function scanSql(sql: string): { scanned?: ScannedSql; error?: RuleError } {
  if (!sql.trim()) return { error: err('ONLINE_REPORT_SQL_REQUIRED') };
  if (sql.length > MAX_SQL_LENGTH) return { error: err('ONLINE_REPORT_SQL_TOO_LONG', { max: MAX_SQL_LENGTH }) };
  let out = '';
  const params: string[] = [];
  const identifiers: string[] = [];
  let i = 0;
  let ended = false;
  const words: string[] = [];
  while (i < sql.length) {
    const ch = sql[i]!;
    const next = sql[i + 1];
    if (ended && !/\s/.test(ch)) {
      if (ch === '-' && next === '-') {
        while (i < sql.length && sql[i] !== '\n') i++;
        continue;
      }
      return { error: err('ONLINE_REPORT_MULTIPLE_STATEMENTS') };
    }
    if (ch === '-' && next === '-') {
      while (i < sql.length && sql[i] !== '\n') i++;
      out += ' ';
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) return { error: err('ONLINE_REPORT_SQL_UNTERMINATED') };
      i = end + 2;
      out += ' ';
      continue;
    }
    if (ch === "'") {
      let j = i + 1;
      for (;;) {
        const k = sql.indexOf("'", j);
        if (k < 0) return { error: err('ONLINE_REPORT_SQL_UNTERMINATED') };
        if (sql[k + 1] === "'") j = k + 2;
        else {
          j = k + 1;
          break;
        }
      }
      out += sql.slice(i, j);
      i = j;
      continue;
    }
    if (ch === '"') {
      const k = sql.indexOf('"', i + 1);
      if (k < 0) return { error: err('ONLINE_REPORT_SQL_UNTERMINATED') };
      identifiers.push(sql.slice(i + 1, k).toLowerCase());
      out += sql.slice(i, k + 1);
      i = k + 1;
      continue;
    }
    if (ch === '$') {
      // dollar quoting ($$…$$ or $tag$…$tag$) is refused: a report has no use for function bodies
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i));
      if (tag) return { error: err('ONLINE_REPORT_SQL_DOLLAR') };
    }
    if (ch === ':' && next === ':') {
      out += '::';
      i += 2;
      continue;
    }
    if (ch === ':' && next && /[A-Za-z_]/.test(next)) {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let at = params.indexOf(name);
      if (at < 0) {
        params.push(name);
        at = params.length - 1;
      }
      out += `$${at + 1}`;
      i += 1 + name.length;
      continue;
    }
    if (/[A-Za-z_]/.test(ch)) {
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(sql.slice(i))![0];
      identifiers.push(word.toLowerCase());
      words.push(word.toLowerCase());
      out += word;
      i += word.length;
      continue;
    }
    if (ch === ';') {
      ended = true;
      i++;
      continue;
    }
    out += ch;
    i++;
  }
  if (words[0] !== 'select' && words[0] !== 'with') return { error: err('ONLINE_REPORT_SELECT_ONLY') };
  return { scanned: { text: out.trim(), params, identifiers } };
}

/**
 * The scan's refusals by name: a denied function (sleeps too when `refuseSleep`) or, on the built-in
 * database (`ownTables`), a denied table; another data source's tables are its own.
 */
export function deniedNames(scanned: ScannedSql, refuseSleep: boolean, ownTables = true): RuleError | null {
  for (const name of scanned.identifiers) {
    if (ownTables && DENIED_TABLES.includes(name)) return err('ONLINE_REPORT_TABLE_DENIED', { table: name });
    if (DENIED_FUNCTIONS.includes(name) || (refuseSleep && SLEEP_FUNCTIONS.includes(name))) return err('ONLINE_REPORT_FUNCTION_DENIED', { name });
  }
  return null;
}

/** A parameter's value from the caller's text (or its default): text stays text; number and date are checked. */
export function paramValue(param: ReportParam, text: string | undefined): { value?: string | number | null; error?: RuleError } {
  const raw = (text ?? param.defaultValue ?? '').trim();
  if (raw === '') return param.required ? { error: err('ONLINE_REPORT_PARAM_REQUIRED', { param: param.label || param.name }) } : { value: null };
  if (param.type === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? { value: Number(raw) } : { error: err('ONLINE_REPORT_PARAM_INVALID', { param: param.label || param.name }) };
  if (param.type === 'date') return isDay(raw) ? { value: raw } : { error: err('ONLINE_REPORT_PARAM_INVALID', { param: param.label || param.name }) };
  return { value: raw };
}

/**
 * The designer template a report prints through: a title and one table whose columns, and whose field
 * picker (hiprint's `fields`), are the report's columns; the printed data is {title, rows}.
 */
export function reportTemplateBody(title: string, columns: readonly string[]): unknown {
  const width = Math.max(40, Math.floor(515 / Math.max(1, columns.length)));
  return {
    panels: [
      {
        index: 0,
        name: title,
        paperType: 'A4',
        width: 210,
        height: 297,
        paperHeader: 0,
        paperFooter: 800,
        printElements: [
          { options: { left: 40, top: 20, height: 22, width: 515, title, field: 'title', fontSize: 16, fontWeight: '700', textAlign: 'center', hideTitle: true }, printElementType: { tid: 'defaultModule.text' } },
          {
            options: {
              left: 40, top: 56, height: 44, width: 515, field: 'rows', fontSize: 9, tableHeaderRepeat: 'page',
              columns: [columns.map((column) => ({ title: column, field: column, width, checked: true, rowspan: 1, colspan: 1 }))],
              fields: columns.map((column) => ({ field: column, text: column })),
            },
            printElementType: { title: '表格', type: 'table' },
          },
        ],
      },
    ],
  };
}
