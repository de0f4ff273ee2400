/**
 * Print templates and their types, for the template screens and the designer, and server-side PDF
 * rendering. A template's body is the hiprint JSON exactly as the designer saved it (key order and
 * unknown options kept), so it is free-form here; the engine's loader validates it.
 */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PageOf } from '../envelope.ts';
import { defineRoute } from '../route.ts';

const tag = 'print';

const Id = Type.Object({ id: Type.String({ maxLength: 64 }) });
const Name = Type.String({ maxLength: 100 });
/** Absent = leave as is; '' or null = no type. */
const TypeId = Nullable(Type.String({ maxLength: 64 }));

/** A row of the template list (no body). */
export const TemplateRecord = Type.Object({
  id: Type.String(),
  name: Type.String(),
  typeId: Nullable(Type.String()),
  typeName: Nullable(Type.String()),
  /** The owner of a private template; null for a shared one. */
  ownerId: Nullable(Type.String()),
  private: Type.Boolean(),
  version: Type.Number(),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type TemplateRecord = Static<typeof TemplateRecord>;

/**
 * A template an administrator may restore: deleted, or private to someone else (hidden from everybody
 * else, the administrator included). `ownerName` names the private owner.
 */
export const RestorableTemplate = Type.Object({
  id: Type.String(),
  name: Type.String(),
  typeName: Nullable(Type.String()),
  deleted: Type.Boolean(),
  private: Type.Boolean(),
  ownerName: Nullable(Type.String()),
  createdBy: Nullable(Type.String()),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type RestorableTemplate = Static<typeof RestorableTemplate>;

/** One template with its body, as the designer opens it. */
export const TemplateDetail = Type.Object({
  id: Type.String(),
  name: Type.String(),
  typeId: Nullable(Type.String()),
  /** The type's code (delivery_note ...): the designer offers that document's record fields. */
  typeCode: Type.Optional(Nullable(Type.String())),
  private: Type.Boolean(),
  /** Optimistic concurrency: a save names the version it read. */
  version: Type.Number(),
  body: Type.Unknown(),
  /** The data the designer previews and exports with: an object, a list of records, or null for none. */
  sampleData: Type.Unknown(),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type TemplateDetail = Static<typeof TemplateDetail>;

/** What a save answers: the new version. */
export const TemplateSaved = Type.Object({
  id: Type.String(),
  version: Type.Number(),
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type TemplateSaved = Static<typeof TemplateSaved>;

export const TemplateType = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  sortNo: Type.Number(),
  createdBy: Nullable(Type.String()),
  createdAt: DateTime,
  updatedBy: Nullable(Type.String()),
  updatedAt: Nullable(DateTime),
});
export type TemplateType = Static<typeof TemplateType>;

/** 'private' = the caller's own private templates, 'shared' = templates without owner; absent = both. */
export const TEMPLATE_SCOPES = ['private', 'shared'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

// --- templates ---

export const templateList = defineRoute({
  method: 'GET',
  url: '/print/templates',
  summary: 'Templates the caller may see (shared ones and its own private ones), newest change first',
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer()),
    pageSize: Type.Optional(Type.Integer()),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    typeId: Type.Optional(Type.String({ maxLength: 64 })),
    scope: Type.Optional(Type.Union([Type.Literal('private'), Type.Literal('shared')])),
  }),
  result: PageOf(TemplateRecord),
});

export const templateGet = defineRoute({
  method: 'GET',
  url: '/print/templates/:id',
  summary: 'One template with its body exactly as stored',
  tag,
  params: Id,
  result: TemplateDetail,
});

export const templateCreate = defineRoute({
  method: 'POST',
  url: '/print/templates',
  summary: 'A new template (private to the caller when `private`)',
  tag,
  body: Type.Object({
    name: Type.Optional(Name),
    typeId: Type.Optional(TypeId),
    private: Type.Optional(Type.Boolean()),
    body: Type.Optional(Type.Unknown()),
    sampleData: Type.Optional(Type.Unknown()),
  }),
  result: TemplateDetail,
});

export const templateUpdate = defineRoute({
  method: 'PUT',
  url: '/print/templates/:id',
  summary: 'Save a template over the version read (a stale version answers 409)',
  tag,
  params: Id,
  body: Type.Object({
    name: Type.Optional(Name),
    typeId: Type.Optional(TypeId),
    private: Type.Optional(Type.Boolean()),
    body: Type.Optional(Type.Unknown()),
    /** The version the editor read; a newer one in the database means someone else saved since. */
    version: Type.Integer({ minimum: 1 }),
  }),
  result: TemplateSaved,
});

/**
 * The template's sample data, kept beside the body: saving it changes neither the body nor its
 * version, so it never conflicts with a designer saving the template.
 */
export const templateSampleData = defineRoute({
  method: 'PUT',
  url: '/print/templates/:id/sample-data',
  summary: "Keep the data a template is previewed and exported with (null removes it)",
  tag,
  params: Id,
  body: Type.Object({ sampleData: Type.Unknown() }),
  result: Type.Object({ id: Type.String() }),
});

export const templateDelete = defineRoute({
  method: 'DELETE',
  url: '/print/templates/:id',
  summary: 'Delete a template',
  tag,
  params: Id,
  result: Type.Null(),
});

export const templateRestorableList = defineRoute({
  method: 'GET',
  url: '/print/templates/restorable',
  summary: 'For template administrators: deleted templates and templates private to someone else, newest change first',
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer()),
    pageSize: Type.Optional(Type.Integer()),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(RestorableTemplate),
});

export const templateRestore = defineRoute({
  method: 'POST',
  url: '/print/templates/:id/restore',
  summary: 'Restore a template: a deleted one comes back as it was; one private to someone else becomes shared',
  tag,
  params: Id,
  result: RestorableTemplate,
});

export const templatePdf = defineRoute({
  method: 'POST',
  url: '/print/templates/:id/pdf',
  summary: 'The template rendered against the data, streamed as a PDF (x-page-count tells the pages)',
  tag,
  params: Id,
  body: Type.Object({
    /** One record, or a list of records each printed in turn. */
    data: Type.Optional(Type.Unknown()),
    /** Minutes east of UTC for dates and watermark times (the browser's zone); default the server's. */
    timezoneOffset: Type.Optional(Type.Integer({ minimum: -840, maximum: 840 })),
  }),
  raw: { contentType: 'application/pdf', description: 'The PDF, inline, named after the template' },
});

// --- template types ---

const TypeBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
  code: Type.Optional(Type.String({ maxLength: 50 })),
  sortNo: Type.Optional(Type.Integer()),
});

export const templateTypeList = defineRoute({
  method: 'GET',
  url: '/print/templateTypes',
  summary: 'Template types by sort number, filtered by name or code',
  tag,
  querystring: Type.Object({
    pageNo: Type.Optional(Type.Integer()),
    pageSize: Type.Optional(Type.Integer()),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  }),
  result: PageOf(TemplateType),
});

export const templateTypeCreate = defineRoute({
  method: 'POST',
  url: '/print/templateTypes',
  summary: 'A new template type (name and code unique)',
  tag,
  body: TypeBody,
  result: TemplateType,
});

export const templateTypeUpdate = defineRoute({
  method: 'PUT',
  url: '/print/templateTypes/:id',
  summary: 'Change a template type',
  tag,
  params: Id,
  body: TypeBody,
  result: TemplateType,
});

export const templateTypeDelete = defineRoute({
  method: 'DELETE',
  url: '/print/templateTypes/:id',
  summary: 'Delete a template type no template uses',
  tag,
  params: Id,
  result: Type.Null(),
});
