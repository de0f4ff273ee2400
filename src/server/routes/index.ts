/** Every API feature, each a Fastify plugin under routes/<feature>/, mounted under the API base path. */
import type { FastifyInstance } from 'fastify';
import healthRoutes from './health/index.ts';
import sessionRoutes from './session/index.ts';
import accountRoutes from './account/index.ts';
import permissionMenuRoutes from './permission-menu/index.ts';
import dictRoutes from './dict/index.ts';
import lookupRoutes from './lookup/index.ts';
import adminRoleRoutes from './admin-roles/index.ts';
import adminUserRoutes from './admin-users/index.ts';
import adminPermissionRoutes from './admin-permissions/index.ts';
import adminDepartmentRoutes from './admin-departments/index.ts';
import auditLogRoutes from './audit-log/index.ts';
import noticesRoutes from './notices/index.ts';
import liveRoutes from './live/index.ts';
import ordersRoutes from './orders/index.ts';
import catalogueRoutes from './catalogue/index.ts';
import schoolRoutes from './schools/index.ts';
import printRoutes from './print/index.ts';
import filesRoutes from './files/index.ts';
import contractRoutes from './contract/index.ts';
import supplierDirectoryRoutes from './supplier-directory/index.ts';
import evaluationRoutes from './evaluations/index.ts';
import sysConfigRoutes from './sysconfig/index.ts';
import registrationRoutes from './registration/index.ts';
import regionRoutes from './region/index.ts';
import docsRoutes from './docs/index.ts';
import jobRoutes from './jobs/index.ts';
import messageRoutes from './messages/index.ts';
import scheduleRoutes from './schedules/index.ts';
import monitorRoutes from './monitor/index.ts';
import ossRoutes from './oss/index.ts';
import screenRoutes from './screen/index.ts';
import systemAdminRoutes from './system-admin/index.ts';
import systemExtraRoutes from './system-extra/index.ts';
import { unsealedUrl } from './system-extra/dataSources.ts';
import onlineRoutes from './online/index.ts';
import supplierRoutes from './suppliers/index.ts';
import purchasePricingRoutes from './purchase-pricing/index.ts';
import ticketRoutes from './tickets/index.ts';
import payStepRoutes from './pay-step/index.ts';
import purchaseBidRoutes from './purchase-bids/index.ts';

const FEATURES = [healthRoutes, sessionRoutes, accountRoutes, permissionMenuRoutes, dictRoutes, lookupRoutes, adminRoleRoutes, adminUserRoutes, adminPermissionRoutes, adminDepartmentRoutes, auditLogRoutes, printRoutes, filesRoutes, contractRoutes, sysConfigRoutes, noticesRoutes, liveRoutes, ordersRoutes, schoolRoutes, catalogueRoutes, registrationRoutes, supplierRoutes, evaluationRoutes, supplierDirectoryRoutes, purchaseBidRoutes, ticketRoutes, payStepRoutes, purchasePricingRoutes, regionRoutes, jobRoutes, onlineRoutes, messageRoutes, scheduleRoutes, monitorRoutes, ossRoutes, screenRoutes, systemAdminRoutes, systemExtraRoutes, docsRoutes];

/** What one feature lends another, handed over here so that neither imports the other. */
const OPTIONS = new Map<unknown, object>([[onlineRoutes, { unsealUrl: unsealedUrl }]]);

export async function routes(app: FastifyInstance): Promise<void> {
  for (const feature of FEATURES) await app.register(feature, OPTIONS.get(feature) ?? {});
}
