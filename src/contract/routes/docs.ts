/** The API reference: the OpenAPI document generated from the route contracts, and a page to read it. Public. */
import { defineRoute } from '../route.ts';

export const openApiDocument = defineRoute({
  method: 'GET',
  url: '/docs/openapi.json',
  summary: 'The OpenAPI 3 document of every route, generated from the contracts',
  tag: 'docs',
  raw: { contentType: 'application/json', description: 'An OpenAPI 3.0 document (not an envelope)' },
});

export const docsPage = defineRoute({
  method: 'GET',
  url: '/docs',
  summary: 'The API reference as a page: routes by feature, what they take and answer, and the error catalogue',
  tag: 'docs',
  raw: { contentType: 'text/html', description: 'An HTML page' },
});
