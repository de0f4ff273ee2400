/**
 * UI state of the output part that the shared designer state (state.ts) does not hold: the data
 * preview, export and print lay out with, and which of the output dialogs are open. One per designer.
 */
import { proxy, snapshot } from 'valtio';
import { testData, type DocumentData } from './dataJson.ts';

export interface OutputUi {
  /** The data preview, PDF export and printing use (so the PDF matches the preview). */
  data: DocumentData;
  /** What the preview's data switch shows. */
  dataSource: 'test' | 'json';
  /** The pasted JSON text, kept while the preview is closed. */
  dataText: string;
  /** Why the pasted text was not taken. */
  dataError?: string;
  /** A running PDF export or print job: pages laid out so far. */
  task?: { kind: 'pdf' | 'print'; pages: number };
  printSettingsOpen: boolean;
  /** The leave-with-unsaved-changes question. */
  leaveOpen: boolean;
  /** The confirmation before "load theirs" throws the local edits away. */
  discardConfirmOpen: boolean;
}

export function createOutputUi(): OutputUi {
  return proxy<OutputUi>({
    data: testData(),
    dataSource: 'test',
    dataText: '',
    printSettingsOpen: false,
    leaveOpen: false,
    discardConfirmOpen: false,
  });
}

/** The chosen data as a plain object (a valtio proxy cannot be posted to the worker). */
export const currentData = (out: OutputUi): DocumentData => snapshot(out).data as DocumentData;
