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
