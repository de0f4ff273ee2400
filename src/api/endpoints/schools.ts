/** The school and canteen calls of the screens (src/contract/routes/schools.ts). */
import type { BodyOf, QueryOf, ResultOf } from '../../contract/route.ts';
import * as schools from '../../contract/routes/schools.ts';
import { http, pathOf } from '../http.ts';

/** The filters that are set, as the export's query string. */
const setOnly = (query: Record<string, unknown>) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

export const colleges = {
  list: (query: QueryOf<typeof schools.collegeList> = {}) => http.call(schools.collegeList, { query }),
  create: (body: BodyOf<typeof schools.collegeCreate>) => http.call(schools.collegeCreate, { body }),
  edit: (id: string, body: BodyOf<typeof schools.collegeEdit>) => http.call(schools.collegeEdit, { params: { id }, body }),
  setEnabled: (id: string, version: number, enabled: boolean) => http.call(enabled ? schools.collegeEnable : schools.collegeDisable, { params: { id }, body: { version } }),
  export: (query: QueryOf<typeof schools.collegeExport>) => http.blob(pathOf(schools.collegeExport), { query: setOnly(query) }),
  /** Managers only; others get an empty list without an error notice. */
  departments: () => http.get<ResultOf<typeof schools.schoolDepartments>>(pathOf(schools.schoolDepartments), undefined, { silent: true }).catch(() => []),
};

export const canteens = {
  list: (query: QueryOf<typeof schools.canteenList> = {}) => http.call(schools.canteenList, { query }),
  detail: (id: string) => http.call(schools.canteenDetail, { params: { id } }),
  create: (body: BodyOf<typeof schools.canteenCreate>) => http.call(schools.canteenCreate, { body }),
  edit: (id: string, body: BodyOf<typeof schools.canteenEdit>) => http.call(schools.canteenEdit, { params: { id }, body }),
  setEnabled: (id: string, version: number, enabled: boolean) => http.call(enabled ? schools.canteenEnable : schools.canteenDisable, { params: { id }, body: { version } }),
  export: (query: QueryOf<typeof schools.canteenExport>) => http.blob(pathOf(schools.canteenExport), { query: setOnly(query) }),
};
