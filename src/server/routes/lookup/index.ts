/**
 * Lookups (section 7, "Administration"): duplicate and rule checks forms call before saving, the
 * category tree, colleges, unbound suppliers, and the role, service and permission lists.
 */
import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './category.ts';
import { checkRuleRoutes } from './checkRule.ts';
import { collegeRoutes } from './college.ts';
import { duplicateRoutes } from './duplicate.ts';
import { systemListRoutes } from './systemLists.ts';

export default async function lookupRoutes(app: FastifyInstance): Promise<void> {
  duplicateRoutes(app);
  checkRuleRoutes(app);
  categoryRoutes(app);
  collegeRoutes(app);
  systemListRoutes(app);
}
