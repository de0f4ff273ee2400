/**
 * Supplier management demo data (issue 19): the qualification type dictionary, the demo suppliers' audit
 * (entered as pending, approved by admin through the audit service) and their licences.
 */
import { chinaDate } from '../../contract/domain/order.ts';
import { addDays, QUALIFICATION_TYPE_DICT } from '../../contract/domain/supplier.ts';
import { dictionaries, dictionaryItems, supplierProfiles } from '../db/schema/index.ts';
import { moveRegistration } from '../routes/suppliers/audit.ts';
import { createQualification } from '../routes/suppliers/qualifications.ts';
import type { SeedContext } from './context.ts';
import { demoActor } from './actors.ts';

export const QUALIFICATION_TYPES: Array<[text: string, value: string]> = [
  ['食品经营许可证', 'food_business'],
  ['营业执照', 'business_licence'],
  ['食品生产许可证', 'food_production'],
  ['健康证明', 'health_certificate'],
  ['其他', 'other'],
];


export async function seedSuppliers({ db, ids }: SeedContext): Promise<void> {
  const [dict] = await db.insert(dictionaries).values({ dictName: '资质类型', dictCode: QUALIFICATION_TYPE_DICT, createdBy: 'admin' }).returning({ id: dictionaries.id });
  await db.insert(dictionaryItems).values(QUALIFICATION_TYPES.map(([itemText, itemValue], sortOrder) => ({ dictId: dict!.id, itemText, itemValue, sortOrder, createdBy: 'admin' })));

  const admin = await demoActor(db, 'admin');
  const today = chinaDate(new Date());
  for (const [key, username, creditCode, qualification] of [
    ['supplier:fresh', 'supplier', '91330100MA2FRE5H01', ['food_business', 'JY13301000012345', 300]],
    ['supplier:grain', 'grain', '91330100MA2GRA1N02', ['business_licence', '91330100MA2GRA1N02', 45]],
  ] as const) {
    const supplierId = ids[key]!;
    await db.insert(supplierProfiles).values({ supplierId, auditStatus: 'pending', creditCode, createdBy: username });
    await moveRegistration(db, admin, supplierId, 'approve', { version: 1 });
    const [qualType, number, days] = qualification;
    await createQualification(db, await demoActor(db, username), { qualType, number, expiryDate: addDays(today, days) });
  }
}
