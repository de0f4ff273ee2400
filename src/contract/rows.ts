/** Pieces that the admin rows and list calls share: the back office's timestamp names and paging query. */
import { Type } from 'typebox';
import { DateTime, Nullable } from './envelope.ts';

/** When a row was created and last changed, and by whom, under the names the back office reads. */
export const Stamps = {
  createBy: Nullable(Type.String()),
  createTime: DateTime,
  updateBy: Nullable(Type.String()),
  updateTime: Nullable(DateTime),
};

/** pageNo / pageSize of a paged list (the server clamps pageSize to 500). */
export const Paging = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1 })),
};

/** An optional text field that may also be sent as null (a cleared form field). */
export const NullableText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The query of calls acting on one row by id. */
export const ById = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** column / order of a sorted list: the route's summary names the columns it sorts by; order is asc or desc (default desc). */
export const Sorting = {
  column: Type.Optional(Type.String({ maxLength: 40 })),
  order: Type.Optional(Type.String({ maxLength: 10 })),
};

/** The query of a paged, sorted list with its own filters. */
export const ListQuery = <F extends Record<string, import('typebox').TSchema>>(filters: F) => Type.Object({ ...Paging, ...Sorting, ...filters });

/** A row id in a path, query or body. */
export const RowId = Type.String({ minLength: 1, maxLength: 64 });

/** A calendar day, YYYY-MM-DD. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
