/** The "is this value still free" checks the forms call before saving (section 5). */
import { http } from '../../api/http.ts';

/** GET /sys/duplicate/check: true when no other row (than dataId) holds the value. Silent: the form shows its own message. */
export async function isValueFree(tableName: string, fieldName: string, fieldVal: string, dataId?: string): Promise<boolean> {
  try {
    await http.get('/sys/duplicate/check', { tableName, fieldName, fieldVal, ...(dataId ? { dataId } : {}) }, { silent: true });
    return true;
  } catch {
    return false;
  }
}

/** GET /sys/user/checkOnlyUser for one of username, phone or email. */
export async function isUserValueFree(field: 'username' | 'phone' | 'email', value: string, id?: string): Promise<boolean> {
  try {
    await http.get('/sys/user/checkOnlyUser', { [field]: value, ...(id ? { id } : {}) }, { silent: true });
    return true;
  } catch {
    return false;
  }
}
