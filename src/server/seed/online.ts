/**
 * Demo online development (在线开发), made through the services its screens use: a form a canteen keeps by
 * regulation, the food sample register (食堂留样登记: every dish of a meal kept sealed and cold for 48 hours,
 * at least 125 g), with the last three days' samples of both canteens, and a report over it with a bar
 * chart. The form stays unpublished: an administrator finds it on 表单开发 and may publish it as a page.
 */
import { asc, eq } from 'drizzle-orm';
import type { FormDefinition } from '../../contract/domain/online.ts';
import { chinaDate } from '../../contract/domain/order.ts';
import type { AuditOrigin } from '../auth/audit.ts';
import { restaurants } from '../db/schema/index.ts';
import { addRow } from '../routes/online/data.ts';
import { viewName } from '../routes/online/ddl.ts';
import { createForm } from '../routes/online/forms.ts';
import { createReport } from '../routes/online/reports.ts';
import { demoActor } from './actors.ts';
import type { SeedContext } from './context.ts';

export const DEMO_FORM_CODE = 'food_retention';
export const DEMO_REPORT_CODE = 'food_retention_grams';

const DEFINITION: FormDefinition = {
  fields: [
    { name: 'day', label: '留样日期', type: 'date', required: true, list: true, filter: true, sortable: true },
    { name: 'canteen', label: '食堂', type: 'text', required: true, maxLength: 40, list: true, filter: true },
    { name: 'meal', label: '餐次', type: 'text', required: true, pattern: '^(早餐|午餐|晚餐)$', list: true, filter: true },
    { name: 'dish', label: '菜品', type: 'text', required: true, maxLength: 40, list: true },
    { name: 'grams', label: '留样克数', type: 'number', required: true, min: 125, max: 1000, defaultValue: 125, list: true, sortable: true },
    { name: 'sealed', label: '密封冷藏（0-8℃）', type: 'switch', defaultValue: true, list: true },
    { name: 'keeper', label: '留样人', type: 'text', required: true, maxLength: 20, list: true },
    { name: 'note', label: '备注', type: 'textarea', maxLength: 200 },
  ],
  sort: { field: 'day', order: 'desc' },
};

/** [meal, dishes] served each day. */
const MEALS: Array<[string, string[]]> = [
  ['午餐', ['番茄炒蛋', '红烧鸡块', '清炒菠菜']],
  ['晚餐', ['土豆烧肉', '麻婆豆腐']],
];
const KEEPERS = ['李梅', '张强'];

export async function seedOnline({ db }: SeedContext): Promise<void> {
  const admin = await demoActor(db, 'admin');
  const origin: AuditOrigin = { ip: null, user: admin };
  // the report reader is granted the form's view when the server starts (online/runner.ts ensureReaderRole)
  const form = await createForm(db, origin, { code: DEMO_FORM_CODE, title: '食堂留样登记', definition: DEFINITION }, false);
  const canteens = await db.select({ name: restaurants.name }).from(restaurants).where(eq(restaurants.deleted, false)).orderBy(asc(restaurants.name)).limit(2);
  for (let daysAgo = 2; daysAgo >= 0; daysAgo--) {
    const day = chinaDate(new Date(Date.now() - daysAgo * 86_400_000));
    for (const [c, canteen] of canteens.entries()) {
      for (const [meal, dishes] of MEALS) {
        for (const [d, dish] of dishes.entries()) {
          await addRow(db, origin, form, {
            day, canteen: canteen.name, meal, dish, grams: 125 + ((daysAgo * 7 + c * 5 + d * 11) % 5) * 25, keeper: KEEPERS[c % KEEPERS.length]!,
            ...(daysAgo === 1 && c === 0 && d === 0 && meal === '晚餐' ? { note: '家长开放日加餐，另留一份' } : {}),
          });
        }
      }
    }
  }
  await createReport(db, origin, {
    code: DEMO_REPORT_CODE,
    name: '留样克数（按食堂与餐次）',
    sql: `SELECT canteen || ' ' || meal AS slot, count(*) AS samples, sum(grams) AS grams\nFROM ${viewName(DEMO_FORM_CODE)}\nGROUP BY canteen, meal\nORDER BY canteen, meal`,
    params: [],
    chart: { type: 'bar', x: 'slot', y: ['grams'] },
    // the embedded database's name checks are the stricter: a seeded PostgreSQL passes them too
  }, 'pglite');
}
