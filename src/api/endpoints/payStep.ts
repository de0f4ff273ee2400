/** The pay steps' calls (src/contract/routes/payStep.ts). */
import type { PayStepAction } from '../../contract/domain/payStep.ts';
import type { QueryOf } from '../../contract/route.ts';
import * as routes from '../../contract/routes/payStep.ts';
import { http, pathOf } from '../http.ts';
import { uploadFile } from './files.ts';

export type PayStepQuery = QueryOf<typeof routes.payStepList>;
type PlatformMove = Exclude<PayStepAction, 'upload'>;

const MOVES: Record<PlatformMove, typeof routes.payStepConfirm> = {
  confirm: routes.payStepConfirm,
  reject: routes.payStepReject,
  assess: routes.payStepAssess,
  settle: routes.payStepSettle,
};

export const paySteps = {
  list: (query: PayStepQuery = {}) => http.call(routes.payStepList, { query }),
  export: (query: PayStepQuery = {}) => http.blob(pathOf(routes.payStepExport), { query: query as Record<string, string> }),
  detail: (id: string) => http.call(routes.payStepDetail, { params: { id } }),
  open: (contractId: string) => http.call(routes.payStepOpen, { body: { contractId } }),
  /** Store the proof as a payment file (its supplier and platform staff read it), then hand it in. */
  upload: async (id: string, version: number, proof: File) => {
    const stored = await uploadFile(proof, { purpose: 'payment' });
    return http.call(routes.payStepUpload, { params: { id }, body: { version, proofPath: stored.path, proofName: stored.fileName } });
  },
  act: (action: PlatformMove, id: string, version: number, reason?: string) =>
    http.call(MOVES[action], { params: { id }, body: { version, ...(reason ? { reason } : {}) } as { version: number; reason: string } }),
};
