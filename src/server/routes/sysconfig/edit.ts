/**
 * The platform config keys the back office shows on the platform settings screen:
 * GET /system/sysConfig/list and PUT /system/sysConfig/edit, both with the config edit permission.
 * Only these keys can be written: the table may also hold secrets that have no business in a web form.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONFIG_VALUE_MAX, configEdit, configList } from '../../../contract/routes/sysconfig.ts';
import { audit } from '../../auth/audit.ts';
import { inTransaction } from '../../db/index.ts';
import { PERMS } from '../../auth/perms.ts';
import { config } from '../../db/schema/index.ts';
import { fail } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { configValue } from '../../db/config.ts';

/** Editable keys in the order the screen shows them, with the description used when the row has none. */
export const EDITABLE_CONFIG_KEYS: ReadonlyMap<string, string> = new Map([
  ['SYS_CONFIG_PLATFORM_NAME', '平台名称'],
  ['SYS_CONFIG_PLATFORM_LOGO', '平台Logo（null 表示无）'],
  ['SYS_CONFIG_PAY_TIPS', '技术服务费缴费提示'],
  ['SYS_CONFIG_PAY_CONTRACT_TEMPLATE', '服务合同模板地址'],
  ['SYS_CONFIG_CONTRACT_TITLE', '服务合同标题'],
  ['SYS_CONFIG_CONTRACT_CHECK', '是否校验供应商服务合同（1 校验，0 不校验）'],
]);

export default async function sysConfigEditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, configList, { config: { perm: PERMS.configEdit } }, async () => {
    const keys = [...EDITABLE_CONFIG_KEYS.keys()];
    const rows = await db.select().from(config).where(inArray(config.key, keys));
    const byKey = new Map(rows.map((row) => [row.key, row]));
    // A key without a row is listed with value null, so the screen can still set it.
    return ok(keys.map((key) => ({
      key,
      value: byKey.get(key)?.value ?? null,
      description: byKey.get(key)?.description || EDITABLE_CONFIG_KEYS.get(key)!,
    })));
  });

  addRoute(app, configEdit, { config: { perm: PERMS.configEdit } }, async (request) => {
    const key = request.body.key?.trim();
    const { value } = request.body;
    if (!key) fail('CONFIG_KEY_REQUIRED');
    if (!EDITABLE_CONFIG_KEYS.has(key)) fail('CONFIG_KEY_NOT_EDITABLE', { key });
    if (value === undefined) fail('CONFIG_VALUE_REQUIRED');
    if (value.length > CONFIG_VALUE_MAX) fail('CONFIG_VALUE_TOO_LONG', { max: CONFIG_VALUE_MAX });
    // The contract gate treats everything but '0' as "on"; a typo must not silently mean something.
    if (key === 'SYS_CONFIG_CONTRACT_CHECK' && value !== '0' && value !== '1') fail('CONFIG_CONTRACT_CHECK_INVALID');
    const before = await configValue(app.db, key);
    const who = request.user!.username;
    const now = new Date();
    await inTransaction(db, async (tx) => {
      await tx
        .insert(config)
        .values({ key, value, createdBy: who, updatedBy: who, updatedAt: now })
        .onConflictDoUpdate({ target: config.key, set: { value, updatedBy: who, updatedAt: now } });
      await audit(tx, request, 'config_edit', key, { before, after: value });
    });
    return ok({ key, value }, '保存成功！');
  });
}
