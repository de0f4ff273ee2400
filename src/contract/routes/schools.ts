/**
 * Schools and canteens (issue 18; 学校食堂 > 学校管理 / 食堂管理): colleges with their procurement department
 * and region, canteens with college, address, contacts, delivery slots and the departments acting for them.
 * Lists page, filter and sort on the server; each has an Excel export taking the same filters. Platform
 * administrators manage all, procurement the colleges its departments buy for (and their canteens), canteen
 * staff read their own canteens; suppliers nothing (src/contract/domain/school.ts). Edits name the version read.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ListQuery, RowId } from '../rows.ts';
import { XLSX } from './xlsx.ts';

const tag = 'schools';
const ById = Type.Object({ id: RowId });
const Version = Type.Object({ version: Type.Integer({ minimum: 1, description: 'the version the caller read' }) });
const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));
const Status = Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 in service, 0 disabled' });

export const Slot = Type.Object({ code: Type.String({ maxLength: 32 }), name: Type.String({ maxLength: 20 }), time: Type.String({ maxLength: 11 }) });
export const Contact = Type.Object({ name: Type.String({ maxLength: 30 }), phone: Type.String({ maxLength: 20 }) });

export const CollegeRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  regionId: Nullable(Type.String()),
  regionName: Nullable(Type.String()),
  address: Nullable(Type.String()),
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  departId: Nullable(Type.String()),
  departName: Nullable(Type.String()),
  procurementDepartId: Nullable(Type.String()),
  procurementDepartName: Nullable(Type.String()),
  canteenCount: Type.Number(),
  status: Type.Number(),
  version: Type.Number(),
  /** Whether the caller may edit, disable or enable it. */
  manageable: Type.Boolean(),
  updateTime: Nullable(DateTime),
  updateBy: Nullable(Type.String()),
});
export type CollegeRecord = Static<typeof CollegeRecord>;

const CollegeFields = {
  name: Type.String({ maxLength: 60 }),
  code: Type.String({ maxLength: 32 }),
  regionId: Text(12),
  address: Text(200),
  contact: Text(30),
  phone: Text(20),
  departId: Text(64),
  procurementDepartId: RowId,
};
export const CollegeInput = Type.Object(CollegeFields);
export type CollegeInput = Static<typeof CollegeInput>;

export const Member = Type.Object({ id: Type.String(), username: Type.String(), realname: Type.String(), phone: Nullable(Type.String()) });
export const ActingDepartment = Type.Object({
  id: Type.String(),
  departName: Type.String(),
  orgCode: Type.String(),
  /** own: the canteen's department; linked: one more acting for it. */
  role: Type.Union([Type.Literal('own'), Type.Literal('linked')]),
  members: Type.Array(Member),
});

export const CanteenRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  collegeId: Type.String(),
  collegeName: Type.String(),
  regionId: Nullable(Type.String()),
  regionName: Nullable(Type.String()),
  address: Nullable(Type.String()),
  contacts: Type.Array(Contact),
  deliverySlots: Type.Array(Slot),
  departId: Nullable(Type.String()),
  departName: Nullable(Type.String()),
  departIds: Type.Array(Type.String()),
  status: Type.Number(),
  version: Type.Number(),
  manageable: Type.Boolean(),
  updateTime: Nullable(DateTime),
  updateBy: Nullable(Type.String()),
});
export type CanteenRecord = Static<typeof CanteenRecord>;

export const CanteenDetail = Type.Object({ ...CanteenRecord.properties, departments: Type.Array(ActingDepartment) });
export type CanteenDetail = Static<typeof CanteenDetail>;

export const CanteenInput = Type.Object({
  name: Type.String({ maxLength: 60 }),
  collegeId: RowId,
  regionId: Text(12),
  address: Text(200),
  contacts: Type.Array(Contact, { maxItems: 5 }),
  deliverySlots: Type.Array(Slot, { maxItems: 8 }),
  departId: Text(64),
  departIds: Type.Array(RowId, { maxItems: 20 }),
});
export type CanteenInput = Static<typeof CanteenInput>;

export const COLLEGE_SORT = ['name', 'code', 'updateTime'] as const;
export const CANTEEN_SORT = ['name', 'collegeName', 'updateTime'] as const;

const CollegeQuery = ListQuery({ name: Type.Optional(Type.String({ maxLength: 60 })), code: Type.Optional(Type.String({ maxLength: 32 })), status: Type.Optional(Status) });
const CanteenQuery = ListQuery({ name: Type.Optional(Type.String({ maxLength: 60 })), collegeId: Type.Optional(RowId), status: Type.Optional(Status) });

export const collegeList = defineRoute({ method: 'GET', url: '/university/colleges', summary: 'Colleges in scope; sorts by name, code, updateTime', tag, querystring: CollegeQuery, result: PageOf(CollegeRecord) });
export const collegeExport = defineRoute({ method: 'GET', url: '/university/colleges/export', summary: 'The college list as Excel, same filters', tag, querystring: CollegeQuery, raw: XLSX });
export const collegeDetail = defineRoute({ method: 'GET', url: '/university/colleges/:id', summary: 'One college', tag, params: ById, result: CollegeRecord });
export const collegeCreate = defineRoute({ method: 'POST', url: '/university/colleges', summary: 'Add a college', tag, body: CollegeInput, result: CollegeRecord });
export const collegeEdit = defineRoute({ method: 'PUT', url: '/university/colleges/:id', summary: 'Edit a college (version)', tag, params: ById, body: Type.Object({ ...CollegeFields, ...Version.properties }), result: CollegeRecord });
export const collegeDisable = defineRoute({ method: 'POST', url: '/university/colleges/:id/disable', summary: 'Disable a college: its canteens take no new orders', tag, params: ById, body: Version, result: CollegeRecord });
export const collegeEnable = defineRoute({ method: 'POST', url: '/university/colleges/:id/enable', summary: 'Enable a college again', tag, params: ById, body: Version, result: CollegeRecord });

export const canteenList = defineRoute({ method: 'GET', url: '/university/canteens', summary: 'Canteens in scope; sorts by name, collegeName, updateTime', tag, querystring: CanteenQuery, result: PageOf(CanteenRecord) });
export const canteenExport = defineRoute({ method: 'GET', url: '/university/canteens/export', summary: 'The canteen list as Excel, same filters', tag, querystring: CanteenQuery, raw: XLSX });
export const canteenDetail = defineRoute({ method: 'GET', url: '/university/canteens/:id', summary: 'One canteen with its acting departments and their members', tag, params: ById, result: CanteenDetail });
export const canteenCreate = defineRoute({ method: 'POST', url: '/university/canteens', summary: 'Add a canteen to a college', tag, body: CanteenInput, result: CanteenDetail });
export const canteenEdit = defineRoute({ method: 'PUT', url: '/university/canteens/:id', summary: 'Edit a canteen (version)', tag, params: ById, body: Type.Object({ ...CanteenInput.properties, ...Version.properties }), result: CanteenDetail });
export const canteenDisable = defineRoute({ method: 'POST', url: '/university/canteens/:id/disable', summary: 'Disable a canteen: it takes no new orders', tag, params: ById, body: Version, result: CanteenDetail });
export const canteenEnable = defineRoute({ method: 'POST', url: '/university/canteens/:id/enable', summary: 'Enable a canteen again', tag, params: ById, body: Version, result: CanteenDetail });

/** Departments a manager may choose (procurement: its own and those under them). */
export const schoolDepartments = defineRoute({
  method: 'GET',
  url: '/university/departments',
  summary: 'Departments the caller may pick for a college or canteen',
  tag,
  result: Type.Array(Type.Object({ id: Type.String(), departName: Type.String(), orgCode: Type.String() })),
});
