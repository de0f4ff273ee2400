/** The tools that write the delivery note, larder and its peers, loaded only in the child that runs them. */
import type { TableRun } from './types.ts';
import type { HostFonts } from '../../engine/index.ts';

export interface TableTool {
  /** Shown in tables. */
  label: string;
  /** What exactly is timed. */
  note: string;
  load(): Promise<(rows: number, fonts: HostFonts) => Promise<TableRun>>;
}

export const TABLE_TOOLS = {
  larder: {
    label: 'larder',
    note: 'template; layout timed alone with streamPages (first page: the first page streamed, its page count filled in at the end; first complete page: paginateEach), then paginateEach streamed into createPdfWriter for layout + PDF',
    load: async () => (await import('./larder.ts')).larderRun,
  },
  'pdfkit-floor': {
    label: 'pdfkit, doc.text per line (floor)',
    note: "pdfkit 0.20's drawing API at positions laid out beforehand (larder's pages, untimed): only pdfkit's work is timed",
    load: async () => (await import('../peers/pdfkit-floor.ts')).pdfkitFloorRun,
  },
  'pdfmake-cjk': {
    label: 'pdfmake, Noto Sans SC',
    note: 'pdfmake 0.3.11 table with the CJK font embedded (subset); definition to bytes',
    load: async () => {
      const { pdfmakeRun } = await import('../peers/pdfmake.ts');
      return (rows, fonts) => pdfmakeRun(rows, fonts, true);
    },
  },
  'pdfmake-latin': {
    label: 'pdfmake, Roboto, no CJK',
    note: 'the same table with Latin product names in pdfmake 0.3.11 bundled Roboto; definition to bytes',
    load: async () => {
      const { pdfmakeRun } = await import('../peers/pdfmake.ts');
      return (rows, fonts) => pdfmakeRun(rows, fonts, false);
    },
  },
  'jspdf-autotable': {
    label: 'jsPDF + AutoTable, Noto Sans SC',
    note: 'jsPDF 4.2.1 + jspdf-autotable 5.0.9 with the CJK font through addFileToVFS/addFont; document to bytes',
    load: async () => (await import('../peers/jspdf-autotable.ts')).jspdfRun,
  },
} satisfies Record<string, TableTool>;

export type TableToolName = keyof typeof TABLE_TOOLS;
