/**
 * UI state of the output part that the shared designer state (state.ts) does not hold: the data
 * preview, export and print lay out with, and which of the output dialogs are open. One per designer.
 */
import { proxy, ref, snapshot } from 'valtio';
import { testData, type DocumentData } from './dataJson.ts';

export interface OutputUi {
  /** The data preview, PDF export and printing use (so the PDF matches the preview). */
  data: DocumentData;
  /** What the preview's data switch shows. */
  dataSource: 'test' | 'json';
  /** The pasted JSON text, kept while the preview is closed. */
  dataText: string;
  /**
   * The JSON data last applied, kept when the switch goes back to test data. While it is there the
   * box folds to a summary line: megabytes of text in a textarea take the browser most of a second to
   * lay out every time the preview opens.
   */
  applied?: AppliedData;
  /** The applied data is the template's stored sample data (not changed since it was loaded or kept). */
  appliedIsSample?: boolean;
  /** The box is open for editing (JSON chosen and nothing applied yet, or 编辑 clicked). */
  dataEditing: boolean;
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

export interface AppliedData {
  /** Not proxied (valtio `ref`): a big data set is only read, as a whole, by the layout. */
  value: DocumentData;
  /** Size of the pasted text in bytes (UTF-8). */
  bytes: number;
  /** Copies the template prints: one per record of a list, one for an object. */
  records: number;
}

export function createOutputUi(): OutputUi {
  return proxy<OutputUi>({
    data: testData(),
    dataSource: 'test',
    dataText: '',
    dataEditing: true,
    printSettingsOpen: false,
    leaveOpen: false,
    discardConfirmOpen: false,
  });
}

/** Take parsed JSON data as the data preview, PDF and printing use; the box folds to its summary. */
export function applyJsonData(out: OutputUi, value: DocumentData): void {
  const data = value.data;
  const records = Array.isArray(data) ? data.length : 1;
  out.applied = { value: ref(value), bytes: new TextEncoder().encode(out.dataText).length, records };
  out.data = ref(value);
  out.dataError = undefined;
  out.dataEditing = false;
  out.appliedIsSample = false;
}

/**
 * Start from the template's sample data: preview, PDF and printing use it, and the preview's JSON box
 * holds it for editing. Nothing happens without sample data or once the user chose data of their own.
 */
export function loadSampleData(out: OutputUi, sample: unknown): boolean {
  if (sample === undefined || sample === null || typeof sample !== 'object' || out.applied) return false;
  out.dataText = JSON.stringify(sample, null, 2);
  applyJsonData(out, { mode: 'print', data: sample });
  out.appliedIsSample = true;
  out.dataSource = 'json';
  return true;
}

/** Drop the applied JSON data: back to the template's test data, the box empty and open. */
export function clearJsonData(out: OutputUi): void {
  out.applied = undefined;
  out.appliedIsSample = false;
  out.data = testData();
  out.dataText = '';
  out.dataError = undefined;
  out.dataEditing = true;
}

/** The chosen data as a plain object (a valtio proxy cannot be posted to the worker). */
export const currentData = (out: OutputUi): DocumentData => snapshot(out).data as DocumentData;

/** 1,234 bytes as "1.2 KB"; megabytes with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
