/**
 * Which templates a list shows. The server filters by scope (GET /print/templates?scope=private|shared),
 * so a scoped list pages on the server like the full one.
 */
export type TemplateScope = 'all' | 'private' | 'shared';

/** The server's `scope` query parameter for a scope; 'all' is the server's default and is left out. */
export function scopeParam(scope: TemplateScope): 'private' | 'shared' | undefined {
  return scope === 'all' ? undefined : scope;
}

/** The query of one page of the template list. */
export function templateListQuery(
  filters: { name: string; typeId: string | null; scope: TemplateScope },
  pageNo: number,
  pageSize: number,
): { name: string; typeId: string | null; scope: 'private' | 'shared' | undefined; pageNo: number; pageSize: number } {
  return { name: filters.name, typeId: filters.typeId, scope: scopeParam(filters.scope), pageNo, pageSize };
}
