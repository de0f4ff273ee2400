/** The health check load balancers and monitors call. */
import { Type } from 'typebox';
import { defineRoute } from '../route.ts';

export const health = defineRoute({
  method: 'GET',
  url: '/health',
  summary: 'The process is up and the database answers (a failing database fails the call)',
  tag: 'health',
  result: Type.Object({ status: Type.Literal('up'), database: Type.String() }),
});
