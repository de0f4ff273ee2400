/**
 * What the output buttons do: export a PDF, print through the local print client, import and
 * export template JSON. Each flow reports through notifications (and the spec's alert when the
 * print client is not connected); long ones show their progress in the task state and can be
 * cancelled.
 */
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { t } from '../../i18n/index.ts';
import { CONNECT_FAILED } from '../../contract/printClient.ts';
import type { Editor } from '../editor/index.ts';
import type { DesignerUi } from '../state.ts';
import { appBase, collectPages, download, layoutInput, runLayout } from './layoutJobs.ts';
import { currentData, type OutputUi } from './outputUi.ts';
import { printClient } from './printConnection.ts';
import { clientKind, htmlJob, pdfJob, sendJob, type PrintJob } from './printJob.ts';
import { IMPORT_COMMAND } from './replaceDocument.ts';
import { exportTemplateText, fileName, parseTemplateText } from './templateFile.ts';
import type { TemplateSession } from './templateSession.ts';

export interface OutputContext {
  editor: Editor;
  ui: DesignerUi;
  out: OutputUi;
  templateId: string;
  /** The template's name: file names and job titles. */
  name: string;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

let running: AbortController | undefined;

/** Stop the running export or print preparation. */
export function cancelTask(): void {
  running?.abort();
}

/** Run `work` as the one task of the page, with its page count shown and a cancel button. */
async function asTask<T>(ctx: OutputContext, kind: 'pdf' | 'print', work: (signal: AbortSignal, progress: (pages: number) => void) => Promise<T>): Promise<T | undefined> {
  if (ctx.out.task) return undefined;
  const controller = new AbortController();
  running = controller;
  const label = kind === 'pdf' ? 'output.pdf.running' : 'output.print.running';
  ctx.out.task = { kind, pages: 0 };
  ctx.ui.busy = { label: t(label, { count: 0 }), progress: 0 };
  const progress = (pages: number): void => {
    if (ctx.out.task) ctx.out.task.pages = pages;
    ctx.ui.busy = { label: t(label, { count: pages }), progress: 0 };
  };
  try {
    return await work(controller.signal, progress);
  } finally {
    ctx.out.task = undefined;
    ctx.ui.busy = undefined;
    if (running === controller) running = undefined;
  }
}

/** Export PDF: the worker writes it (selectable text), downloaded as `<template name>.pdf`. */
export async function exportPdf(ctx: OutputContext): Promise<void> {
  const name = fileName(ctx.name, 'pdf');
  try {
    const pdf = await asTask(ctx, 'pdf', async (signal, progress) => {
      const result = await runLayout(layoutInput(ctx.editor.doc, currentData(ctx.out), 'pdf', ctx.name), { signal, onProgress: progress });
      if (!result.pdf) throw new Error('the layout worker returned no PDF');
      return result.pdf;
    });
    if (!pdf) return;
    download(pdf, name);
    notifications.show({ color: 'green', message: t('output.pdf.done', { name }) });
  } catch (error) {
    if (isAbort(error)) return;
    notifications.show({ color: 'red', message: t('output.pdf.failed', { detail: errorText(error) }), autoClose: false });
  }
}

/** The specification's alert when the print client is not connected. */
function alertConnectFailed(): void {
  modals.open({ title: t('output.actions.print'), children: <Text size="sm">{t('output.print.connectFailed')}</Text> });
}

/**
 * Print: lay the document out for the connected client (PDF for larder's, HTML for hiprint's, see
 * printJob.ts), send it to the chosen printer, and report the answer for this template id.
 */
export async function printDocument(ctx: OutputContext): Promise<void> {
  const client = printClient();
  if (client.status !== 'connected') return alertConnectFailed();
  const kind = clientKind(client.info);
  const settings = { templateId: ctx.templateId, printer: ctx.ui.printer, title: ctx.name };
  let job: PrintJob | undefined;
  try {
    job = await asTask(ctx, 'print', async (signal, progress) => {
      let paper: { width: number; height: number } | undefined;
      const onPage = (page: { width: number; height: number }, index: number) => {
        if (index === 0) paper = { width: page.width, height: page.height };
      };
      if (kind === 'larder') {
        const input = layoutInput(ctx.editor.doc, currentData(ctx.out), 'pdf', ctx.name);
        const result = await runLayout(input, { signal, onPage, onProgress: progress });
        if (!result.pdf) throw new Error('the layout worker returned no PDF');
        return pdfJob(result.pdf, { ...settings, paper });
      }
      const pages = await collectPages(layoutInput(ctx.editor.doc, currentData(ctx.out), 'pages'), { signal, onPage, onProgress: progress });
      return htmlJob(pages, { ...settings, paper }, { appBase: appBase() });
    });
  } catch (error) {
    if (isAbort(error)) return;
    notifications.show({ color: 'red', message: t('output.print.failed', { id: ctx.templateId, detail: errorText(error) }), autoClose: false });
    return;
  }
  if (!job) return;
  try {
    await sendJob(client, job);
    notifications.show({ color: 'green', title: ctx.name, message: t('output.print.success', { id: ctx.templateId }) });
  } catch (error) {
    if (errorText(error) === CONNECT_FAILED) return alertConnectFailed();
    notifications.show({ color: 'red', title: ctx.name, message: t('output.print.failed', { id: ctx.templateId, detail: errorText(error) }), autoClose: false });
  }
}

/** Export JSON: the template as hiprint-compatible JSON, `<template name>.json`. */
export function exportJson(ctx: OutputContext): void {
  const text = exportTemplateText(ctx.editor.doc);
  download(new Blob([text], { type: 'application/json' }), fileName(ctx.name, 'json'));
}

/**
 * Import JSON: validate the file and replace the document as one undoable step (no confirmation:
 * Ctrl/Cmd+Z brings the previous document back). A file with problems changes nothing.
 */
export async function importJson(ctx: OutputContext, file: File): Promise<void> {
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    notifications.show({ color: 'red', title: t('output.import.failed'), message: t('output.import.readFailed', { detail: errorText(error) }) });
    return;
  }
  const parsed = parseTemplateText(text);
  if (!parsed.ok) {
    notifications.show({
      color: 'red',
      title: `${t('output.import.failed')}: ${file.name}`,
      message: <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{parsed.error}</Text>,
      autoClose: false,
    });
    return;
  }
  ctx.editor.exec(IMPORT_COMMAND, { doc: parsed.doc });
  notifications.show({ color: 'green', message: t('output.import.done') });
}

/** Save (button, Ctrl/Cmd+S, leave dialog); a conflict opens its own dialog from the session state. */
export async function saveTemplate(session: TemplateSession): Promise<boolean> {
  const result = await session.save();
  if (result.outcome === 'saved') {
    notifications.show({ color: 'green', message: t('output.save.success') });
    return true;
  }
  if (result.outcome === 'failed') notifications.show({ color: 'red', message: t('output.save.failed', { detail: result.message }), autoClose: false });
  return false;
}
