/** System tables: dictionaries, key/value config, uploaded files, audit log, check rules, categories, rate-limit counts. */
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, deleted, id, stamps } from './columns.ts';

export const dictionaries = pgTable('dictionaries', {
  id: id(),
  dictName: text('dict_name').notNull(),
  dictCode: text('dict_code').notNull(),
  description: text('description'),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('dictionaries_dict_code_key').on(t.dictCode)]);

/** status: 1 enabled, 0 disabled (disabled items are not offered). */
export const dictionaryItems = pgTable('dictionary_items', {
  id: id(),
  dictId: text('dict_id').notNull().references(() => dictionaries.id, { onDelete: 'cascade' }),
  itemText: text('item_text').notNull(),
  itemValue: text('item_value').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order').notNull().default(0),
  status: integer('status').notNull().default(1),
  ...stamps(),
}, (t) => [index('dictionary_items_dict_idx').on(t.dictId, t.sortOrder)]);

/** Key/value settings (SYS_CONFIG_PLATFORM_NAME, SYS_CONFIG_PLATFORM_LOGO, pay tips, contract template …). */
export const config = pgTable('config', {
  key: text('key').primaryKey(),
  value: text('value'),
  description: text('description'),
  ...stamps(),
});

/** Uploaded files; `path` is the generated storage name the API hands back. */
export const files = pgTable('files', {
  id: id(),
  path: text('path').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  storage: text('storage').notNull().default('local'),
  uploadedBy: text('uploaded_by'),
  /** image, document or contract (src/contract/domain/files.ts): who may read it back. */
  purpose: text('purpose').notNull().default('document'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('files_path_key').on(t.path), index('files_uploaded_by_idx').on(t.uploadedBy), index('files_created_idx').on(t.createdAt), index('files_purpose_idx').on(t.purpose, t.createdAt)]);

/** Who did what, when and from where: logins, logouts and every administrative change. */
export const auditLog = pgTable('audit_log', {
  id: id(),
  userId: text('user_id'),
  username: text('username'),
  action: text('action').notNull(),
  target: text('target'),
  detail: jsonb('detail'),
  ip: text('ip'),
  at: at('at').notNull().defaultNow(),
}, (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_user_idx').on(t.userId)]);

/** Check rules (checkByCode): a list of {pattern, message} regular-expression steps. */
export const checkRules = pgTable('check_rules', {
  id: id(),
  ruleName: text('rule_name').notNull(),
  ruleCode: text('rule_code').notNull(),
  ruleJson: jsonb('rule_json').notNull(),
  description: text('description'),
  /** Optimistic lock of the check rule screen (issue 21). */
  version: integer('version').notNull().default(1),
  ...stamps(),
}, (t) => [uniqueIndex('check_rules_rule_code_key').on(t.ruleCode)]);

/** The product category tree. */
export const categories = pgTable('categories', {
  id: id(),
  parentId: text('parent_id'),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sortNo: integer('sort_no').notNull().default(0),
  /** Optimistic lock of the category screen (issue 21). */
  version: integer('version').notNull().default(1),
  deleted: deleted(),
  ...stamps(),
}, (t) => [uniqueIndex('categories_code_key').on(t.code), index('categories_parent_idx').on(t.parentId)]);

/** Secrets the server makes for itself on first use (the key that signs file links), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * Request counts of the rate-limited routes (http/rateLimitStore.ts), in the database so that every
 * instance behind a load balancer counts against one limit. One row per route and client: the window
 * starts at the client's first call and ends at `expires_at`, after which the next call starts a new one
 * and the row may be swept.
 */
export const rateLimits = pgTable('rate_limits', {
  /** Method and URL of the route, as @fastify/rate-limit names it. */
  route: text('route').notNull(),
  /** The client's key (the address, or what a route keys by), hashed: some keys carry a token. */
  client: text('client').notNull(),
  windowStart: at('window_start').notNull(),
  expiresAt: at('expires_at').notNull(),
  hits: integer('hits').notNull(),
}, (t) => [primaryKey({ columns: [t.route, t.client] }), index('rate_limits_expires_idx').on(t.expiresAt)]);
