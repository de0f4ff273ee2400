/** Printing one business document: a visible template of the document's type, its record, one batch job. */
import type { FastifyInstance } from 'fastify';
import { findVisibleTemplateOfType } from '../../auth/templates.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { startPrintBatch } from './start.ts';

export interface DocumentPrint {
  templateId: string;
  /** The code of the template type that prints the document. */
  typeCode: string;
  record: Record<string, unknown>;
  timezoneOffset?: number;
  /** The feature's refusal of a template of another type. */
  wrongType(templateName: string): never;
}

export async function printDocument(app: FastifyInstance, user: SessionUser, print: DocumentPrint): Promise<{ jobId: string; records: number }> {
  const { template, matches } = await findVisibleTemplateOfType(app.db, print.templateId, user, print.typeCode);
  if (!matches) print.wrongType(template.name);
  const jobId = await startPrintBatch(app, user, { templateId: template.id, records: [print.record], title: template.name, timezoneOffset: print.timezoneOffset });
  return { jobId, records: 1 };
}
