/** Supplier management calls of the screens (src/contract/routes/suppliers.ts). */
import type { QueryOf } from '../../contract/route.ts';
import * as routes from '../../contract/routes/suppliers.ts';
import { http } from '../http.ts';

export type { QualificationRecord, RegistrationRecord, SupplierInfoInput, SupplierInfoRecord, WhiteListRecord } from '../../contract/routes/suppliers.ts';

type RegistrationQuery = QueryOf<typeof routes.registrationList>;
type QualificationQuery = QueryOf<typeof routes.qualificationList>;
type WhiteListQuery = QueryOf<typeof routes.whiteListList>;

export interface QualificationForm {
  supplierId?: string;
  qualType: string;
  number: string;
  fileName?: string | null;
  filePath?: string | null;
  expiryDate: string;
}

export const registrations = {
  list: (query: RegistrationQuery = {}) => http.call(routes.registrationList, { query }),
  export: (query: RegistrationQuery = {}) => http.blob(routes.registrationExport.url, { query }),
  detail: (id: string) => http.call(routes.registrationDetail, { params: { id } }),
  approve: (id: string, version: number) => http.call(routes.registrationApprove, { params: { id }, body: { version } }),
  reject: (id: string, version: number, reason: string) => http.call(routes.registrationReject, { params: { id }, body: { version, reason } }),
  resubmit: (id: string, version: number) => http.call(routes.registrationResubmit, { params: { id }, body: { version } }),
  options: (name?: string, any?: boolean) => http.call(routes.supplierOptions, { query: { name, any: any ? '1' : undefined } }),
};

export const qualifications = {
  list: (query: QualificationQuery = {}) => http.call(routes.qualificationList, { query }),
  export: (query: QualificationQuery = {}) => http.blob(routes.qualificationExport.url, { query }),
  create: (body: QualificationForm) => http.call(routes.qualificationCreate, { body }),
  update: (id: string, body: QualificationForm & { version: number }) => http.call(routes.qualificationUpdate, { params: { id }, body }),
  remove: (id: string, version: number) => http.call(routes.qualificationDelete, { params: { id }, body: { version } }),
  runCheck: () => http.call(routes.qualificationCheckRun),
};

export const whiteList = {
  list: (query: WhiteListQuery = {}) => http.call(routes.whiteListList, { query }),
  export: (query: WhiteListQuery = {}) => http.blob(routes.whiteListExport.url, { query }),
  add: (restaurantId: string, supplierId: string) => http.call(routes.whiteListAdd, { body: { restaurantId, supplierId } }),
  remove: (restaurantId: string, supplierId: string) => http.call(routes.whiteListRemove, { body: { restaurantId, supplierId } }),
};

type InfoQuery = QueryOf<typeof routes.supplierInfoList>;

export const supplierInfo = {
  list: (query: InfoQuery = {}) => http.call(routes.supplierInfoList, { query }),
  export: (query: InfoQuery = {}) => http.blob(routes.supplierInfoExport.url, { query }),
  update: (id: string, body: routes.SupplierInfoInput) => http.call(routes.supplierInfoUpdate, { params: { id }, body }),
};
