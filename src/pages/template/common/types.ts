/** A template list row and a template type, as the print routes answer them (src/contract/routes/print.ts). */
export type { TemplateRecord, TemplateType } from '../../../api/endpoints/print.ts';
