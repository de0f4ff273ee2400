/** Print templates and template types (the manager screens; the designer is another issue). */
import { http } from '../http.ts';
import type { Page, PageQuery } from '../types.ts';

export interface TemplateSummary {
  id: string;
  name: string;
  typeId: string | null;
  private: boolean;
  version: number;
  [key: string]: unknown;
}

export interface TemplateDetail extends TemplateSummary {
  body: unknown;
}

export interface TemplateType {
  id: string;
  name: string;
  [key: string]: unknown;
}

export interface TemplateInput {
  name?: string;
  typeId?: string | null;
  private?: boolean;
  body?: unknown;
}

export const templates = {
  list: (query: PageQuery & { name?: string; typeId?: string } = {}) => http.get<Page<TemplateSummary>>('/print/templates', query),
  get: (id: string) => http.get<TemplateDetail>(`/print/templates/${encodeURIComponent(id)}`),
  create: (input: TemplateInput) => http.post<TemplateDetail>('/print/templates', input),
  /** `version` is the one read: a stale version answers 409. */
  update: (id: string, input: TemplateInput & { version: number }) => http.put<TemplateDetail>(`/print/templates/${encodeURIComponent(id)}`, input),
  remove: (id: string) => http.del<null>(`/print/templates/${encodeURIComponent(id)}`),
  pdf: (id: string, body: unknown) => http.blob(`/print/templates/${encodeURIComponent(id)}/pdf`, { method: 'POST', body }),
};

export const templateTypes = {
  list: (query: PageQuery & { name?: string } = {}) => http.get<Page<TemplateType> | TemplateType[]>('/print/templateTypes', query),
  create: (input: { name: string; [key: string]: unknown }) => http.post<TemplateType>('/print/templateTypes', input),
  update: (id: string, input: { name?: string; [key: string]: unknown }) => http.put<TemplateType>(`/print/templateTypes/${encodeURIComponent(id)}`, input),
  remove: (id: string) => http.del<null>(`/print/templateTypes/${encodeURIComponent(id)}`),
};
