/**
 * The API reference, public: GET /docs/openapi.json (the OpenAPI document @fastify/swagger generates from
 * the route contracts, see openapi.ts) and GET /docs (the same, as a page, with the error catalogue).
 * Routes do not change after start, so both are made once, on the first call.
 */
import type { FastifyInstance } from 'fastify';
import { docsPage, openApiDocument } from '../../../contract/routes/docs.ts';
import { ERRORS } from '../../http/errors.ts';
import { addRoute } from '../../http/route.ts';
import { renderDocsPage, type OpenApiDocument } from './page.ts';

export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  let json: string | undefined;
  let html: string | undefined;
  const document = () => app.swagger() as unknown as OpenApiDocument;

  // Sent as text: a string is not serialised again, so the raw (non-envelope) answers go out as they are.
  addRoute(app, openApiDocument, { config: { public: true } }, async (_request, reply) => {
    json ??= JSON.stringify(document());
    return reply.type('application/json; charset=utf-8').send(json);
  });

  addRoute(app, docsPage, { config: { public: true } }, async (_request, reply) => {
    html ??= renderDocsPage(document(), ERRORS);
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
