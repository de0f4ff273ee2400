/**
 * The supplier directory (issue 19; rules in ../domain/supplierDirectory.ts): approved suppliers with the
 * categories of their approved products, region, rating (means of the evaluations) and contract state.
 * Platform, procurement and canteen staff read it; a supplier is refused (DIRECTORY_SUPPLIER_FORBIDDEN, 403).
 */
import { Type, type Static } from 'typebox';
import { SCORE_MAX, SCORE_MIN } from '../domain/evaluation.ts';
import { DIRECTORY_CONTRACT_STATES } from '../domain/supplierDirectory.ts';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { Day, ListQuery, RowId } from '../rows.ts';

const tag = 'suppliers';

export const DirectoryRating = Type.Object({
  /** The mean of quality, delivery and service over every evaluation; null when unrated. */
  overall: Nullable(Type.Number()),
  quality: Nullable(Type.Number()),
  delivery: Nullable(Type.Number()),
  service: Nullable(Type.Number()),
  count: Type.Integer(),
});
export type DirectoryRating = Static<typeof DirectoryRating>;

export const DirectoryCategory = Type.Object({ id: Type.String(), name: Type.String() });

export const DirectoryRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Top-level categories of the supplier's approved products on offer. */
  categories: Type.Array(DirectoryCategory),
  regionId: Nullable(Type.String()),
  /** Province, city and district names, joined by spaces. */
  regionName: Nullable(Type.String()),
  rating: DirectoryRating,
  contractState: Type.Enum(DIRECTORY_CONTRACT_STATES),
  /** The end day of the contract in force, if any. */
  contractEnd: Nullable(Day),
});
export type DirectoryRecord = Static<typeof DirectoryRecord>;

export const DirectoryDetail = Type.Object({
  ...DirectoryRecord.properties,
  contact: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  /** Every category (any level) of its approved products on offer, with how many products. */
  productCategories: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), products: Type.Integer() })),
  /** The rating by month, oldest first (the last twelve months with evaluations). */
  months: Type.Array(Type.Object({ period: Type.String(), overall: Type.Number(), quality: Type.Number(), delivery: Type.Number(), service: Type.Number(), count: Type.Integer() })),
});
export type DirectoryDetail = Static<typeof DirectoryDetail>;

const Filters = {
  name: Type.Optional(Type.String({ maxLength: 100 })),
  /** A category of any level: suppliers with an approved product in it or under it. */
  categoryId: Type.Optional(RowId),
  /** A province, city or district: suppliers located in it. */
  regionId: Type.Optional(Type.String({ pattern: '^\\d{2,12}$' })),
  minRating: Type.Optional(Type.Number({ minimum: SCORE_MIN, maximum: SCORE_MAX })),
};
export const DirectoryQuery = ListQuery(Filters);
export type DirectoryQuery = Static<typeof DirectoryQuery>;

export const directoryList = defineRoute({
  method: 'GET',
  url: '/supplier/directory',
  summary: 'Approved suppliers by name, category, region and minimum rating; sorts by rating (default, unrated last) or name',
  tag,
  querystring: DirectoryQuery,
  result: PageOf(DirectoryRecord),
});

export const directoryExport = defineRoute({
  method: 'GET',
  url: '/supplier/directory/export',
  summary: 'The directory as Excel, same filters and order',
  tag,
  querystring: DirectoryQuery,
  raw: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The list as an Excel workbook, same filters' },
});

export const directoryDetail = defineRoute({
  method: 'GET',
  url: '/supplier/directory/:id',
  summary: 'One approved supplier: contacts, categories and the rating by month',
  tag,
  params: Type.Object({ id: RowId }),
  result: DirectoryDetail,
});
