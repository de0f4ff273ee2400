/** The palette's element types by group, with the provider tids hiprint templates use. */

/** The drag-and-drop type the canvas accepts. */
export const PALETTE_MIME = 'application/x-larder-element';

export interface PaletteEntry {
  key: string;
  tid: string;
  /** Options of the preset over the type's defaults. */
  options?: Record<string, unknown>;
}

export interface PaletteGroup {
  key: string;
  entries: PaletteEntry[];
}

export const PALETTE: readonly PaletteGroup[] = [
  {
    key: 'common',
    entries: [
      { key: 'text', tid: 'defaultModule.text', options: { title: '文本', testData: '' } },
      { key: 'longText', tid: 'defaultModule.longText', options: { title: '长文本', testData: '长文本内容' } },
      { key: 'image', tid: 'defaultModule.image' },
      { key: 'table', tid: 'defaultModule.table' },
      { key: 'html', tid: 'defaultModule.html' },
    ],
  },
  {
    key: 'codes',
    entries: [
      { key: 'barcode', tid: 'defaultModule.text', options: { title: '条形码', textType: 'barcode', barcodeMode: 'CODE128', testData: '6901234567892', width: 150, height: 45, hideTitle: true } },
      { key: 'qrcode', tid: 'defaultModule.text', options: { title: '二维码', textType: 'qrcode', qrCodeLevel: 0, testData: 'larder', width: 60, height: 60, hideTitle: true } },
    ],
  },
  {
    key: 'shapes',
    entries: [
      { key: 'hline', tid: 'defaultModule.hline' },
      { key: 'vline', tid: 'defaultModule.vline' },
      { key: 'rect', tid: 'defaultModule.rect' },
      { key: 'oval', tid: 'defaultModule.oval' },
    ],
  },
];
