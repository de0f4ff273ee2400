/** Public sign-up (section 5): a platform user, or a supplier company with its login account. */
import type { BodyOf } from '../../contract/route.ts';
import { supplierRegister, userRegister } from '../../contract/routes/registration.ts';
import { http } from '../http.ts';

export function registerUser(body: BodyOf<typeof userRegister>, opts?: { silent?: boolean }) {
  return http.call(userRegister, { body }, opts);
}

export function registerSupplier(body: BodyOf<typeof supplierRegister>, opts?: { silent?: boolean }) {
  return http.call(supplierRegister, { body }, opts);
}
