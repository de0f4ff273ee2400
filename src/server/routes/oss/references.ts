/**
 * What refers to a stored file, for a page of files at once (one query per kind of reference): a user's
 * avatar, a contract's attachment, a payment proof, a receiving check's photo, a base product's image, a print
 * template or a setting or an announcement that names the path, a batch print's result. A referenced file is not deleted.
 */
import { sql } from 'drizzle-orm';
import type { FileReference } from '../../../contract/routes/oss.ts';
import type { Db } from '../../db/index.ts';
import { rowsOf } from '../../jobs/sql.ts';

/** A text[] of values (drizzle spreads a JS array into a list of parameters). */
const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

interface Hit {
  path: string;
  id: string;
  label: string;
}

/** Each kind: the rows naming one of `paths` (a text[] parameter), as {path, id, label}. */
const SOURCES: ReadonlyArray<{ kind: string; query: (paths: string[], ids: string[]) => ReturnType<typeof sql> }> = [
  { kind: 'avatar', query: (paths) => sql`SELECT u.avatar AS path, u.id, u.username AS label FROM users u WHERE u.avatar = ANY(${textArray(paths)})` },
  { kind: 'contract', query: (paths) => sql`SELECT a.file_path AS path, a.contract_id AS id, a.file_name AS label FROM contract_attachments a WHERE a.file_path = ANY(${textArray(paths)})` },
  { kind: 'payment', query: (paths) => sql`SELECT r.proof_path AS path, r.id, r.proof_name AS label FROM pay_step_records r WHERE r.proof_path = ANY(${textArray(paths)})` },
  {
    kind: 'receipt',
    query: (paths) => sql`SELECT p.path, r.id, r.line_id AS label FROM receipts r CROSS JOIN LATERAL jsonb_array_elements_text(r.photos) AS p(path)
      WHERE r.photos <> '[]'::jsonb AND p.path = ANY(${textArray(paths)})`,
  },
  {
    kind: 'product',
    query: (paths) => sql`SELECT p.path, b.id, b.name AS label FROM base_products b CROSS JOIN LATERAL jsonb_array_elements_text(b.images) AS p(path)
      WHERE b.images <> '[]'::jsonb AND NOT b.deleted AND p.path = ANY(${textArray(paths)})`,
  },
  {
    kind: 'template',
    query: (paths) => sql`SELECT p.path, t.id, t.name AS label FROM print_templates t JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(t.body::text, p.path) > 0 WHERE NOT t.deleted`,
  },
  { kind: 'setting', query: (paths) => sql`SELECT p.path, c.key AS id, c.key AS label FROM config c JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(coalesce(c.value, ''), p.path) > 0` },
  // a platform setting (logo, icon, login background) is an item of the sys_setting dictionary
  {
    kind: 'setting',
    query: (paths) => sql`SELECT p.path, i.id, i.item_text AS label FROM dictionary_items i JOIN dictionaries d ON d.id = i.dict_id AND d.dict_code = 'sys_setting'
      JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(i.item_value, p.path) > 0`,
  },
  {
    kind: 'announcement',
    query: (paths) => sql`SELECT p.path, a.id, a.titile AS label FROM announcements a JOIN unnest(${textArray(paths)}) AS p(path) ON strpos(a.msg_content, p.path) > 0 WHERE NOT a.deleted`,
  },
  {
    kind: 'print',
    query: (_paths, ids) => sql`SELECT f.path, j.job_id AS id, j.job_name AS label FROM job_progress j JOIN files f ON f.id = j.result->>'fileId' WHERE j.result->>'fileId' = ANY(${textArray(ids)})`,
  },
];

export async function referencesOf(db: Db, rows: ReadonlyArray<{ id: string; path: string }>): Promise<Map<string, FileReference[]>> {
  const found = new Map<string, FileReference[]>(rows.map((row) => [row.path, []]));
  if (rows.length === 0) return found;
  const paths = rows.map((row) => row.path);
  const ids = rows.map((row) => row.id);
  for (const source of SOURCES) {
    for (const hit of await rowsOf<Hit>(db, source.query(paths, ids))) found.get(hit.path)?.push({ kind: source.kind, id: hit.id, label: hit.label ?? '' });
  }
  return found;
}
