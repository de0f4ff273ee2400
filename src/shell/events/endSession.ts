/** Forget the session locally without the server round trip (the server already refused the token). */
import { clearSession } from '../../api/session.ts';
import { logout } from '../state/session.ts';

export async function endSession(): Promise<void> {
  try {
    await logout();
  } catch {
    // the server call may fail exactly because the session is gone; the local part still must happen
  }
  clearSession();
}
