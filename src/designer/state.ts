/**
 * UI state of one designer that is not the document (valtio): zoom, the side panel, dialogs,
 * the print client's status. The document, selection and history live in the Editor.
 */
import { proxy } from 'valtio';

/** Zoom limits (issue: 25-400 %). */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;

/** What the right-hand setting panel shows. */
export type SidePanel =
  | { kind: 'element' }
  | { kind: 'paper' }
  /** A table column's own properties (header cell click). */
  | { kind: 'column'; elementId: string; row: number; col: number };

export type PrintStatus = 'not opened' | 'connected' | 'reconnecting' | 'closed';

export interface DesignerUi {
  /** 1 = 100 %. */
  zoom: number;
  /** Fit the paper to the canvas width (zoom follows the viewport). */
  fitWidth: boolean;
  sidePanel: SidePanel;
  /** Open dialogs. */
  previewOpen: boolean;
  /** Export/print progress, 0..1, while running. */
  busy?: { label: string; progress: number };
  printStatus: PrintStatus;
  printers: { name: string; isDefault?: boolean }[];
  /** Chosen printer name ('' = the client's default). */
  printer: string;
  /** The side panels (palette on the left, setting panel on the right), collapsible. */
  paletteOpen: boolean;
  sideOpen: boolean;
  /**
   * The palette entry being dragged, with its name: a drag-over cannot read the drag's data, so the
   * canvas learns here what to draw under the pointer.
   */
  paletteDrag?: { tid: string; options?: Record<string, unknown>; label: string };
}

/** Below this window width the side panels start folded: they would leave the canvas no room. */
export const PANELS_FOLDED_BELOW = 900;

export function createDesignerUi(windowWidth = Number.POSITIVE_INFINITY): DesignerUi {
  const roomy = windowWidth >= PANELS_FOLDED_BELOW;
  return proxy<DesignerUi>({
    paletteOpen: roomy,
    sideOpen: roomy,
    zoom: 1,
    fitWidth: false,
    sidePanel: { kind: 'element' },
    previewOpen: false,
    printStatus: 'not opened',
    printers: [],
    printer: '',
  });
}

export const clampZoom = (zoom: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom * 100) / 100));
