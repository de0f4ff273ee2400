/** Dictionaries (spec section 7): every form's options, and the administration of dictionaries and items. */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';
import { ById, NullableText, Paging, Stamps } from '../rows.ts';

/** An option of a form's select: value and text (label and title repeat the text). */
export const DictOption = Type.Object({
  value: Type.String(),
  text: Type.String(),
  label: Type.String(),
  title: Type.String(),
});
export type DictOption = Static<typeof DictOption>;

export const DictRecord = Type.Object({
  id: Type.String(),
  dictName: Type.String(),
  dictCode: Type.String(),
  description: Nullable(Type.String()),
  ...Stamps,
});
export type DictRecord = Static<typeof DictRecord>;

export const DictItemRecord = Type.Object({
  id: Type.String(),
  dictId: Type.String(),
  itemText: Type.String(),
  itemValue: Type.String(),
  description: Nullable(Type.String()),
  sortOrder: Type.Number(),
  /** 1 enabled, 0 disabled (not offered). */
  status: Type.Number(),
  ...Stamps,
});
export type DictItemRecord = Static<typeof DictItemRecord>;

const DictBody = {
  dictName: Type.Optional(Type.String({ maxLength: 100 })),
  dictCode: Type.Optional(Type.String({ maxLength: 100 })),
  description: NullableText(500),
};

const ItemBody = {
  itemText: Type.Optional(Type.String({ maxLength: 200 })),
  itemValue: Type.Optional(Type.String({ maxLength: 2000 })),
  description: NullableText(500),
  sortOrder: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  status: Type.Optional(Type.Integer()),
};

const TAG = 'dict';

export const dictOptions = defineRoute({
  method: 'GET',
  url: '/sys/dict/getDictItems/:code',
  summary: "A dictionary's enabled items as options (an unknown code has none); sys_setting is public, the others need a session",
  tag: TAG,
  params: Type.Object({ code: Type.String({ maxLength: 100 }) }),
  result: Type.Array(DictOption),
});

export const dictList = defineRoute({
  method: 'GET',
  url: '/sys/dict/list',
  summary: 'The dictionaries, paged, newest first',
  tag: TAG,
  querystring: Type.Object({
    ...Paging,
    dictName: Type.Optional(Type.String({ maxLength: 100 })),
    dictCode: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(DictRecord),
});

export const dictAdd = defineRoute({
  method: 'POST',
  url: '/sys/dict/add',
  summary: 'Add a dictionary',
  tag: TAG,
  body: Type.Object(DictBody),
  result: DictRecord,
});

export const dictEdit = defineRoute({
  method: 'PUT',
  url: '/sys/dict/edit',
  summary: 'Edit a dictionary (the codes the product reads cannot change)',
  tag: TAG,
  body: Type.Object({ id: Type.String({ maxLength: 64 }), ...DictBody }),
  result: DictRecord,
});

export const dictDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/dict/delete',
  summary: 'Delete a dictionary and its items (not one the product reads)',
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});

export const dictItemList = defineRoute({
  method: 'GET',
  url: '/sys/dictItem/list',
  summary: "A dictionary's items, paged, in their order",
  tag: TAG,
  querystring: Type.Object({
    dictId: Type.String({ maxLength: 64 }),
    ...Paging,
    itemText: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(Type.Integer()),
  }),
  result: PageOf(DictItemRecord),
});

export const dictItemAdd = defineRoute({
  method: 'POST',
  url: '/sys/dictItem/add',
  summary: 'Add an item to a dictionary (its value, or in sys_setting its text, must be free)',
  tag: TAG,
  body: Type.Object({ dictId: Type.String({ maxLength: 64 }), ...ItemBody }),
  result: DictItemRecord,
});

export const dictItemEdit = defineRoute({
  method: 'PUT',
  url: '/sys/dictItem/edit',
  summary: 'Edit a dictionary item (fields left out keep their value)',
  tag: TAG,
  body: Type.Object({ id: Type.String({ maxLength: 64 }), ...ItemBody }),
  result: DictItemRecord,
});

export const dictItemDelete = defineRoute({
  method: 'DELETE',
  url: '/sys/dictItem/delete',
  summary: 'Delete a dictionary item (not a platform setting the product reads)',
  tag: TAG,
  querystring: ById,
  result: Type.Null(),
});
