/**
 * The supplier technical-service contract (sections 4 and 9): the check the shell runs after a
 * supplier logs in, the platform's list, the contract document as PDF, attachments and status moves.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractInForce, coveredUntil } from '../../../contract/domain/serviceContract.ts';
import { contractCheck, contractDocument } from '../../../contract/routes/contract.ts';
import { serviceContracts, suppliers } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { addRoute } from '../../http/route.ts';
import { configValue } from '../../db/config.ts';
import { attachmentsOf, contractForCaller, contractView } from './access.ts';
import { attachmentRoutes } from './attachments.ts';
import { exportContractPdf } from './exportPdf.ts';
import { businessDay, expiryNotify } from './dates.ts';
import { statusRoutes } from './updateStatus.ts';
import { listRoutes } from './listing.ts';
import { platformRoutes } from './platform.ts';

export default async function contractRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  addRoute(app, contractCheck, {}, async (request) => {
    const user = request.user!;
    const serviceManagerInfo = {
      name: (await configValue(app.db, 'SYS_CONFIG_SERVICE_MANAGER_NAME')) ?? '',
      phone: (await configValue(app.db, 'SYS_CONFIG_SERVICE_MANAGER_PHONE')) ?? '',
    };
    // The check concerns suppliers only (section 4); everyone else passes.
    if (user.userType !== 2) return ok({ isOpen: false, contract: null, notify: 0, inForceUntil: null, serviceManagerInfo });
    const isOpen = (await configValue(app.db, 'SYS_CONFIG_CONTRACT_CHECK')) !== '0';
    // a supplier holds a handful of contracts (one per service year): all of them, newest first
    const rows = await db
      .select({ contract: serviceContracts, supplierName: suppliers.name })
      .from(serviceContracts)
      .innerJoin(suppliers, eq(suppliers.id, serviceContracts.supplierId))
      .where(and(eq(suppliers.userId, user.id), eq(suppliers.deleted, false)))
      .orderBy(desc(serviceContracts.createdAt));
    const row = rows[0];
    if (!row) return ok({ isOpen, contract: null, notify: 0, inForceUntil: null, serviceManagerInfo });
    const today = businessDay();
    const contracts = rows.map((r) => r.contract);
    const inForce = contractInForce(contracts, today);
    const attachments = await attachmentsOf(db, [row.contract.id]);
    return ok({
      isOpen,
      contract: contractView(row.contract, row.supplierName, attachments.get(row.contract.id) ?? []),
      // the banner warns of the end of the contract in force (the newest may be its renewal, not yet effective),
      // unless a renewal already in effect carries it on
      notify: inForce ? expiryNotify(inForce.status, coveredUntil(contracts, today)!, today) : expiryNotify(row.contract.status, row.contract.endDate, today),
      inForceUntil: inForce?.endDate ?? null,
      serviceManagerInfo,
    });
  });

  listRoutes(app);
  platformRoutes(app);

  addRoute(app, contractDocument, {}, async (request, reply) => {
    const access = await contractForCaller(app, request, request.params.id);
    return exportContractPdf(app, access, reply);
  });

  attachmentRoutes(app);
  statusRoutes(app);
}
