/** Lookup data: the check rules forms call before saving, and the food category tree. */
import { categories, checkRules } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

/** ruleJson: steps checked in order; the first pattern the value fails names the problem. */
export const DEMO_CHECK_RULES = [
  {
    ruleCode: 'phone',
    ruleName: '手机号',
    ruleJson: [{ pattern: '^1[3-9]\\d{9}$', message: '手机号格式不正确' }],
  },
  {
    ruleCode: 'org_code',
    ruleName: '机构编码',
    ruleJson: [
      { pattern: '^[A-Z]', message: '机构编码必须以大写字母开头' },
      { pattern: '^[A-Z0-9]{3,32}$', message: '机构编码须为3-32位大写字母或数字' },
    ],
  },
  {
    ruleCode: 'dict_code',
    ruleName: '字典编码',
    ruleJson: [{ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$', message: '字典编码须以字母开头，只能包含字母、数字和下划线' }],
  },
];

type CategorySeed = [name: string, children?: CategorySeed[]];

/** Food categories, two or three levels deep; codes follow the tree (C01, C01001, C01001001). */
export const DEMO_CATEGORIES: CategorySeed[] = [
  ['蔬菜', [['叶菜类'], ['根茎类'], ['瓜果类'], ['菌菇类'], ['豆类']]],
  ['肉禽', [['猪肉', [['五花肉'], ['排骨'], ['里脊']]], ['牛肉'], ['羊肉'], ['鸡肉'], ['鸭肉']]],
  ['水产', [['鱼类'], ['虾类'], ['蟹类'], ['贝类']]],
  ['粮油', [['大米'], ['面粉'], ['食用油'], ['杂粮']]],
  ['调味品', [['食盐'], ['酱油'], ['醋'], ['香辛料']]],
  ['蛋奶', [['鸡蛋'], ['牛奶'], ['豆制品']]],
  ['水果', [['时令水果'], ['进口水果']]],
];

export async function seedLookups({ db, ids }: SeedContext): Promise<void> {
  await db.insert(checkRules).values(DEMO_CHECK_RULES.map((rule) => ({ ...rule, createdBy: 'admin' })));
  const insert = async (items: CategorySeed[], parentId: string | null, parentCode: string): Promise<void> => {
    for (const [index, [name, children]] of items.entries()) {
      const code = parentCode ? `${parentCode}${String(index + 1).padStart(3, '0')}` : `C${String(index + 1).padStart(2, '0')}`;
      const [row] = await db
        .insert(categories)
        .values({ parentId, name, code, sortNo: index + 1, createdBy: 'admin' })
        .returning({ id: categories.id });
      ids[`category:${code}`] = row.id;
      if (children) await insert(children, row.id, code);
    }
  };
  await insert(DEMO_CATEGORIES, null, '');
}
