/** Platform settings: the sys_setting dictionary and the key/value config the shell reads. */
import { config, dictionaries, dictionaryItems } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';
import { SYS_SETTINGS } from '../../contract/settings.ts';


export const CONFIG: Record<string, string> = {
  SYS_CONFIG_PLATFORM_NAME: '食材供应服务平台',
  SYS_CONFIG_PLATFORM_LOGO: 'null',
  SYS_CONFIG_PAY_TIPS: '请在合同签订后15日内预付技术服务费5000元。',
  SYS_CONFIG_PAY_CONTRACT_TEMPLATE: '/api/supplier/serviceContract/exportContractTemplate/{id}',
  SYS_CONFIG_CONTRACT_TITLE: '平台技术服务合同',
};

export async function seedSettings({ db, ids }: SeedContext): Promise<void> {
  const dicts: Array<[string, string, Array<[string, string]>]> = [
    ['平台设置', 'sys_setting', Object.entries(SYS_SETTINGS)],
    ['性别', 'sex', [['男', '1'], ['女', '2']]],
    ['用户状态', 'user_status', [['正常', '1'], ['冻结', '2']]],
    ['用户类型', 'user_type', [['采购', '1'], ['供应商', '2'], ['食堂', '3'], ['平台', '4']]],
    ['优先级', 'priority', [['低', 'L'], ['中', 'M'], ['高', 'H']]],
    ['通告类型', 'msg_category', [['通知公告', '1'], ['系统消息', '2']]],
    ['发布状态', 'send_status', [['未发布', '0'], ['已发布', '1'], ['已撤销', '2']]],
    ['合同状态', 'contract_status', [['未发起', '0'], ['待供应商签署', '1'], ['供应商已签署', '3'], ['双方已签署', '9'], ['已生效', '12']]],
  ];
  for (const [dictName, dictCode, items] of dicts) {
    const [dict] = await db.insert(dictionaries).values({ dictName, dictCode, createdBy: 'admin' }).returning({ id: dictionaries.id });
    ids[`dict:${dictCode}`] = dict.id;
    await db.insert(dictionaryItems).values(
      items.map(([itemText, itemValue], sortOrder) => ({ dictId: dict.id, itemText, itemValue, sortOrder, createdBy: 'admin' })),
    );
  }
  await db.insert(config).values(Object.entries(CONFIG).map(([key, value]) => ({ key, value, createdBy: 'admin' })));
}
