/**
 * The spool printer: "printing" puts the job's PDF in a folder. It is the printer on machines
 * without a printer system, and what tests print to.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyPageSelection } from './pageSelection.ts';
import { SPOOL_PRINTER, type PrinterInfo } from '../contract/printClient.ts';
import type { PrintOutcome, PrinterSystem } from './printers.ts';

/** The spool printer writing into `dir`. */
export function spoolPrinters(dir: string): PrinterSystem {
  const folder = resolve(dir);
  const info: PrinterInfo = {
    name: SPOOL_PRINTER,
    displayName: '保存为 PDF（larder）',
    description: `PDF files in ${folder}`,
    status: 0,
    isDefault: true,
    options: { 'printer-location': folder, 'device-uri': pathToFileURL(folder).href, 'printer-make-and-model': 'larder PDF spool' },
  };
  return {
    mode: 'spool',
    async list() {
      return [info];
    },
    // The file is the printout: it should hold the pages and copies a printer would have put out.
    applyPageSettings: applyPageSelection,
    async print(task): Promise<PrintOutcome> {
      const target = join(folder, `${task.jobId}.pdf`);
      // With the usual wiring the job store is this folder and the file is already in place.
      if (resolve(task.file) !== target) {
        await mkdir(folder, { recursive: true });
        await copyFile(task.file, target);
      }
      return { detail: target };
    },
  };
}
