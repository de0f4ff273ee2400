/** Loading, saving, drafts, preview, PDF export and printing. Owned by the output part; see ./README.md. */
export { useTemplateDocument, sessionOf, type TemplateDocument } from './useTemplateDocument.ts';
export { OutputActions, SaveControls } from './OutputActions.tsx';
export { TemplateSession, type SessionSnapshot, type SaveResult } from './templateSession.ts';
export { DraftStore, draftKey, DRAFT_INTERVAL_MS, type Draft, type DraftOffer } from './drafts.ts';
export { PreviewModal } from './PreviewModal.tsx';
export { PrintStatusBadge } from './PrintControls.tsx';
export { printClient, setPrintToken, TOKEN_KEY } from './printConnection.ts';
export { clientKind, printStatusOf, type ClientKind } from './printJob.ts';
export { IMPORT_COMMAND, RESTORE_DRAFT_COMMAND } from './replaceDocument.ts';
