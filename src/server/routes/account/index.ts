/**
 * Account calls (section 7, "Account and notices"): the current user, nickname and phone changes,
 * password change, the forgotten-password reset by SMS code and the current department.
 */
import type { FastifyInstance } from 'fastify';
import { departRoutes } from './departs.ts';
import { passwordRoutes } from './password.ts';
import { profileRoutes } from './profile.ts';
import { passwordResetRoutes } from './reset.ts';

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  profileRoutes(app);
  passwordRoutes(app);
  passwordResetRoutes(app);
  departRoutes(app);
}
