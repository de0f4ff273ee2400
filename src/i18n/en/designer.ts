/**
 * The designer page's strings (en): toolbar and palette, reached as t('designer.<key>'). Keep the
 * same keys in zh/designer.ts and en/designer.ts (a test compares them).
 */
import type { Dict } from '../types.ts';

export default {
  loading: 'Opening the template…',
  toolbar: {
    label: 'Designer toolbar',
    paper: 'Paper',
    custom: 'Custom',
    paperWidth: 'Width (mm)',
    paperHeight: 'Height (mm)',
    apply: 'Apply',
    orientation: 'Orientation',
    portrait: 'Portrait',
    landscape: 'Landscape',
    zoom: 'Zoom',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fitWidth: 'Fit width',
    undo: 'Undo',
    redo: 'Redo',
    clear: 'Clear',
    clearConfirm: 'Remove every element of this panel? You can undo it.',
    cancel: 'Cancel',
    watermark: 'Watermark',
    watermarkText: 'Watermark text',
    watermarkTime: 'Add the time',
    palettePanel: 'Element panel',
    settingPanel: 'Properties panel',
    backToList: 'Back to the template list',
    watermarkMore: 'Font size, angle and density are in the paper settings.',
  },
  palette: {
    label: 'Elements',
    hint: 'Drag onto the paper, or double-click to add',
    group: {
      common: 'Common',
      codes: 'Codes',
      shapes: 'Shapes',
    },
    item: {
      text: 'Text',
      longText: 'Long text',
      image: 'Image',
      table: 'Table',
      html: 'HTML',
      barcode: 'Barcode',
      qrcode: 'QR code',
      hline: 'Horizontal line',
      vline: 'Vertical line',
      rect: 'Rectangle',
      oval: 'Oval',
    },
  },
} satisfies Dict;
