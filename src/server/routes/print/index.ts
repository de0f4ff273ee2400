/** Print templates and their types for the designer, and server-side PDF rendering. */
import type { FastifyInstance } from 'fastify';
import pdfRoutes from './pdf.ts';
import templateRoutes from './templates.ts';
import templateTypeRoutes from './templateTypes.ts';

export default async function printRoutes(app: FastifyInstance): Promise<void> {
  await app.register(templateRoutes);
  await app.register(templateTypeRoutes);
  await app.register(pdfRoutes);
}
