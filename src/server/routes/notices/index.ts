/** Announcements (section 7 "Account and notices" and the administration calls): user side and admin side. */
import type { FastifyInstance } from 'fastify';
import { adminNoticeRoutes } from './admin.ts';
import { userNoticeRoutes } from './user.ts';

export { sanitizeHtml } from './sanitize.ts';

export default async function noticesRoutes(app: FastifyInstance): Promise<void> {
  await userNoticeRoutes(app);
  await adminNoticeRoutes(app);
}
