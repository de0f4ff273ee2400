/** Print templates and template types (the manager screens and the designer). */
import type { BodyOf, QueryOf } from '../../contract/route.ts';
import {
  templateCreate,
  templateDelete,
  templateGet,
  templateList,
  templatePdf,
  templateRestorableList,
  templateRestore,
  templateTypeCreate,
  templateTypeDelete,
  templateTypeList,
  templateTypeUpdate,
  templateUpdate,
} from '../../contract/routes/print.ts';
import { jobStatus } from '../../contract/routes/jobs.ts';
import { http, pathOf } from '../http.ts';

export type { RestorableTemplate, TemplateDetail, TemplateRecord, TemplateSaved, TemplateScope, TemplateType } from '../../contract/routes/print.ts';

export type TemplateInput = BodyOf<typeof templateCreate>;
export type TemplateTypeInput = BodyOf<typeof templateTypeCreate>;

export const templates = {
  list: (query: QueryOf<typeof templateList> = {}) => http.call(templateList, { query }),
  get: (id: string) => http.call(templateGet, { params: { id } }),
  create: (input: TemplateInput) => http.call(templateCreate, { body: input }),
  /** `version` is the one read: a stale version answers 409. */
  update: (id: string, input: BodyOf<typeof templateUpdate>) => http.call(templateUpdate, { params: { id }, body: input }),
  remove: (id: string) => http.call(templateDelete, { params: { id } }),
  /** Template administrators: deleted templates and templates private to others. */
  restorable: (query: QueryOf<typeof templateRestorableList> = {}) => http.call(templateRestorableList, { query }),
  restore: (id: string) => http.call(templateRestore, { params: { id } }),
  pdf: (id: string, body: BodyOf<typeof templatePdf>) => http.blob(pathOf(templatePdf, { id }), { method: templatePdf.method, body }),
};

export const templateTypes = {
  list: (query: QueryOf<typeof templateTypeList> = {}) => http.call(templateTypeList, { query }),
  create: (input: TemplateTypeInput) => http.call(templateTypeCreate, { body: input }),
  update: (id: string, input: TemplateTypeInput) => http.call(templateTypeUpdate, { params: { id }, body: input }),
  remove: (id: string) => http.call(templateTypeDelete, { params: { id } }),
};

/** A batch print job followed to its PDF (the print dialogs of the business documents). */
export const printJobs = {
  job: (id: string) => http.call(jobStatus, { params: { id } }),
  file: (path: string) => http.blob(`/sys/common/static/${path}`),
};
