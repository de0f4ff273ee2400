/** The "is this value still free" checks the forms call before saving (section 5). */
import { lookups, users } from '../../api/endpoints/system.ts';

/** True when no other row (than dataId) holds the value. Silent: the form shows its own message. */
export async function isValueFree(tableName: string, fieldName: string, fieldVal: string, dataId?: string): Promise<boolean> {
  try {
    await lookups.duplicateCheck({ tableName, fieldName, fieldVal, ...(dataId ? { dataId } : {}) });
    return true;
  } catch {
    return false;
  }
}

/** The user check for one of username, phone or email. */
export async function isUserValueFree(field: 'username' | 'phone' | 'email', value: string, id?: string): Promise<boolean> {
  try {
    await users.checkOnlyUser({ [field]: value, ...(id ? { id } : {}) });
    return true;
  } catch {
    return false;
  }
}
